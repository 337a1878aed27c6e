import type { TicketStatus } from '@stagedoor/contracts';

export interface StatusTicket {
  isHidden: boolean;
  isHiddenWithoutPromoCode: boolean;
  isPaused: boolean;
  saleStartDate: Date | null;
  saleEndDate: Date | null;
  hideBeforeSaleStartDate: boolean;
  hideAfterSaleEndDate: boolean;
  hideWhenSoldOut: boolean;
}

export interface StatusPrice {
  id: number;
  isHidden: boolean;
  saleStartDate: Date | null;
  saleEndDate: Date | null;
  /** What the price's own stock has left; null when unlimited. */
  remaining: number | null;
}

export interface StatusInput {
  ticket: StatusTicket;
  prices: StatusPrice[];
  /** The least room left in any active assignment that stops sales, or null. */
  capacityRemaining: number | null;
  /** Whether the buyer's promo code applies to this ticket. */
  promoUnlocks: boolean;
  now: Date;
}

export interface PriceStatus {
  id: number;
  status: TicketStatus;
  /** How many can still be bought; null when unlimited. */
  available: number | null;
  visibleToBuyers: boolean;
}

export interface TicketStatusResult {
  status: TicketStatus;
  visibleToBuyers: boolean;
  prices: PriceStatus[];
}

function minAvailable(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(0, Math.min(a, b));
}

function windowStatus(start: Date | null, end: Date | null, now: Date): TicketStatus | null {
  if (start && now < start) return 'NOT_ON_SALE';
  if (end && now > end) return 'SALE_ENDED';
  return null;
}

/**
 * SPEC §4 ticket visibility, decided in one place for the public page, the
 * organizer's list and checkout. Hidden beats paused beats the sale window beats
 * stock; each price has its own window and stock inside the ticket's.
 */
export function ticketStatus(input: StatusInput): TicketStatusResult {
  const { ticket, now } = input;
  const prices: PriceStatus[] = input.prices.map((price) => {
    const available = minAvailable(price.remaining === null ? null : Math.max(0, price.remaining), input.capacityRemaining);
    const status: TicketStatus = price.isHidden
      ? 'HIDDEN'
      : (windowStatus(price.saleStartDate, price.saleEndDate, now) ?? (available === 0 ? 'SOLD_OUT' : 'ON_SALE'));
    return { id: price.id, status, available, visibleToBuyers: status !== 'HIDDEN' };
  });

  const hidden = ticket.isHidden || (ticket.isHiddenWithoutPromoCode && !input.promoUnlocks);
  if (hidden) return { status: 'HIDDEN', visibleToBuyers: false, prices };
  if (ticket.isPaused) return { status: 'PAUSED', visibleToBuyers: true, prices };

  const window = windowStatus(ticket.saleStartDate, ticket.saleEndDate, now);
  if (window === 'NOT_ON_SALE') return { status: window, visibleToBuyers: !ticket.hideBeforeSaleStartDate, prices };
  if (window === 'SALE_ENDED') return { status: window, visibleToBuyers: !ticket.hideAfterSaleEndDate, prices };

  const visible = prices.filter((price) => price.status !== 'HIDDEN');
  let status: TicketStatus;
  if (input.capacityRemaining === 0 || (visible.length > 0 && visible.every((price) => price.status === 'SOLD_OUT'))) {
    status = 'SOLD_OUT';
  } else if (visible.some((price) => price.status === 'ON_SALE')) {
    status = 'ON_SALE';
  } else if (visible.length > 0 && visible.every((price) => price.status === 'SALE_ENDED' || price.status === 'SOLD_OUT')) {
    status = visible.some((price) => price.status === 'SALE_ENDED') ? 'SALE_ENDED' : 'SOLD_OUT';
  } else if (visible.length === 0) {
    return { status: 'HIDDEN', visibleToBuyers: false, prices };
  } else {
    status = 'NOT_ON_SALE';
  }
  const visibleToBuyers = !(status === 'SOLD_OUT' && ticket.hideWhenSoldOut);
  return { status, visibleToBuyers, prices };
}

/** The most of one ticket an order may hold: its own maximum, never above the product-wide ceiling. */
export function effectiveMaxPerOrder(ticketMaximum: number | null, ceiling: number): number {
  return ticketMaximum === null || ticketMaximum <= 0 ? ceiling : Math.min(ticketMaximum, ceiling);
}
