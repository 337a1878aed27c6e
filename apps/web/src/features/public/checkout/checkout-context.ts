import { useOutletContext } from '../../../platform/routing';
import type { PublicEventWithTickets, PublicOrder } from '@stagedoor/contracts';
import { isApiError } from '../../../platform/api/api-error';

export interface CheckoutContext {
  eventId: string;
  order: PublicOrder;
  /** Null when the event can no longer be shown (unpublished since the order was placed). */
  event: PublicEventWithTickets | null;
  /** The hold's time ran out (SPEC §8: "Sorry, your order has expired."). */
  markExpired(): void;
  refetchOrder(): Promise<unknown>;
}

export function useCheckout(): CheckoutContext {
  return useOutletContext<CheckoutContext>();
}

export function checkoutPath(
  eventId: string | number,
  shortId: string,
  step: 'details' | 'payment' | 'summary' | 'payment_return',
): string {
  return `/checkout/${eventId}/${shortId}/${step}`;
}

/**
 * Answers that mean the order itself changed under the buyer: expired, gone,
 * or paid or cancelled elsewhere. The layout then shows the order's real state.
 * Returns true when the error was one of these.
 */
export function handleOrderStateError(context: CheckoutContext, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'ORDER_EXPIRED') {
    context.markExpired();
    return true;
  }
  if (error.status === 404 || error.code === 'ORDER_ALREADY_PAID' || error.code === 'ORDER_NOT_PAYABLE') {
    void context.refetchOrder();
    return true;
  }
  return false;
}
