import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { orderRefunds, orders } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { loadStripe, stripeClient, type Stripe } from '../../platform/stripe/stripe-client.js';
import { syncRefundState } from './refund-state.js';

export const REFUND_PAYMENT_QUEUE = 'refund-payment';
/** Reads a payment's refunds from Stripe and applies each (a charge.refunded event without its refund list). */
export const SYNC_REFUNDS_QUEUE = 'sync-refunds';

type RefundStatus = (typeof orderRefunds.$inferSelect)['status'];

function refundStatusOf(refund: Pick<Stripe.Refund, 'status'>): RefundStatus {
  switch (refund.status) {
    case 'succeeded':
      return 'SUCCEEDED';
    case 'failed':
      return 'FAILED';
    case 'canceled':
      return 'CANCELED';
    default:
      return 'PENDING';
  }
}

/**
 * Stripe refused the request itself (a 4xx other than rate limiting): asking
 * again would be refused again, so the refund ends FAILED with Stripe's reason.
 */
function rejectionOf(StripeSdk: typeof Stripe, error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if (current instanceof StripeSdk.errors.StripeError) {
      const status = current.statusCode ?? 0;
      return status >= 400 && status < 500 && status !== 429 && status !== 409 ? current.message || current.type : null;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The job (and the back office right after its commit): asks Stripe for the refund
 * once (its idempotency key makes a retry return the same refund). A refusal by
 * Stripe ends the refund FAILED with Stripe's reason; a failure to reach Stripe is
 * thrown, so the job tries again.
 */
export async function runRefund(ctx: AppContext, refundId: number): Promise<void> {
  const [refund] = await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund || refund.providerRefundId || refund.status !== 'PENDING' || refund.provider !== 'stripe') return;
  if (!refund.paymentAccountId) {
    ctx.logger.error({ refund: refund.id }, 'refund of a payment without its Stripe account');
    return;
  }
  const stripe = await stripeClient(ctx.config);
  const StripeSdk = await loadStripe();
  let created: Stripe.Refund;
  try {
    created = await stripe.refunds.create(
      {
        payment_intent: refund.paymentIntentId,
        amount: refund.amount,
        metadata: { stagedoor_order_id: String(refund.orderId), stagedoor_refund_id: String(refund.id) },
      },
      { stripeAccount: refund.paymentAccountId, idempotencyKey: `stagedoor-refund-${refund.id}` },
    );
  } catch (error) {
    const reason = rejectionOf(StripeSdk, error);
    if (reason === null) {
      ctx.logger.warn({ err: error, refund: refund.id }, 'Stripe refund request failed');
      throw new AppError('PAYMENT_PROVIDER_ERROR');
    }
    await ctx.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(orderRefunds)
        .set({ status: 'FAILED', failureReason: reason, updatedAt: new Date() })
        .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'PENDING')))
        .returning({ orderId: orderRefunds.orderId });
      if (failed) await syncRefundState(ctx, tx, failed.orderId);
    });
    return;
  }
  await ctx.db.transaction(async (tx) => {
    // The request and its job may both get here with the same refund (one idempotency key), and the other one or
    // a webhook may already have settled it: only the first to record Stripe's answer writes, so a late "pending"
    // never overwrites a refund that has since succeeded or failed. Refund webhooks carry our id and correct the rest.
    const [recorded] = await tx
      .update(orderRefunds)
      .set({
        providerRefundId: created.id,
        status: refundStatusOf(created),
        failureReason: created.failure_reason ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'PENDING'), isNull(orderRefunds.providerRefundId)))
      .returning({ id: orderRefunds.id });
    if (recorded) await syncRefundState(ctx, tx, refund.orderId);
  });
}

/**
 * A refund as Stripe reports it (`refund.*` webhooks): ours (found by the id in
 * its metadata or by its Stripe id) or one made in Stripe's dashboard, recorded
 * against the order of its PaymentIntent. Returns false when no order matches.
 */
export async function applyRefund(ctx: AppContext, tx: Db, refund: Stripe.Refund): Promise<boolean> {
  const ownId = Number(refund.metadata?.stagedoor_refund_id);
  const [known] =
    Number.isInteger(ownId) && ownId > 0
      ? await tx.select().from(orderRefunds).where(eq(orderRefunds.id, ownId)).for('update')
      : await tx
          .select()
          .from(orderRefunds)
          .where(and(eq(orderRefunds.provider, 'stripe'), eq(orderRefunds.providerRefundId, refund.id)))
          .for('update');
  if (known) {
    // Stripe's events may arrive out of order: a "pending" report never undoes an outcome already known.
    const reported = refundStatusOf(refund);
    const status = reported === 'PENDING' && known.status !== 'PENDING' && known.providerRefundId !== null ? known.status : reported;
    await tx
      .update(orderRefunds)
      .set({
        providerRefundId: refund.id,
        status,
        amount: refund.amount,
        failureReason: status === 'FAILED' ? (refund.failure_reason ?? known.failureReason) : null,
        updatedAt: new Date(),
      })
      .where(eq(orderRefunds.id, known.id));
    await syncRefundState(ctx, tx, known.orderId);
    return true;
  }
  const intentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  if (!intentId) return false;
  // The order paid with that intent, or the one whose duplicate payment it was.
  const [paidWith] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, intentId));
  const [refundedOf] = paidWith
    ? []
    : await tx.select({ id: orderRefunds.orderId }).from(orderRefunds).where(eq(orderRefunds.paymentIntentId, intentId)).limit(1);
  const orderId = paidWith?.id ?? refundedOf?.id;
  if (orderId === undefined) return false;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return false;
  await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      provider: 'stripe',
      paymentIntentId: intentId,
      paymentAccountId: order.paymentAccountId,
      providerRefundId: refund.id,
      amount: refund.amount,
      currency: refund.currency.toUpperCase(),
      status: refundStatusOf(refund),
      reason: 'PROVIDER',
      failureReason: refund.failure_reason ?? null,
    })
    .onConflictDoNothing();
  await syncRefundState(ctx, tx, order.id);
  return true;
}

/** The job of SYNC_REFUNDS_QUEUE: every refund Stripe has for the payment, applied like its webhook. */
export async function syncPaymentRefunds(ctx: AppContext, payment: { paymentIntentId: string; stripeAccount: string }): Promise<void> {
  const stripe = await stripeClient(ctx.config);
  const listed = await stripe.refunds.list(
    { payment_intent: payment.paymentIntentId, limit: 100 },
    { stripeAccount: payment.stripeAccount },
  );
  for (const refund of listed.data) {
    await ctx.db.transaction(async (tx) => {
      await applyRefund(ctx, tx, refund);
    });
  }
}
