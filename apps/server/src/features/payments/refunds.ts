import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, events, eventStatistics, orderRefunds, orders } from '../../platform/db/schema.js';
import { normalizeLocale, t } from '../../platform/i18n/index.js';
import { formatMoney, renderLayout } from '../../platform/mail/layout.js';
import { queueRenderedMail } from '../../platform/mail/outbox.js';
import { settingsOf } from '../events/present-event.js';
import type { OrderRow } from '../checkout/load-order.js';
import { callStripe, stripeClient, type Stripe } from './stripe-client.js';

export const REFUND_PAYMENT_QUEUE = 'refund-payment';

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

export interface RefundablePayment {
  intentId: string;
  accountId: string | null;
  amount: number;
}

/**
 * Money that cannot buy anything goes back in full: a payment that arrived after
 * the tickets were gone (the order becomes REFUND_PENDING and its tickets are
 * cancelled), or a second payment of an order already paid (the order stays as it
 * is). The refund is asked of Stripe by a job, retried until Stripe accepts it
 * with one idempotency key per refund, and the buyer is told why.
 */
export async function refundPayment(ctx: AppContext, tx: Db, order: OrderRow, payment: RefundablePayment, reason: 'LATE_PAYMENT' | 'DUPLICATE_PAYMENT'): Promise<void> {
  if (reason === 'LATE_PAYMENT') {
    await tx.update(orders).set({ status: 'REFUND_PENDING', paymentStatus: 'SUCCEEDED', updatedAt: new Date() }).where(eq(orders.id, order.id));
    // Its tickets were never issued and never will be.
    await tx.update(attendees).set({ status: 'CANCELLED', updatedAt: new Date() }).where(eq(attendees.orderId, order.id));
  }
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      provider: 'stripe',
      paymentIntentId: payment.intentId,
      paymentAccountId: payment.accountId,
      amount: payment.amount,
      currency: order.currency,
      status: 'PENDING',
      reason,
    })
    .returning({ id: orderRefunds.id });
  await ctx.jobs.enqueue(tx, REFUND_PAYMENT_QUEUE, { refundId: refund!.id });
  await queueRefundMail(ctx, tx, order, payment.amount, reason);
}

async function queueRefundMail(ctx: AppContext, tx: Db, order: OrderRow, amount: number, reason: 'LATE_PAYMENT' | 'DUPLICATE_PAYMENT'): Promise<void> {
  if (!order.email) return;
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
  if (!event) return;
  const locale = normalizeLocale(order.locale) ?? 'en';
  const params = { event: event.title, reference: order.publicReference, total: formatMoney(amount, order.currency, locale) };
  const settings = settingsOf(event);
  const key = reason === 'LATE_PAYMENT' ? 'late_payment_refund' : 'duplicate_payment_refund';
  await queueRenderedMail(ctx.jobs, tx, {
    to: order.email,
    replyTo: settings.support_email ?? undefined,
    subject: t(locale, `mail.${key}.subject`, params),
    ...renderLayout(
      locale,
      [
        { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: order.firstName ?? '' }) },
        { kind: 'paragraph', text: t(locale, `mail.${key}.body`, params) },
        { kind: 'button', label: t(locale, 'mail.late_payment_refund.action'), url: `${ctx.config.appUrl}/event/${event.id}/${event.slug}` },
      ],
      settings.email_footer_message,
    ),
  });
}

/** The job: asks Stripe for the refund once (its idempotency key makes a retry return the same refund). */
export async function runRefund(ctx: AppContext, refundId: number): Promise<void> {
  const [refund] = await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund || refund.providerRefundId) return;
  if (!refund.paymentAccountId) {
    ctx.logger.error({ refund: refund.id }, 'refund of a payment without its Stripe account');
    return;
  }
  const stripe = stripeClient(ctx.config);
  const created = await callStripe(ctx.logger, 'refunds.create', () =>
    stripe.refunds.create(
      {
        payment_intent: refund.paymentIntentId,
        amount: refund.amount,
        metadata: { stagedoor_order_id: String(refund.orderId), stagedoor_refund_id: String(refund.id) },
      },
      { stripeAccount: refund.paymentAccountId!, idempotencyKey: `stagedoor-refund-${refund.id}` },
    ),
  );
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(orderRefunds)
      .set({ providerRefundId: created.id, status: refundStatusOf(created), updatedAt: new Date() })
      .where(eq(orderRefunds.id, refund.id));
    await syncRefundState(tx, refund.orderId);
  });
}

/**
 * A refund as Stripe reports it (`refund.*` webhooks): ours (found by the id in
 * its metadata or by its Stripe id) or one made in Stripe's dashboard, recorded
 * against the order of its PaymentIntent. Returns false when no order matches.
 */
export async function applyRefund(ctx: AppContext, tx: Db, refund: Stripe.Refund): Promise<boolean> {
  const ownId = Number(refund.metadata?.stagedoor_refund_id);
  const [known] = Number.isInteger(ownId) && ownId > 0
    ? await tx.select().from(orderRefunds).where(eq(orderRefunds.id, ownId)).for('update')
    : await tx.select().from(orderRefunds).where(and(eq(orderRefunds.provider, 'stripe'), eq(orderRefunds.providerRefundId, refund.id))).for('update');
  if (known) {
    await tx
      .update(orderRefunds)
      .set({ providerRefundId: refund.id, status: refundStatusOf(refund), amount: refund.amount, updatedAt: new Date() })
      .where(eq(orderRefunds.id, known.id));
    await syncRefundState(tx, known.orderId);
    return true;
  }
  const intentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  if (!intentId) return false;
  // The order paid with that intent, or the one whose duplicate payment it was.
  const [paidWith] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, intentId));
  const [refundedOf] = paidWith ? [] : await tx.select({ id: orderRefunds.orderId }).from(orderRefunds).where(eq(orderRefunds.paymentIntentId, intentId)).limit(1);
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
    })
    .onConflictDoNothing();
  await syncRefundState(tx, order.id);
  return true;
}

const REFUNDABLE_STATUSES = new Set(['COMPLETED', 'REFUND_PENDING', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REFUND_FAILED']);

/**
 * Derives an order's refund totals and status from the refunds of its payment
 * (refunds of a duplicate payment leave the order alone), so applying the same
 * report twice, or reports out of order, ends in the same state.
 */
export async function syncRefundState(tx: Db, orderId: number): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return;
  if (!order.paymentIntentId) return;
  const refunds = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.paymentIntentId, order.paymentIntentId)));
  const refunded = refunds.filter((refund) => refund.status === 'SUCCEEDED').reduce((sum, refund) => sum + refund.amount, 0);
  let status = order.status;
  if (REFUNDABLE_STATUSES.has(order.status)) {
    if (refunds.some((refund) => refund.status === 'PENDING')) status = 'REFUND_PENDING';
    else if (refunded >= order.totalGross && refunded > 0) status = 'REFUNDED';
    else if (refunded > 0) status = 'PARTIALLY_REFUNDED';
    else if (refunds.some((refund) => refund.status === 'FAILED')) status = 'REFUND_FAILED';
    else status = order.completedAt ? 'COMPLETED' : 'REFUND_FAILED';
  }
  if (status === order.status && refunded === order.totalRefunded) return;
  await tx.update(orders).set({ status, totalRefunded: refunded, updatedAt: new Date() }).where(eq(orders.id, orderId));
  // Only sales counted in the event's totals are taken off them again.
  if (order.completedAt && refunded !== order.totalRefunded) {
    await tx
      .update(eventStatistics)
      .set({ totalRefunded: sql`${eventStatistics.totalRefunded} + ${refunded - order.totalRefunded}`, updatedAt: new Date() })
      .where(eq(eventStatistics.eventId, order.eventId));
  }
}
