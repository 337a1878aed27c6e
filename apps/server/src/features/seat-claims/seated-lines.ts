import type { ReserveOrderInput } from '@stagedoor/contracts';
import { AppError, type FieldErrors } from '../../platform/errors.js';
import type { EventPlan } from '../seat-map/event-plan.js';

/** How a seated line chooses its seats: the seats named, the best n together, or n places of a standing area. */
export type SeatChoice = { kind: 'SEATS'; seatIds: string[] } | { kind: 'BEST' } | { kind: 'STANDING'; areaId: string };

/** One line of a reservation (a price and its quantity), with its seats when the price sells a category. */
export interface SeatedLine {
  priceId: number;
  quantity: number;
  /** The category the price sells; null for a general-admission price. */
  category: string | null;
  choice: SeatChoice | null;
}

/**
 * The reservation's lines in the order of wantedLines() (reserve-order.ts: one attendee per unit, in that order),
 * each with its seat choice, checked against the plan without reading anything (API.md "Seating", 422 per line
 * field): a seated price needs `seat_ids`, `best_available` or `standing_area_id`; a general-admission price takes
 * none of them; the seats must be in the plan and of the price's category, the standing area too, and no seat twice.
 */
export function seatedLinesOf(
  input: ReserveOrderInput,
  plan: EventPlan | null,
  categoryOf: (priceId: number) => string | null,
): SeatedLine[] {
  const errors: FieldErrors = {};
  const fail = (field: string, key: string) => {
    errors[field] ??= [];
    if (!errors[field].includes(key)) errors[field].push(key);
  };
  const chosen = new Set<string>();
  const lines: SeatedLine[] = [];
  input.tickets.forEach((ticket, i) => {
    ticket.quantities.forEach((q, j) => {
      if (q.quantity <= 0) return;
      const at = `tickets.${i}.quantities.${j}`;
      const category = plan ? categoryOf(q.price_id) : null;
      const choice: SeatChoice | null = q.seat_ids
        ? { kind: 'SEATS', seatIds: q.seat_ids }
        : q.standing_area_id
          ? { kind: 'STANDING', areaId: q.standing_area_id }
          : q.best_available
            ? { kind: 'BEST' }
            : null;
      const field = q.seat_ids ? `${at}.seat_ids` : q.standing_area_id ? `${at}.standing_area_id` : `${at}.best_available`;
      lines.push({ priceId: q.price_id, quantity: q.quantity, category, choice });
      if (category === null || !plan) {
        if (choice) fail(field, 'validation.price_not_seated');
        return;
      }
      if (!choice) return fail(`${at}.seat_ids`, 'validation.seat_choice_required');
      if (choice.kind === 'SEATS') {
        for (const seatId of choice.seatIds) {
          const seat = plan.plan.byId.get(seatId);
          if (!seat) fail(field, 'validation.seat_not_found');
          else if (seat.category !== category) fail(field, 'validation.seat_wrong_category');
          else if (chosen.has(seatId)) fail(field, 'validation.seat_chosen_twice');
          chosen.add(seatId);
        }
      } else if (choice.kind === 'BEST') {
        // A category sold only as standing places: best available is any free places of its area.
        const area = [...plan.plan.areas.values()].find((candidate) => candidate.category === category);
        if (area && !plan.plan.seats.some((seat) => seat.category === category))
          lines.at(-1)!.choice = { kind: 'STANDING', areaId: area.id };
      } else if (choice.kind === 'STANDING') {
        const area = plan.plan.areas.get(choice.areaId);
        if (!area) fail(field, 'validation.standing_area_not_found');
        else if (area.category !== category) fail(field, 'validation.seat_wrong_category');
      }
    });
  });
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });
  return lines;
}

/** Whether any line takes seats: only then does the reservation claim any (and run in a transaction). */
export function takesSeats(lines: SeatedLine[]): boolean {
  return lines.some((line) => line.choice !== null);
}
