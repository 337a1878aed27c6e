import { describe, expect, it } from 'vitest';
import { hallSeating, seatedEvent } from '../../../../test/seating';
import { reserveBody } from '../tickets/selection';
import { readSeatPlan } from './seat-plan';
import {
  changeSeatPrice,
  dropSeats,
  initialSelection,
  orderLines,
  priceRoom,
  seatsNoLongerFree,
  takenSeatIds,
  toggleSeat,
  type SeatSelection,
} from './seat-selection';

const event = seatedEvent();
const plan = readSeatPlan(hallSeating(), event);

/** Chooses the seats one after the other, each expected to be added. */
function choose(seatIds: string[], start: SeatSelection = initialSelection('plan'), others = {}): SeatSelection {
  return seatIds.reduce((selection, seatId) => {
    const { selection: next, result } = toggleSeat(event, plan, selection, others, seatId);
    expect(result).toBe('added');
    return next;
  }, start);
}

describe('choosing seats', () => {
  it("adds a free seat at its category's first price, and lets a chosen one go on a second tap", () => {
    const chosen = choose(['a1', 't1-1']);
    expect(chosen.seats).toEqual([
      { seatId: 'a1', priceId: 10 },
      { seatId: 't1-1', priceId: 20 },
    ]);
    const { selection, result } = toggleSeat(event, plan, chosen, {}, 'a1');
    expect(result).toBe('removed');
    expect(selection.seats).toEqual([{ seatId: 't1-1', priceId: 20 }]);
  });

  it("refuses a seat that is not free, and one past the order's limit counting the other tickets", () => {
    expect(toggleSeat(event, plan, initialSelection('plan'), {}, 'a2').result).toBe('not-free');
    // Six an order: four parking tickets and two seats.
    const two = choose(['a1', 'a3'], initialSelection('plan'), { 30: { quantity: 4 } });
    expect(toggleSeat(event, plan, two, { 30: { quantity: 4 } }, 'a4').result).toBe('limit');
    expect(priceRoom(event, plan, two, { 30: { quantity: 4 } }, 10)).toBe(2);
  });

  it('changes a seat to another price of its category only', () => {
    const chosen = choose(['a1']);
    expect(changeSeatPrice(plan, chosen, 'a1', 11).seats).toEqual([{ seatId: 'a1', priceId: 11 }]);
    expect(changeSeatPrice(plan, chosen, 'a1', 20)).toBe(chosen);
  });
});

describe('order lines', () => {
  it('sends the chosen seats by price, with standing places, and the page order of tickets in the body', () => {
    let selection = choose(['a1', 'a3', 'b1', 't1-1']);
    selection = changeSeatPrice(plan, selection, 'b1', 11);
    selection = { ...selection, standing: { floor: { priceId: 10, quantity: 2 } } };
    const lines = orderLines(selection, plan);
    expect(lines).toEqual([
      { ticket_id: 1, price_id: 10, quantity: 2, price: 3000, seat_ids: ['a1', 'a3'] },
      { ticket_id: 1, price_id: 11, quantity: 1, price: 2000, seat_ids: ['b1'] },
      { ticket_id: 2, price_id: 20, quantity: 1, price: 8000, seat_ids: ['t1-1'] },
      { ticket_id: 1, price_id: 10, quantity: 2, price: 3000, standing_area_id: 'floor' },
    ]);
    const body = reserveBody(event, { 30: { quantity: 1 } }, null, 'en', lines);
    expect(body.tickets).toEqual([
      {
        ticket_id: 1,
        quantities: [
          { price_id: 10, quantity: 2, price: 3000, seat_ids: ['a1', 'a3'] },
          { price_id: 10, quantity: 2, price: 3000, standing_area_id: 'floor' },
          { price_id: 11, quantity: 1, price: 2000, seat_ids: ['b1'] },
        ],
      },
      { ticket_id: 2, quantities: [{ price_id: 20, quantity: 1, price: 8000, seat_ids: ['t1-1'] }] },
      { ticket_id: 3, quantities: [{ price_id: 30, quantity: 1, price: 1000 }] },
    ]);
  });

  it('asks for best available in its mode, leaving the seats picked on the plan out', () => {
    const selection: SeatSelection = { ...choose(['a1']), mode: 'best', best: { priceId: 20, quantity: 2 } };
    expect(orderLines(selection, plan)).toEqual([{ ticket_id: 2, price_id: 20, quantity: 2, price: 8000, best_available: true }]);
    expect(orderLines({ ...selection, best: { priceId: null, quantity: 2 } }, plan)).toEqual([]);
  });

  it('switches back to the plan when a seat is tapped in best available', () => {
    const best: SeatSelection = { ...initialSelection('best'), best: { priceId: 20, quantity: 2 } };
    const { selection } = toggleSeat(event, plan, best, {}, 'a1');
    expect(selection.mode).toBe('plan');
    expect(orderLines(selection, plan)).toEqual([{ ticket_id: 1, price_id: 10, quantity: 1, price: 3000, seat_ids: ['a1'] }]);
  });
});

describe('seats taken by someone else', () => {
  it('reads the seat ids of a SEAT_TAKEN answer and drops them, keeping the others', () => {
    const ids = takenSeatIds({ seat_ids: ['a3', 7, 't1-1'], other: true });
    expect(ids).toEqual(['a3', 't1-1']);
    expect(takenSeatIds({})).toEqual([]);
    const left = dropSeats(choose(['a1', 'a3', 't1-1']), ids);
    expect(left.seats).toEqual([{ seatId: 'a1', priceId: 10 }]);
  });

  it('names the chosen seats a fresh plan no longer has free', () => {
    const chosen = choose(['a1', 'a3']);
    const fresh = readSeatPlan(hallSeating({ availability: '01100001' }), event);
    expect(seatsNoLongerFree(chosen, fresh)).toEqual(['a3']);
    expect(seatsNoLongerFree(chosen, plan)).toEqual([]);
  });
});
