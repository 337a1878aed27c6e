/**
 * A refund asked for in the back office, written in the caller's transaction
 * while it holds the order's row lock: the test provider refunds at once; a
 * Stripe refund is recorded PENDING, asked of Stripe by a job (and right after
 * the commit), and settled by Stripe's answer or its webhooks.
 */
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { events, orderRefunds } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { formatMoney } from '../../platform/mail/layout.js';
import { REFUND_PAYMENT_QUEUE, runRefund } from './stripe-refunds.js';
import { syncRefundState, testPaymentKey } from './refund-state.js';
import type { OrderRow } from '../checkout/load-order.js';
import { queueRefundMail } from '../checkout/order-mails.js';
import { settingsOf } from '../events/present-event.js';
import { remainingOf, REFUNDABLE_ORDER_STATUSES, wasPaid } from '../checkout/order-rules.js';

/**
 * Whether a refund the organizer makes is mailed to the buyer when the request does not say:
 * the event's `notify_buyer_of_refund` setting. (Refunds of late or duplicate payments are
 * always mailed, refund-payment.ts: the buyer would otherwise not know why.)
 */
export async function notifiesBuyerOfRefund(tx: Db, eventId: number): Promise<boolean> {
  const [event] = await tx.select({ settings: events.settings }).from(events).where(eq(events.id, eventId));
  return event ? settingsOf(event).notify_buyer_of_refund : true;
}

export interface RequestedRefund {
  refundId: number;
  provider: string;
}

/** Refuses a refund the order cannot take: manual order, a refund in flight, nothing paid. */
export async function assertRefundable(tx: Db, order: OrderRow): Promise<void> {
  if (order.isManuallyCreated) throw new AppError('MANUAL_ORDER_NOT_REFUNDABLE');
  const [pending] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, 'PENDING')))
    .limit(1);
  if (pending || order.status === 'REFUND_PENDING') throw new AppError('REFUND_PENDING');
  if (!wasPaid(order) || !(REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status) || remainingOf(order) === 0) {
    throw new AppError('ORDER_NOT_REFUNDABLE');
  }
}

export function assertAmountRefundable(order: OrderRow, amount: number): void {
  const remaining = remainingOf(order);
  if (amount > remaining) {
    throw new AppError('VALIDATION_ERROR', {
      errors: { amount: ['validation.refund_too_large'] },
      params: { maximum: (locale) => formatMoney(remaining, order.currency, locale) },
    });
  }
}

export async function requestRefund(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  options: { amount: number; actorUserId: number; notifyBuyer: boolean },
): Promise<RequestedRefund> {
  // Money taken offline goes back offline: the refund is recorded as done, like the test provider's.
  const provider = order.paymentProvider === 'stripe' ? 'stripe' : order.paymentProvider === 'offline' ? 'offline' : 'test';
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      provider,
      paymentIntentId: provider === 'stripe' ? order.paymentIntentId! : testPaymentKey(order.id),
      paymentAccountId: provider === 'stripe' ? order.paymentAccountId : null,
      providerRefundId: provider === 'stripe' ? null : `${provider}_re_${randomBytes(8).toString('hex')}`,
      amount: options.amount,
      currency: order.currency,
      status: provider === 'stripe' ? 'PENDING' : 'SUCCEEDED',
      reason: 'ORGANIZER',
    })
    .returning({ id: orderRefunds.id });
  await writeAudit(tx, {
    accountId: order.accountId,
    eventId: order.eventId,
    subject: { type: 'ORDER', id: order.id },
    action: 'REFUND_REQUESTED',
    actorUserId: options.actorUserId,
    data: { amount: options.amount, provider, refund_id: refund!.id },
  });
  if (provider === 'stripe') await ctx.jobs.enqueue(tx, REFUND_PAYMENT_QUEUE, { refundId: refund!.id });
  await syncRefundState(ctx, tx, order.id, { actorUserId: options.actorUserId });
  if (options.notifyBuyer) await queueRefundMail(ctx, tx, order, options.amount);
  return { refundId: refund!.id, provider };
}

/**
 * After the commit: asks Stripe now rather than waiting for the job, so the page
 * shows Stripe's answer. Not reaching Stripe is left to the job's retries.
 */
export async function sendRequestedRefund(ctx: AppContext, refund: RequestedRefund | null): Promise<void> {
  if (!refund || refund.provider !== 'stripe') return;
  await runRefund(ctx, refund.refundId).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'PAYMENT_PROVIDER_ERROR')) throw error;
  });
}
