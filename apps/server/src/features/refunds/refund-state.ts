import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { eventDailyStatistics, events, eventStatistics, orderRefunds, orders } from '../../platform/db/schema.js';
import { dayIn } from '../events/event-stats.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { SETTLED_HOLDING_STATUSES } from '../tickets/availability.js';
import { releaseOrderTickets } from '../checkout/release-tickets.js';
import { queueWaitingListOffers } from '../waiting-list/queue.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';
import { creditOrderInvoice } from '../invoices/credit-note.js';

/** Refunds of a payment without a provider's id (the test provider, a payment marked as received offline) carry this instead. */
export function testPaymentKey(orderId: number): string {
  return `test_payment_${orderId}`;
}

/** The payment whose refunds make up the order's refund totals. */
function paymentKeyOf(order: typeof orders.$inferSelect): string | null {
  if (order.paymentIntentId) return order.paymentIntentId;
  return order.paymentProvider === 'test' || order.paymentProvider === 'offline' ? testPaymentKey(order.id) : null;
}

const REFUNDABLE_STATUSES = new Set(['COMPLETED', 'REFUND_PENDING', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REFUND_FAILED']);

/**
 * Derives an order's refund totals and status from the refunds of its payment
 * (refunds of a duplicate payment leave the order alone), so applying the same
 * report twice, or reports out of order, ends in the same state.
 */
export async function syncRefundState(
  ctx: Pick<AppContext, 'jobs' | 'config'>,
  tx: Db,
  orderId: number,
  options: { actorUserId?: number | null } = {},
): Promise<void> {
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
  // Money that went back is credited on the invoice (a partial refund, a partial credit note), however the refund
  // was started; a cancelled order's invoice was credited in full already, so nothing is credited twice.
  if (refunded > order.totalRefunded) await creditOrderInvoice(ctx, tx, orderId, refunded - order.totalRefunded);
  // A sale refunded in full holds no stock any more (docs/locking.md): its tickets go back on sale.
  if (status === 'REFUNDED' && order.completedAt && (SETTLED_HOLDING_STATUSES as readonly string[]).includes(order.status)) {
    await releaseOrderTickets(tx, order);
    await queueWaitingListOffers(ctx, tx, order.eventId);
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
