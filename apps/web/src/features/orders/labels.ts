import { t } from '@lingui/core/macro';

// One set of order status names for buyers and organizers.
export { orderStatusLabel } from '../public/shared/statuses';

export function attendeeStatusLabel(status: 'ACTIVE' | 'CANCELLED' | 'AWAITING_PAYMENT'): string {
  switch (status) {
    case 'ACTIVE':
      return t`Active`;
    case 'CANCELLED':
      return t`Cancelled`;
    case 'AWAITING_PAYMENT':
      return t`Awaiting payment`;
  }
}

export function refundStatusLabel(status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELED'): string {
  switch (status) {
    case 'PENDING':
      return t`Pending`;
    case 'SUCCEEDED':
      return t`Succeeded`;
    case 'FAILED':
      return t`Failed`;
    case 'CANCELED':
      return t`Cancelled`;
  }
}

export function paymentStatusLabel(status: 'NOT_REQUIRED' | 'AWAITING_PAYMENT' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED'): string {
  switch (status) {
    case 'NOT_REQUIRED':
      return t`Not required`;
    case 'AWAITING_PAYMENT':
      return t`Awaiting payment`;
    case 'PROCESSING':
      return t`Processing`;
    case 'SUCCEEDED':
      return t`Succeeded`;
    case 'FAILED':
      return t`Failed`;
  }
}

/** What an entry of the order's history says happened. */
export function historyActionLabel(action: string): string {
  switch (action) {
    case 'CREATED':
      return t`Order placed`;
    case 'PAID':
      return t`Paid`;
    case 'MARKED_PAID':
      return t`Marked as paid`;
    case 'REFUND_REQUESTED':
      return t`Refund requested`;
    case 'REFUNDED':
      return t`Refunded`;
    case 'REFUND_FAILED':
      return t`Refund failed`;
    case 'CANCELLED':
      return t`Cancelled`;
    case 'CONFIRMATION_RESENT':
      return t`Confirmation email resent`;
    case 'BUYER_EDITED':
      return t`Buyer details edited`;
    case 'OFFLINE_PAYMENT_CHOSEN':
      return t`Offline payment chosen`;
    default:
      return action;
  }
}

/** How the buyer pays; the buyer's checkout names them alike. */
export { paymentMethodLabel } from '../public/checkout/offline/offline-order';
