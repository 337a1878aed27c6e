import { t } from '@lingui/core/macro';
import { isOfflineMethod, type PaymentMethod, type PublicOrder } from '@stagedoor/contracts';

/** An order waiting for a bank transfer or a payment at the door: its page shows the instructions, not the checkout. */
export function isAwaitingOffline(order: Pick<PublicOrder, 'status' | 'payment_method'>): boolean {
  return order.status === 'AWAITING_PAYMENT' && isOfflineMethod(order.payment_method);
}

/** The payment methods in the buyer's language. */
export function paymentMethodLabel(method: PaymentMethod): string {
  switch (method) {
    case 'CARD':
      return t`Card`;
    case 'BANK_TRANSFER':
      return t`Bank transfer`;
    case 'PAY_AT_DOOR':
      return t`Pay at the door`;
  }
}
