import type { PAYMENT_PROVIDERS, PaymentStart } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { stripeConfigured } from '../../platform/stripe/stripe-client.js';
import type { OrderRow } from './load-order.js';

/**
 * A way to take card payments. `start` runs once the order is AWAITING_PAYMENT,
 * outside any transaction (it may call the provider), and says how the browser
 * should pay; the provider later settles the order through `completeOrder`
 * (test card form, Stripe webhook or `refresh`), never any other way.
 */
export interface PaymentProvider {
  readonly name: (typeof PAYMENT_PROVIDERS)[number];
  start(ctx: AppContext, order: OrderRow): Promise<PaymentStart>;
  /** Asks the provider how the order's payment stands and applies the answer (the buyer is back before the webhook). */
  refresh(ctx: AppContext, order: OrderRow): Promise<void>;
}

/** The built-in provider of API.md: settled by `POST …/test-payment` with a test card number. */
export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  async start() {
    return { provider: 'test' };
  },
  async refresh() {},
};

/**
 * The providers besides the built-in one, passed in where the routes are registered
 * (features/index.ts): payments builds on checkout, so checkout does not import it.
 */
export interface CardPayments {
  stripe: PaymentProvider;
}

/**
 * The provider that takes new payments: the test provider while it is on (no
 * Stripe keys, or ENABLE_TEST_PAYMENTS), else Stripe when its keys are set.
 */
export function paymentProviderFor(ctx: AppContext, card: CardPayments): PaymentProvider | null {
  if (ctx.config.testPayments) return testPaymentProvider;
  return stripeConfigured(ctx.config) ? card.stripe : null;
}

/** The provider an order was started with, to ask it about that order later. */
export function providerOfOrder(order: OrderRow, card: CardPayments): PaymentProvider | null {
  if (order.paymentProvider === 'stripe') return card.stripe;
  if (order.paymentProvider === 'test') return testPaymentProvider;
  return null;
}
