import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, eventDailyStatistics, events, eventStatistics, orderRefunds, orders } from '../../platform/db/schema.js';
import { dayIn } from '../events/event-stats.js';
import { normalizeLocale, t } from '../../platform/i18n/index.js';
import { formatMoney, renderLayout } from '../../platform/mail/layout.js';
import { queueRenderedMail } from '../../platform/mail/outbox.js';
import { plainName } from '../../platform/mail/plain-name.js';
import { settingsOf } from '../events/present-event.js';
import type { OrderRow } from '../checkout/load-order.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { AppError } from '../../platform/errors.js';
import { SETTLED_HOLDING_STATUSES } from '../tickets/availability.js';
import { releaseOrderTickets } from '../orders/release-tickets.js';
import Stripe from 'stripe';
import { stripeClient } from './stripe-client.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';

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
        { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: plainName(order.firstName ?? '') }) },
        { kind: 'paragraph', text: t(locale, `mail.${key}.body`, params) },
        { kind: 'button', label: t(locale, 'mail.late_payment_refund.action'), url: `${ctx.config.appUrl}/event/${event.id}/${event.slug}` },
      ],
      settings.email_footer_message,
    ),
  });
}

/**
 * Stripe refused the request itself (a 4xx other than rate limiting): asking
 * again would be refused again, so the refund ends FAILED with Stripe's reason.
 */
function rejectionOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if (current instanceof Stripe.errors.StripeError) {
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
  const stripe = stripeClient(ctx.config);
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
    const reason = rejectionOf(error);
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
      .set({ providerRefundId: created.id, status: refundStatusOf(created), failureReason: created.failure_reason ?? null, updatedAt: new Date() })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'PENDING'), isNull(orderRefunds.providerRefundId)))
      .returning({ id: orderRefunds.id });
    if (recorded) await syncRefundState(ctx, tx, refund.orderId);
  });
}

/** Refunds of a payment without a provider's id (the test provider, a payment marked as received offline) carry this instead. */
export function testPaymentKey(orderId: number): string {
  return `test_payment_${orderId}`;
}

/** The payment whose refunds make up the order's refund totals. */
function paymentKeyOf(order: typeof orders.$inferSelect): string | null {
  if (order.paymentIntentId) return order.paymentIntentId;
  return order.paymentProvider === 'test' || order.paymentProvider === 'offline' ? testPaymentKey(order.id) : null;
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
    // Stripe's events may arrive out of order: a "pending" report never undoes an outcome already known.
    const reported = refundStatusOf(refund);
    const status = reported === 'PENDING' && known.status !== 'PENDING' && known.providerRefundId !== null ? known.status : reported;
    await tx
      .update(orderRefunds)
      .set({ providerRefundId: refund.id, status, amount: refund.amount, failureReason: status === 'FAILED' ? (refund.failure_reason ?? known.failureReason) : null, updatedAt: new Date() })
      .where(eq(orderRefunds.id, known.id));
    await syncRefundState(ctx, tx, known.orderId);
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
      failureReason: refund.failure_reason ?? null,
    })
    .onConflictDoNothing();
  await syncRefundState(ctx, tx, order.id);
  return true;
}

const REFUNDABLE_STATUSES = new Set(['COMPLETED', 'REFUND_PENDING', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REFUND_FAILED']);

/**
 * Derives an order's refund totals and status from the refunds of its payment
 * (refunds of a duplicate payment leave the order alone), so applying the same
 * report twice, or reports out of order, ends in the same state.
 */
export async function syncRefundState(ctx: Pick<AppContext, 'jobs'>, tx: Db, orderId: number, options: { actorUserId?: number | null } = {}): Promise<void> {
  // NO KEY UPDATE: the refund row this transaction may just have inserted holds a key-share lock on the
  // order through its foreign key; a full FOR UPDATE would wait on another such transaction in a circle.
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  if (!order) return;
  const paymentKey = paymentKeyOf(order);
  if (!paymentKey) return;
  const refunds = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.paymentIntentId, paymentKey)))
    .orderBy(asc(orderRefunds.id));
  const refunded = refunds.filter((refund) => refund.status === 'SUCCEEDED').reduce((sum, refund) => sum + refund.amount, 0);
  let status = order.status;
  if (REFUNDABLE_STATUSES.has(order.status)) {
    if (refunds.some((refund) => refund.status === 'PENDING')) status = 'REFUND_PENDING';
    else if (refunded >= order.totalGross && refunded > 0) status = 'REFUNDED';
    // The latest refund failing is what the organizer needs to see, even after earlier ones went through.
    else if (refunds.at(-1)?.status === 'FAILED') status = 'REFUND_FAILED';
    else if (refunded > 0) status = 'PARTIALLY_REFUNDED';
    else if (refunds.some((refund) => refund.status === 'FAILED')) status = 'REFUND_FAILED';
    else status = order.completedAt ? 'COMPLETED' : 'REFUND_FAILED';
  }
  if (status === order.status && refunded === order.totalRefunded) return;
  await tx.update(orders).set({ status, totalRefunded: refunded, updatedAt: new Date() }).where(eq(orders.id, orderId));
  // A sale refunded in full holds no stock any more (docs/locking.md): its tickets go back on sale.
  if (status === 'REFUNDED' && order.completedAt && (SETTLED_HOLDING_STATUSES as readonly string[]).includes(order.status)) {
    await releaseOrderTickets(tx, order);
  }
  if (refunded !== order.totalRefunded || (status !== order.status && (status === 'REFUND_FAILED' || status === 'REFUNDED'))) {
    await writeAudit(tx, {
      accountId: order.accountId,
      eventId: order.eventId,
      subject: { type: 'ORDER', id: order.id },
      action: status === 'REFUND_FAILED' ? 'REFUND_FAILED' : 'REFUNDED',
      actorUserId: options.actorUserId ?? null,
      data: { total_refunded: refunded, amount: refunded - order.totalRefunded, status, reason: refunds.at(-1)?.failureReason ?? null },
    });
  }
  // Receivers hear of money that went back, however the refund was started: by the organizer, in Stripe or by us.
  if (refunded > order.totalRefunded) {
    await emitWebhookEvent(ctx, tx, { accountId: order.accountId, eventId: order.eventId, type: 'order.refunded', orderId: order.id });
  }
  // Only sales counted in the event's totals are taken off them again.
  if (order.completedAt && refunded !== order.totalRefunded) {
    const change = refunded - order.totalRefunded;
    await tx
      .update(eventStatistics)
      .set({ totalRefunded: sql`${eventStatistics.totalRefunded} + ${change}`, updatedAt: new Date() })
      .where(eq(eventStatistics.eventId, order.eventId));
    // The sales chart shows refunds on the day the money went back, in the event's time zone.
    const [event] = await tx.select({ timezone: events.timezone }).from(events).where(eq(events.id, order.eventId));
    await tx
      .insert(eventDailyStatistics)
      .values({ eventId: order.eventId, date: dayIn(event?.timezone ?? 'UTC', new Date()), totalRefunded: change })
      .onConflictDoUpdate({
        target: [eventDailyStatistics.eventId, eventDailyStatistics.date],
        set: { totalRefunded: sql`${eventDailyStatistics.totalRefunded} + ${change}` },
      });
  }
}

/** The job of SYNC_REFUNDS_QUEUE: every refund Stripe has for the payment, applied like its webhook. */
export async function syncPaymentRefunds(ctx: AppContext, payment: { paymentIntentId: string; stripeAccount: string }): Promise<void> {
  const stripe = stripeClient(ctx.config);
  const listed = await stripe.refunds.list({ payment_intent: payment.paymentIntentId, limit: 100 }, { stripeAccount: payment.stripeAccount });
  for (const refund of listed.data) {
    await ctx.db.transaction(async (tx) => {
      await applyRefund(ctx, tx, refund);
    });
  }
}
