import type { PublicEventWithTickets, PublicTicket, PublicTicketPrice, ReserveOrderBody } from '@stagedoor/contracts';
import { hasSeveralDates } from '../dates/dates-page';

/** What the buyer chose for one price: how many, and for donations the amount per ticket (minor units). */
export interface PriceChoice {
  quantity: number;
  amount?: number;
}

/** Choices by price id. */
export type Selection = Record<number, PriceChoice>;

export function ticketQuantity(ticket: PublicTicket, selection: Selection): number {
  return ticket.prices.reduce((sum, price) => sum + (selection[price.id]?.quantity ?? 0), 0);
}

export function isPurchasable(ticket: PublicTicket, price: PublicTicketPrice): boolean {
  return ticket.status === 'ON_SALE' && price.status === 'ON_SALE';
}

/**
 * The most of one price the buyer may still pick: its stock, what the ticket's per-order maximum
 * leaves and what the order-wide ceiling (`max_tickets_per_order`) leaves after the other choices.
 */
export function maxQuantity(ticket: PublicTicket, price: PublicTicketPrice, selection: Selection, orderMaximum: number): number {
  const own = selection[price.id]?.quantity ?? 0;
  const perTicket = ticket.max_per_order - (ticketQuantity(ticket, selection) - own);
  const perOrder = orderMaximum - (Object.values(selection).reduce((sum, choice) => sum + choice.quantity, 0) - own);
  return Math.max(0, Math.min(perTicket, perOrder, price.quantity_available ?? Number.POSITIVE_INFINITY));
}

/** The next quantity up: from none straight to the ticket's minimum, when it has one price. */
export function nextQuantity(ticket: PublicTicket, current: number, max: number): number {
  const minimum = ticket.prices.length === 1 ? (ticket.min_per_order ?? 1) : 1;
  return Math.min(max, current === 0 ? Math.max(1, minimum) : current + 1);
}

export function previousQuantity(ticket: PublicTicket, current: number): number {
  const minimum = ticket.prices.length === 1 ? (ticket.min_per_order ?? 1) : 1;
  return current <= minimum ? 0 : current - 1;
}

/** `amount × rate / 100 000`, half away from zero, as the server rounds (docs/money.md). */
function percentOf(amount: number, rateThousandths: number): number {
  const product = BigInt(amount) * BigInt(rateThousandths);
  const quotient = product / 100_000n;
  return Number((product % 100_000n) * 2n >= 100_000n ? quotient + 1n : quotient);
}

export type PromoCode = PublicEventWithTickets['promo_code'];

/**
 * The unit price after the promo code: the server's for fixed prices, worked out the same way for a
 * donation, which a discount takes at most down to its minimum.
 */
function discountedUnit(ticket: PublicTicket, price: PublicTicketPrice, choice: PriceChoice, promo: PromoCode): number {
  if (ticket.type !== 'DONATION') return price.discounted_price;
  const amount = choice.amount ?? price.price;
  if (!promo?.valid || !ticket.promo_applies || !promo.discount) return amount;
  const room = Math.max(0, amount - price.price);
  if (promo.discount_type === 'PERCENTAGE') return amount - Math.min(room, percentOf(amount, Math.round(promo.discount * 1000)));
  if (promo.discount_type === 'FIXED') return amount - Math.min(room, promo.discount);
  return amount;
}

/** Taxes and fees on a line, computed on the line as the server does (none on a line that costs nothing). */
function lineAdditions(ticket: PublicTicket, base: number, quantity: number): number {
  if (base === 0) return 0;
  return ticket.taxes_and_fees.reduce(
    (sum, item) => sum + (item.calculation_type === 'PERCENTAGE' ? percentOf(base, Math.round(item.rate * 1000)) : item.rate * quantity),
    0,
  );
}

/**
 * One ticket of a donation at `amount` with the event's promo code: what the buyer pays for it
 * (the discount never takes it below the minimum) and the taxes and fees on that.
 */
export function donationUnit(
  ticket: PublicTicket,
  price: PublicTicketPrice,
  amount: number,
  promo: PromoCode,
): { unit: number; taxesAndFees: number } {
  const unit = discountedUnit(ticket, price, { quantity: 1, amount }, promo);
  return { unit, taxesAndFees: lineAdditions(ticket, unit, 1) };
}

export interface SelectionTotal {
  quantity: number;
  total: number;
  taxesAndFees: number;
}

export function selectionTotal(event: PublicEventWithTickets, selection: Selection): SelectionTotal {
  let quantity = 0;
  let total = 0;
  let taxesAndFees = 0;
  for (const ticket of event.tickets) {
    for (const price of ticket.prices) {
      const choice = selection[price.id];
      if (!choice || choice.quantity <= 0 || !isPurchasable(ticket, price)) continue;
      const base = discountedUnit(ticket, price, choice, event.promo_code) * choice.quantity;
      const additions = lineAdditions(ticket, base, choice.quantity);
      quantity += choice.quantity;
      total += base + additions;
      taxesAndFees += additions;
    }
  }
  return { quantity, total, taxesAndFees };
}

export type SelectionProblem =
  | { kind: 'below-minimum'; minimum: number }
  | { kind: 'above-maximum'; maximum: number }
  | { kind: 'donation-below-minimum'; minimum: number };

/** Per ticket id, what keeps the selection from being reserved (SPEC §5: the per-order limits). */
export function selectionProblems(event: PublicEventWithTickets, selection: Selection): Map<number, SelectionProblem> {
  const problems = new Map<number, SelectionProblem>();
  for (const ticket of event.tickets) {
    const quantity = ticketQuantity(ticket, selection);
    if (quantity === 0) continue;
    if (ticket.min_per_order && quantity < ticket.min_per_order)
      problems.set(ticket.id, { kind: 'below-minimum', minimum: ticket.min_per_order });
    if (quantity > ticket.max_per_order) problems.set(ticket.id, { kind: 'above-maximum', maximum: ticket.max_per_order });
    if (ticket.type === 'DONATION') {
      const low = ticket.prices.find(
        (price) => (selection[price.id]?.quantity ?? 0) > 0 && (selection[price.id]?.amount ?? price.price) < price.price,
      );
      if (low) problems.set(ticket.id, { kind: 'donation-below-minimum', minimum: low.price });
    }
  }
  return problems;
}

/**
 * An order line of a seated price (API.md "Seating"): the seats chosen, `quantity` seats the server picks next
 * to each other, or places in a standing area.
 */
export interface SeatedLine {
  ticket_id: number;
  price_id: number;
  quantity: number;
  price: number;
  seat_ids?: string[];
  best_available?: true;
  standing_area_id?: string;
}

/** What seated lines add to a selection: their quantities by price, for totals and limits. */
export function seatedQuantities(lines: SeatedLine[]): Selection {
  const selection: Selection = {};
  for (const line of lines) selection[line.price_id] = { quantity: (selection[line.price_id]?.quantity ?? 0) + line.quantity };
  return selection;
}

/**
 * The reservation request; `tickets` lists the chosen tickets in page order (422 errors name them by index).
 * `seated`: the seat picker's lines, sent for their prices in place of a plain quantity.
 */
export function reserveBody(
  event: PublicEventWithTickets,
  selection: Selection,
  promoCode: string | null,
  locale: string,
  seated: SeatedLine[] = [],
): ReserveOrderBody {
  const tickets = event.tickets.flatMap((ticket) => {
    const quantities = ticket.prices.flatMap((price) => {
      const lines = seated.filter((line) => line.price_id === price.id && line.ticket_id === ticket.id && line.quantity > 0);
      if (lines.length > 0) return lines.map(({ ticket_id: _ticket, ...line }) => line);
      const choice = selection[price.id];
      if (!choice || choice.quantity <= 0 || !isPurchasable(ticket, price)) return [];
      const unit = ticket.type === 'DONATION' ? (choice.amount ?? price.price) : price.price;
      return [{ price_id: price.id, quantity: choice.quantity, price: unit }];
    });
    return quantities.length > 0 ? [{ ticket_id: ticket.id, quantities }] : [];
  });
  // API.md "Dates": an event with several dates is bought for the date the page shows; one date needs no naming.
  const date = hasSeveralDates(event) && event.event_date_id ? { date_id: event.event_date_id } : {};
  return { tickets, ...(promoCode ? { promo_code: promoCode } : {}), ...date, locale: locale as ReserveOrderBody['locale'] };
}
