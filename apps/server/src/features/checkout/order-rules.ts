/** What the organizer may still do with an order, decided in one place for the API and the details page. */
import type { OrderRow } from './load-order.js';

/** Orders whose tickets can still be cancelled: sales and live holds. */
export const CANCELLABLE_STATUSES = [
  'RESERVED',
  'AWAITING_PAYMENT',
  'PAYMENT_FAILED',
  'PROCESSING',
  'COMPLETED',
  'PARTIALLY_REFUNDED',
  'REFUND_PENDING',
  'REFUND_FAILED',
] as const;

/** A paid order, cancelled or not, keeps its payment until it is refunded in full. */
export const REFUNDABLE_ORDER_STATUSES = ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUND_FAILED', 'CANCELLED'] as const;

export function remainingOf(order: Pick<OrderRow, 'totalGross' | 'totalRefunded'>): number {
  return Math.max(0, order.totalGross - order.totalRefunded);
}

export function wasPaid(order: Pick<OrderRow, 'paymentStatus' | 'completedAt' | 'totalGross'>): boolean {
  return order.completedAt !== null && order.paymentStatus === 'SUCCEEDED' && order.totalGross > 0;
}

export function canRefund(order: OrderRow): boolean {
  return (
    !order.isManuallyCreated &&
    wasPaid(order) &&
    remainingOf(order) > 0 &&
    (REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status)
  );
}

export function canCancel(order: OrderRow): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(order.status);
}

/** Awaiting a payment made outside the site: no card payment of a provider is under way. */
export function canMarkPaid(order: OrderRow): boolean {
  return (
    order.status === 'AWAITING_PAYMENT' &&
    order.paymentIntentId === null &&
    (order.paymentProvider === null || order.paymentProvider === 'offline')
  );
}
