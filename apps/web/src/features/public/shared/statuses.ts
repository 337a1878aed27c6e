import { t } from '@lingui/core/macro';
import type { OrderStatus, TicketStatus } from '@stagedoor/contracts';

export { isExpired, isHolding } from './order-hold';

/** The order statuses in the buyer's language. */
export function orderStatusLabel(status: OrderStatus): string {
  switch (status) {
    case 'RESERVED':
      return t`Reserved`;
    case 'AWAITING_PAYMENT':
      return t`Awaiting payment`;
    case 'PROCESSING':
      return t`Processing`;
    case 'COMPLETED':
      return t`Completed`;
    case 'CANCELLED':
      return t`Cancelled`;
    case 'PAYMENT_FAILED':
      return t`Payment failed`;
    case 'REFUND_PENDING':
      return t`Refund pending`;
    case 'REFUNDED':
      return t`Refunded`;
    case 'PARTIALLY_REFUNDED':
      return t`Partially refunded`;
    case 'REFUND_FAILED':
      return t`Refund failed`;
    case 'EXPIRED':
      return t`Expired`;
  }
}

const ORANGE: readonly OrderStatus[] = ['AWAITING_PAYMENT', 'REFUND_PENDING', 'PARTIALLY_REFUNDED'];
const RED: readonly OrderStatus[] = ['CANCELLED', 'REFUND_FAILED', 'REFUNDED', 'PAYMENT_FAILED'];

/** SPEC §4: orange for waiting states, red for failed or reversed ones, teal for the rest. */
export function orderStatusColor(status: OrderStatus): 'orange' | 'red' | 'teal' {
  if (ORANGE.includes(status)) return 'orange';
  if (RED.includes(status)) return 'red';
  return 'teal';
}

/** Why a ticket or price cannot be bought now, in the buyer's language; null while on sale. */
export function ticketStatusLabel(status: TicketStatus): string | null {
  switch (status) {
    case 'ON_SALE':
      return null;
    case 'SOLD_OUT':
      return t`Sold out`;
    case 'SALE_ENDED':
      return t`Sale ended`;
    case 'NOT_ON_SALE':
      return t`Not on sale`;
    case 'PAUSED':
      return t`Paused`;
    case 'HIDDEN':
      return t`Not on sale`;
  }
}
