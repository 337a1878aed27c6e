import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PaymentStart } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { releaseOrder, TIMED_HOLDING_STATUSES } from '../tickets/availability.js';
import { completeOrder } from '../checkout/complete-order.js';
import { isTimedHold, type OrderRow } from '../checkout/load-order.js';
import type { PaymentProvider } from '../checkout/payment-providers.js';
import { chargeableStripeAccount, paymentSettings } from './connect.js';
import { reholdOrder } from './rehold-order.js';
import { refundPayment } from '../refunds/refund-payment.js';
import { callStripe, stripeClient, type Stripe } from '../../platform/stripe/stripe-client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { holdOrderSeatsUntil } from '../seat-claims/claims.js';

/** Intent states in which the buyer can still pay with the same intent. */
const OPEN_INTENT_STATUSES: readonly Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

function matchesOrder(intent: Stripe.PaymentIntent, order: OrderRow): boolean {
  return intent.amount === order.totalGross && intent.currency.toLowerCase() === order.currency.toLowerCase();
}

/**
 * A PaymentIntent for the order's exact total on the account's connected Stripe
 * account (a direct charge). The same open intent is handed out again when the
 * buyer comes back to the payment step; a repeated start uses the same Stripe
 * idempotency key, so two tabs never create two intents.
 */
export async function startStripePayment(ctx: AppContext, order: OrderRow): Promise<PaymentStart> {
  const publishableKey = ctx.config.stripePublishableKey;
  if (!publishableKey) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  // Onboarding may have finished before Stripe's account.updated arrived: asking brings the state up to date.
  const stripeAccount =
    (await chargeableStripeAccount(ctx.db, order.accountId)) ??
    ((await paymentSettings(ctx, order.accountId)).stripe.charges_enabled ? await chargeableStripeAccount(ctx.db, order.accountId) : null);
  if (!stripeAccount) throw new AppError('PAYMENTS_NOT_CONNECTED');
  const stripe = await stripeClient(ctx.config);

  let intent: Stripe.PaymentIntent | null = null;
  if (order.paymentIntentId && order.paymentAccountId === stripeAccount) {
    const known = await callStripe(ctx.logger, 'paymentIntents.retrieve', () =>
      stripe.paymentIntents.retrieve(order.paymentIntentId!, {}, { stripeAccount }),
    );
    if (known.status === 'succeeded' || known.status === 'processing') {
      await applyPaymentIntent(ctx, known, stripeAccount);
      throw new AppError('ORDER_ALREADY_PAID');
    }
    if (OPEN_INTENT_STATUSES.includes(known.status) && matchesOrder(known, order)) intent = known;
  }
  if (!intent) {
    intent = await callStripe(ctx.logger, 'paymentIntents.create', () =>
      stripe.paymentIntents.create(
        {
          amount: order.totalGross,
          currency: order.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: order.publicReference,
          ...(order.email ? { receipt_email: order.email } : {}),
          metadata: {
            stagedoor_order_id: String(order.id),
            stagedoor_order_short_id: order.shortId,
            stagedoor_event_id: String(order.eventId),
            stagedoor_account_id: String(order.accountId),
          },
        },
        // Derived from the intent it replaces: concurrent first starts share one intent, a replacement gets a new one.
        { stripeAccount, idempotencyKey: `stagedoor-order-${order.id}-after-${order.paymentIntentId ?? 'none'}-${order.totalGross}` },
      ),
    );
    await ctx.db
      .update(orders)
      .set({ paymentIntentId: intent.id, paymentAccountId: stripeAccount, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, order.id),
          order.paymentIntentId ? eq(orders.paymentIntentId, order.paymentIntentId) : isNull(orders.paymentIntentId),
        ),
      );
  }
  if (!intent.client_secret) throw new AppError('PAYMENT_PROVIDER_ERROR');
  return { provider: 'stripe', client_secret: intent.client_secret, publishable_key: publishableKey, stripe_account_id: stripeAccount };
}

/** The buyer is back from Stripe: asks Stripe for the intent's state rather than wait for the webhook. */
export async function refreshStripePayment(ctx: AppContext, order: OrderRow): Promise<void> {
  if (!order.paymentIntentId || !order.paymentAccountId || !ctx.config.stripeSecretKey) return;
  const stripe = await stripeClient(ctx.config);
  const intent = await callStripe(ctx.logger, 'paymentIntents.retrieve', () =>
    stripe.paymentIntents.retrieve(order.paymentIntentId!, {}, { stripeAccount: order.paymentAccountId! }),
  );
  await applyPaymentIntent(ctx, intent, order.paymentAccountId);
}

export type IntentOutcome = 'unknown_order' | 'completed' | 'refunding' | 'processing' | 'failed' | 'unchanged';

export async function applyPaymentIntent(
  ctx: AppContext,
  intent: Stripe.PaymentIntent,
  stripeAccount: string | null,
): Promise<IntentOutcome> {
  return ctx.db.transaction((tx) => applyPaymentIntentIn(ctx, tx, intent, stripeAccount));
}

/** The order a PaymentIntent pays: the one holding its id, else the one named in its metadata (an intent since replaced). */
async function orderOfIntent(tx: Db, intent: Stripe.PaymentIntent): Promise<OrderRow | undefined> {
  const [current] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intent.id)).for('update');
  if (current) return current;
  const orderId = Number(intent.metadata?.stagedoor_order_id);
  const accountId = Number(intent.metadata?.stagedoor_account_id);
  if (!Number.isSafeInteger(orderId) || !Number.isSafeInteger(accountId) || orderId <= 0) return undefined;
  const [named] = await tx
    .select()
    .from(orders)
    .where(inAccount(orders, accountId, eq(orders.id, orderId)))
    .for('update');
  return named;
}

/**
 * Brings the order of a PaymentIntent in line with it, in the caller's
 * transaction, whoever reports it (webhook, the buyer's return, a repeated start)
 * and however often: every change is conditional on the order's current status.
 * An intent the order no longer uses can still be paid (another tab, an old
 * page): if the order is unpaid, that payment becomes its payment; if it is
 * already paid, the second payment is refunded.
 */
export async function applyPaymentIntentIn(
  ctx: AppContext,
  tx: Db,
  intent: Stripe.PaymentIntent,
  stripeAccount: string | null,
): Promise<IntentOutcome> {
  let order = await orderOfIntent(tx, intent);
  if (!order) {
    ctx.logger.info({ paymentIntent: intent.id }, 'Stripe payment for no known order');
    return 'unknown_order';
  }
  if (order.paymentIntentId !== intent.id) {
    if (intent.status !== 'succeeded') return 'unchanged';
    const account = stripeAccount ?? order.paymentAccountId;
    if (order.paymentStatus === 'SUCCEEDED') {
      await refundPayment(
        ctx,
        tx,
        order,
        { intentId: intent.id, accountId: account, amount: intent.amount_received || intent.amount },
        'DUPLICATE_PAYMENT',
      );
      return 'refunding';
    }
    [order] = await tx
      .update(orders)
      .set({ paymentIntentId: intent.id, paymentAccountId: account, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
  }
  switch (intent.status) {
    case 'succeeded':
      return settleSucceeded(ctx, tx, order!, intent);
    case 'processing': {
      // The payment is on its way: the order keeps its tickets until Stripe says how it ended.
      const moved = await tx
        .update(orders)
        .set({ status: 'PROCESSING', paymentStatus: 'PROCESSING', updatedAt: new Date() })
        .where(and(eq(orders.id, order!.id), inArray(orders.status, [...TIMED_HOLDING_STATUSES])))
        .returning({ id: orders.id });
      // A payment on its way keeps the order's seats past the hold's end, as it keeps its tickets.
      if (moved.length > 0) await holdOrderSeatsUntil(tx, order!.id, null);
      return moved.length > 0 ? 'processing' : 'unchanged';
    }
    case 'requires_payment_method':
    case 'canceled': {
      if (intent.status === 'requires_payment_method' && !intent.last_payment_error) return 'unchanged';
      // Declined: the buyer may try again while the hold lasts (a PROCESSING order is back on its timed hold).
      const failed = await tx
        .update(orders)
        .set({ status: 'PAYMENT_FAILED', paymentStatus: 'FAILED', updatedAt: new Date() })
        .where(and(eq(orders.id, order!.id), inArray(orders.status, ['RESERVED', 'AWAITING_PAYMENT', 'PROCESSING'])))
        .returning({ id: orders.id, reservedUntil: orders.reservedUntil });
      // Back on its timed hold: its seats are held until the hold ends again.
      if (failed.length > 0) await holdOrderSeatsUntil(tx, order!.id, failed[0]!.reservedUntil);
      return failed.length > 0 ? 'failed' : 'unchanged';
    }
    default:
      return 'unchanged';
  }
}

/**
 * Money arrived. An order still holding its tickets (its hold may have run out
 * but no one took the stock back yet) is completed. An order whose hold was
 * released completes only if its tickets can be held again; otherwise (and for
 * an order cancelled meanwhile) the payment goes back to the buyer in full, with an email.
 */
async function settleSucceeded(ctx: AppContext, tx: Db, order: OrderRow, intent: Stripe.PaymentIntent): Promise<IntentOutcome> {
  if (order.paymentStatus === 'SUCCEEDED') return 'unchanged';
  if (!matchesOrder(intent, order)) {
    ctx.logger.warn({ order: order.id, paymentIntent: intent.id }, 'Stripe payment does not match the order total; refunding it');
    await refundPayment(ctx, tx, order, paymentOf(intent, order), 'LATE_PAYMENT');
    return 'refunding';
  }
  if (isTimedHold(order) || order.status === 'PROCESSING') {
    try {
      await tx.transaction((savepoint) => completeOrder(ctx, savepoint, order, { paymentProvider: 'stripe', requireLiveHold: false }));
      return 'completed';
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'SEAT_TAKEN')) throw error;
    }
    // A seat of the order was bought by someone else after its hold ran out (docs/locking.md, "Seats"): the order
    // is released like an expired hold (its other seats and its tickets back on sale) and the payment refunded.
    await releaseOrder(tx, order.id, { from: [...TIMED_HOLDING_STATUSES, 'PROCESSING'], to: 'EXPIRED' });
    await refundPayment(ctx, tx, order, paymentOf(intent, order), 'LATE_PAYMENT');
    return 'refunding';
  }
  if (order.status === 'EXPIRED' && (await reholdOrder(tx, order))) {
    const [held] = await tx.select().from(orders).where(eq(orders.id, order.id));
    await completeOrder(ctx, tx, held!, { paymentProvider: 'stripe', requireLiveHold: false });
    return 'completed';
  }
  await refundPayment(ctx, tx, order, paymentOf(intent, order), 'LATE_PAYMENT');
  return 'refunding';
}

function paymentOf(intent: Stripe.PaymentIntent, order: OrderRow) {
  return { intentId: intent.id, accountId: order.paymentAccountId, amount: intent.amount_received || intent.amount };
}

/** Stripe as checkout's card provider (checkout/payment-providers.ts), handed to the checkout routes by features/index.ts. */
export const stripePaymentProvider: PaymentProvider = {
  name: 'stripe',
  start: startStripePayment,
  refresh: refreshStripePayment,
};
