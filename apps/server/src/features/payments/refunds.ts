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

export const REFUND_LATE_PAYMENT_QUEUE = 'refund-late-payment';

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
 * A payment that cannot buy its tickets any more goes back in full: the order
 * becomes REFUND_PENDING, the refund is asked of Stripe by a job (retried until
 * Stripe accepts it, with one idempotency key per refund) and the buyer is told why.
 */
export async function refundLatePayment(ctx: AppContext, tx: Db, order: OrderRow, amount: number): Promise<void> {
  await tx.update(orders).set({ status: 'REFUND_PENDING', paymentStatus: 'SUCCEEDED', updatedAt: new Date() }).where(eq(orders.id, order.id));
  // Its tickets were never issued and never will be.
  await tx.update(attendees).set({ status: 'CANCELLED', updatedAt: new Date() }).where(eq(attendees.orderId, order.id));
  const [refund] = await tx
    .insert(orderRefunds)
    .values({ orderId: order.id, provider: 'stripe', amount, currency: order.currency, status: 'PENDING', reason: 'LATE_PAYMENT' })
    .returning({ id: orderRefunds.id });
  await ctx.jobs.enqueue(tx, REFUND_LATE_PAYMENT_QUEUE, { refundId: refund!.id });
  await queueLateRefundMail(ctx, tx, order, amount);
}

async function queueLateRefundMail(ctx: AppContext, tx: Db, order: OrderRow, amount: number): Promise<void> {
  if (!order.email) return;
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
  if (!event) return;
  const locale = normalizeLocale(order.locale) ?? 'en';
  const params = { event: event.title, reference: order.publicReference, total: formatMoney(amount, order.currency, locale) };
  const settings = settingsOf(event);
  await queueRenderedMail(ctx.jobs, tx, {
    to: order.email,
    replyTo: settings.support_email ?? undefined,
    subject: t(locale, 'mail.late_payment_refund.subject', params),
    ...renderLayout(
      locale,
      [
        { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: order.firstName ?? '' }) },
        { kind: 'paragraph', text: t(locale, 'mail.late_payment_refund.body', params) },
        { kind: 'button', label: t(locale, 'mail.late_payment_refund.action'), url: `${ctx.config.appUrl}/event/${event.id}/${event.slug}` },
      ],
      settings.email_footer_message,
    ),
  });
}

/** The job: asks Stripe for the refund once (its idempotency key makes a retry return the same refund). */
export async function runLateRefund(ctx: AppContext, refundId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.id, refundId));
  if (!row || row.refund.providerRefundId) return;
  const { refund, order } = row;
  if (!order.paymentIntentId || !order.paymentAccountId) {
    ctx.logger.error({ order: order.id, refund: refund.id }, 'refund of an order without a Stripe payment');
    return;
  }
  const stripe = stripeClient(ctx.config);
  const created = await callStripe(ctx.logger, 'refunds.create', () =>
    stripe.refunds.create(
      {
        payment_intent: order.paymentIntentId!,
        amount: refund.amount,
        metadata: { stagedoor_order_id: String(order.id), stagedoor_refund_id: String(refund.id) },
      },
      { stripeAccount: order.paymentAccountId!, idempotencyKey: `stagedoor-refund-${refund.id}` },
    ),
  );
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(orderRefunds)
      .set({ providerRefundId: created.id, status: refundStatusOf(created), updatedAt: new Date() })
      .where(eq(orderRefunds.id, refund.id));
    await syncRefundState(tx, order.id);
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
  const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intentId)).for('update');
  if (!order) return false;
  await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      provider: 'stripe',
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
 * Derives an order's refund totals and status from its refunds, so applying the
 * same report twice, or reports out of order, ends in the same state.
 */
export async function syncRefundState(tx: Db, orderId: number): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return;
  const refunds = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
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
