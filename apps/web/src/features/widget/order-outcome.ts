import type { PublicOrder } from '@stagedoor/contracts';
import { isExpired, isHolding } from '../public/shared/order-hold';

/** What the widget tells of an order whose checkout runs in another tab. */
export type OrderOutcome = 'held' | 'completed' | 'ended';

/** Paid (or paid for nothing), still open for the buyer (a payment being confirmed too), or over without a sale. */
export function orderOutcome(order: Pick<PublicOrder, 'status' | 'reserved_until'>, now = Date.now()): OrderOutcome {
  if (order.status === 'COMPLETED' || order.status === 'PARTIALLY_REFUNDED') return 'completed';
  if (order.status === 'PROCESSING' || (isHolding(order) && !isExpired(order, now))) return 'held';
  return 'ended';
}
