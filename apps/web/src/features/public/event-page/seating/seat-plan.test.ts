import { describe, expect, it } from 'vitest';
import { planSeats } from '@stagedoor/contracts';
import { hallSeating, seatedEvent } from '../../../../test/seating';
import { decodeAvailability, freeInRow, freeSeats, isChoosable, readSeatPlan, withTaken } from './seat-plan';

describe('decodeAvailability', () => {
  const seats = planSeats(hallSeating().layout);

  it('reads one character per seat in plan order, "0" free', () => {
    expect([...decodeAvailability(seats, '01000001')]).toEqual(['a2', 't1-2']);
    expect(decodeAvailability(seats, '00000000').size).toBe(0);
  });

  it('takes a seat the string does not reach, or marks with anything but "0", as not free', () => {
    expect([...decodeAvailability(seats, '000000')]).toEqual(['t1-1', 't1-2']);
    expect([...decodeAvailability(seats, '0x000000')]).toEqual(['a2']);
  });
});

describe('readSeatPlan', () => {
  const plan = readSeatPlan(hallSeating(), seatedEvent());

  it('groups the seats by section and row or table, and gives each category its prices on sale in page order', () => {
    expect(
      plan.sections.map((section) => [section.label, section.rows.map((row) => `${row.label}${row.table ? ' (table)' : ''}`)]),
    ).toEqual([
      ['Stalls', ['A', 'B']],
      ['Terrace', ['1 (table)']],
    ]);
    expect(plan.categories.get('std')!.prices.map((option) => option.price.label)).toEqual(['Adult', 'Reduced']);
    expect([...plan.seatedPriceIds]).toEqual([10, 11, 20]);
    expect(plan.standing.get('floor')).toBe(12);
    // Under half the 20 units between neighbours.
    expect(plan.seatRadius).toBeCloseTo(8.4);
  });

  it('counts free seats by category and row, and lets free seats with a price on sale be chosen', () => {
    expect(freeSeats(plan, 'std')).toBe(5);
    expect(freeSeats(plan, 'vip')).toBe(1);
    expect(freeInRow(plan, plan.sections[0]!.rows[0]!)).toBe(3);
    expect(isChoosable(plan, 'a1')).toBe(true);
    expect(isChoosable(plan, 'a2')).toBe(false);
    expect(isChoosable(plan, 'nowhere')).toBe(false);
    expect(isChoosable(withTaken(plan, ['a1']), 'a1')).toBe(false);
  });

  it('offers no seat of a category whose prices are off sale', () => {
    const event = seatedEvent();
    event.tickets[1]!.prices[0]!.status = 'SOLD_OUT';
    const soldOut = readSeatPlan(hallSeating(), event);
    expect(soldOut.categories.get('vip')!.prices).toEqual([]);
    expect(isChoosable(soldOut, 't1-1')).toBe(false);
    // Still a seated price: the page offers it no quantity.
    expect(soldOut.seatedPriceIds.has(20)).toBe(true);
  });
});
