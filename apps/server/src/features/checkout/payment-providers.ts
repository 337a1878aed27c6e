import type { PaymentStart } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import type { OrderRow } from './load-order.js';

/**
 * A way to take card payments. `start` runs inside the order's transaction once
 * the buyer reaches the payment step and says how the browser should pay; the
 * provider later settles the order through `completeOrder` (test card form,
 * Stripe webhook), never any other way.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  start(ctx: AppContext, tx: Db, order: OrderRow): Promise<PaymentStart>;
}

/** The built-in provider of API.md: settled by `POST …/test-payment` with a test card number. */
export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  async start() {
    return { provider: 'test' };
  },
};

const providers: PaymentProvider[] = [];

/** Other providers (Stripe) register here when configured. */
export function registerPaymentProvider(provider: PaymentProvider): void {
  providers.push(provider);
}

/** The provider that takes an order's payment: the configured one, else the test provider. */
export function paymentProviderFor(ctx: AppContext): PaymentProvider | null {
  const configured = providers.find((provider) => provider.name === 'stripe' && ctx.config.stripeSecretKey);
  if (configured && !ctx.config.testPayments) return configured;
  return ctx.config.testPayments ? testPaymentProvider : (configured ?? null);
}
