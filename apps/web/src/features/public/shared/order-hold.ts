import type { OrderStatus } from '@stagedoor/contracts';

const HOLDING: readonly OrderStatus[] = ['RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED'];

/** The order still holds its tickets for the buyer, until `reserved_until`. */
export function isHolding(order: { status: OrderStatus }): boolean {
  return HOLDING.includes(order.status);
}

/** The hold is over: expired by status, or its time has run out before the server marked it. */
export function isExpired(order: { status: OrderStatus; reserved_until: string | null }, now = Date.now()): boolean {
  if (order.status === 'EXPIRED') return true;
  return isHolding(order) && order.reserved_until !== null && new Date(order.reserved_until).getTime() <= now;
}
