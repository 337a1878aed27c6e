import type { PublicEventWithTickets } from '@stagedoor/contracts';
import { maxQuantity, seatedQuantities, type SeatedLine, type Selection } from '../tickets/selection';
import { isChoosable, type SeatPlan, type SeatPrice } from './seat-plan';

/** How the buyer chooses: on the drawn plan, from lists of sections and rows, or by letting the server pick. */
export type PickerMode = 'plan' | 'list' | 'best';

export interface ChosenSeat {
  seatId: string;
  priceId: number;
}

/** The picker's state: the seats chosen (plan and lists share them), the best-available request, standing places. */
export interface SeatSelection {
  mode: PickerMode;
  seats: ChosenSeat[];
  best: { priceId: number | null; quantity: number };
  /** Places in standing areas, by area id. */
  standing: Record<string, { priceId: number; quantity: number }>;
}

export function initialSelection(mode: PickerMode): SeatSelection {
  return { mode, seats: [], best: { priceId: null, quantity: 0 }, standing: {} };
}

export function priceById(plan: SeatPlan, priceId: number): SeatPrice | null {
  for (const category of plan.categories.values()) {
    const found = category.prices.find((option) => option.price.id === priceId);
    if (found) return found;
  }
  return null;
}

/** The price a newly chosen seat is bought at: its category's first on sale. */
export function defaultPrice(plan: SeatPlan, seatId: string): SeatPrice | null {
  const seat = plan.byId.get(seatId);
  return (seat && plan.categories.get(seat.category)?.prices[0]) || null;
}

/** The order lines of what is chosen: seats (or the best-available request) and standing places. */
export function orderLines(selection: SeatSelection, plan: SeatPlan): SeatedLine[] {
  const lines: SeatedLine[] = [];
  const line = (priceId: number, quantity: number, fields: Partial<SeatedLine>) => {
    const option = priceById(plan, priceId);
    if (option && quantity > 0)
      lines.push({ ticket_id: option.ticket.id, price_id: priceId, quantity, price: option.price.price, ...fields });
  };
  if (selection.mode === 'best') {
    const { priceId, quantity } = selection.best;
    if (priceId !== null) line(priceId, quantity, { best_available: true });
  } else {
    const byPrice = new Map<number, string[]>();
    for (const seat of selection.seats) byPrice.set(seat.priceId, [...(byPrice.get(seat.priceId) ?? []), seat.seatId]);
    for (const [priceId, seatIds] of byPrice) line(priceId, seatIds.length, { seat_ids: seatIds });
  }
  for (const [areaId, request] of Object.entries(selection.standing)) line(request.priceId, request.quantity, { standing_area_id: areaId });
  return lines;
}

/**
 * The most of a price the order may hold with everything else chosen (the page's other tickets in `others`):
 * its stock and the ticket's and the order's per-order maximums.
 */
export function priceRoom(
  event: PublicEventWithTickets,
  plan: SeatPlan,
  selection: SeatSelection,
  others: Selection,
  priceId: number,
): number {
  const option = priceById(plan, priceId);
  if (!option) return 0;
  const combined: Selection = { ...others, ...seatedQuantities(orderLines(selection, plan)) };
  return maxQuantity(option.ticket, option.price, combined, event.max_tickets_per_order);
}

export type ToggleResult = 'added' | 'removed' | 'not-free' | 'limit';

/** Chooses a free seat (at its category's first price) or lets a chosen one go. */
export function toggleSeat(
  event: PublicEventWithTickets,
  plan: SeatPlan,
  selection: SeatSelection,
  others: Selection,
  seatId: string,
): { selection: SeatSelection; result: ToggleResult } {
  if (selection.seats.some((seat) => seat.seatId === seatId)) {
    return { selection: { ...selection, seats: selection.seats.filter((seat) => seat.seatId !== seatId) }, result: 'removed' };
  }
  const option = defaultPrice(plan, seatId);
  if (!option || !isChoosable(plan, seatId)) return { selection, result: 'not-free' };
  const current = selection.seats.filter((seat) => seat.priceId === option.price.id).length;
  const seated = { ...selection, mode: selection.mode === 'best' ? ('plan' as const) : selection.mode };
  if (priceRoom(event, plan, seated, others, option.price.id) <= current) return { selection, result: 'limit' };
  return { selection: { ...seated, seats: [...seated.seats, { seatId, priceId: option.price.id }] }, result: 'added' };
}

/** Buys a chosen seat at another price of its category. */
export function changeSeatPrice(plan: SeatPlan, selection: SeatSelection, seatId: string, priceId: number): SeatSelection {
  const seat = plan.byId.get(seatId);
  if (!seat || !plan.categories.get(seat.category)?.prices.some((option) => option.price.id === priceId)) return selection;
  return { ...selection, seats: selection.seats.map((chosen) => (chosen.seatId === seatId ? { seatId, priceId } : chosen)) };
}

/** Lets the given seats go (taken by someone else), keeping the rest of the choice. */
export function dropSeats(selection: SeatSelection, seatIds: Iterable<string>): SeatSelection {
  const dropped = new Set(seatIds);
  return { ...selection, seats: selection.seats.filter((seat) => !dropped.has(seat.seatId)) };
}

/** The chosen seats a fresh plan no longer has free: they are dropped, and named to the buyer. */
export function seatsNoLongerFree(selection: SeatSelection, plan: SeatPlan): string[] {
  return selection.seats.filter((seat) => !isChoosable(plan, seat.seatId)).map((seat) => seat.seatId);
}

/** The ids SEAT_TAKEN names in its details (`seat_ids`), whatever else the answer holds. */
export function takenSeatIds(details: Record<string, unknown>): string[] {
  const ids = details.seat_ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** Every chosen seat, with the price it is bought at (those whose price went off sale are left out). */
export function chosenSeats(selection: SeatSelection, plan: SeatPlan) {
  return selection.seats.flatMap((chosen) => {
    const seat = plan.byId.get(chosen.seatId);
    const option = priceById(plan, chosen.priceId);
    return seat && option ? [{ seat, option }] : [];
  });
}
