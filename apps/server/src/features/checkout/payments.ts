import { and, eq, inArray, sql } from 'drizzle-orm';
import { TEST_CARD_SUCCESS, type PaymentStart, type PublicOrder } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { orders } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { withIdempotency, type IdempotencyKey } from '../../platform/http/idempotency.js';
import { assertOrderOpen, loadOrder, withLines } from './load-order.js';
import { presentPublicOrder } from './present-public-order.js';
import { completeOrder } from './complete-order.js';
import { paymentProviderFor, providerOfOrder, type CardPayments } from './payment-providers.js';
import { releaseOrder, TIMED_HOLDING_STATUSES } from '../tickets/availability.js';
import { assertCardAccepted } from './accepted-methods.js';

/**
 * Starts paying for an order with the event's provider: the order becomes
 * AWAITING_PAYMENT in a short transaction, then the provider is asked (outside
 * it: a call to Stripe must not hold database locks). Without Stripe keys that is
 * the built-in test provider, settled by `settleTestPayment`.
 */
export async function startPayment(ctx: AppContext, card: CardPayments, eventId: number, shortId: string): Promise<PaymentStart> {
  const provider = paymentProviderFor(ctx, card);
  const order = await ctx.db.transaction(async (tx) => {
    const { order } = await loadOrder(tx, eventId, shortId, { forUpdate: true });
    assertOrderOpen(order);
    if (order.totalGross === 0) throw new AppError('ORDER_NOT_PAYABLE');
    if (!order.email) throw new AppError('VALIDATION_ERROR', { errors: { email: ['validation.required'] } });
    if (!provider) throw new AppError('PAYMENTS_NOT_CONFIGURED');
    await assertCardAccepted(tx, order);
    const [started] = await tx
      .update(orders)
      // The provider that takes the payment decides whether it is a test order.
      .set({
        status: 'AWAITING_PAYMENT',
        paymentStatus: 'AWAITING_PAYMENT',
        paymentProvider: provider.name,
        paymentMethod: 'CARD',
        isTest: provider.name === 'test',
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, order.id),
          inArray(orders.status, [...TIMED_HOLDING_STATUSES]),
          sql`${orders.reservedUntil} > now()`,
          // An order waiting for an offline payment keeps its method (docs/payments.md "Offline payments").
          sql`${orders.paymentMethod} is distinct from 'BANK_TRANSFER' and ${orders.paymentMethod} is distinct from 'PAY_AT_DOOR'`,
        ),
      )
      .returning();
    if (!started) throw new AppError('ORDER_EXPIRED');
    return started;
  });
  return provider!.start(ctx, order);
}

/**
 * The buyer is back from the provider's page: asks the provider how the payment
 * stands (in case its webhook has not arrived yet), applies that, and returns the order.
 */
export async function refreshPayment(ctx: AppContext, card: CardPayments, eventId: number, shortId: string): Promise<PublicOrder> {
  const { order } = await loadOrder(ctx.db, eventId, shortId);
  const provider = providerOfOrder(order, card);
  if (provider && order.paymentStatus !== 'SUCCEEDED') {
    // The webhook settles the order all the same; the buyer's page keeps asking.
    await provider.refresh(ctx, order).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'PAYMENT_PROVIDER_ERROR')) throw error;
    });
  }
  return presentPublicOrder(await loadOrder(ctx.db, eventId, shortId));
}

/**
 * The test provider's card form: 4242 4242 4242 4242 pays, anything else is
 * declined (the order is PAYMENT_FAILED and may be retried while its hold lasts).
 */
export async function settleTestPayment(
  ctx: AppContext,
  options: { eventId: number; shortId: string; cardNumber: string; idempotencyKey: IdempotencyKey | null },
): Promise<PublicOrder> {
  if (!ctx.config.testPayments) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const { value: settled } = await withIdempotency<PublicOrder>(
      tx,
      { scope: `test-payment:${options.eventId}:${options.shortId}`, key: options.idempotencyKey, request: { card: options.cardNumber } },
      async () => {
        const { order } = await loadOrder(tx, options.eventId, options.shortId, { forUpdate: true });
        assertOrderOpen(order);
        if (order.paymentProvider !== 'test' || !order.email) throw new AppError('ORDER_NOT_PAYABLE');
        if (options.cardNumber === TEST_CARD_SUCCESS) {
          await completeOrder(ctx, tx, order, { paymentProvider: 'test', requireLiveHold: true });
        } else {
          await tx
            .update(orders)
            .set({ status: 'PAYMENT_FAILED', paymentStatus: 'FAILED', updatedAt: new Date() })
            .where(and(eq(orders.id, order.id), inArray(orders.status, [...TIMED_HOLDING_STATUSES]), sql`${orders.reservedUntil} > now()`));
        }
        const [final] = await tx.select().from(orders).where(eq(orders.id, order.id));
        return presentPublicOrder(await withLines(tx, final!));
      },
    );
    return settled;
  });
}

/** The buyer leaves: the hold ends now and the tickets go back on sale. */
export async function abandonOrder(ctx: AppContext, eventId: number, shortId: string): Promise<PublicOrder> {
  return ctx.db.transaction(async (tx) => {
    const { order } = await loadOrder(tx, eventId, shortId);
    assertOrderOpen(order);
    if (!(await releaseOrder(tx, order.id, { from: TIMED_HOLDING_STATUSES, to: 'EXPIRED' }))) throw new AppError('ORDER_NOT_PAYABLE');
    const [final] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return presentPublicOrder(await withLines(tx, final!));
  });
}
