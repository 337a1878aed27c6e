import type { AppContext } from '../platform/context.js';
import { pruneRateLimits } from '../platform/rate-limit.js';
import { EXPIRE_ORDERS_QUEUE, expireStaleOrders } from './checkout/expire-orders.js';
import { deliverWebhook } from './integrations/deliver-webhook.js';
import { DELIVER_WEBHOOK_QUEUE, type DeliverWebhookJob } from './integrations/emit-webhook-event.js';
import { defineMessageJobs } from './messages/send-message.js';
import { CANCEL_DATE_EXPIRE_SECONDS, CANCEL_DATE_QUEUE, runDateCancellation, type CancelDateJob } from './dates/cancel-date.js';
import { PAYMENT_REMINDERS_QUEUE, sendPaymentReminders } from './offline-payments/payment-reminders.js';
import { defineWaitingListJobs } from './waiting-list/queue.js';
import { REFUND_PAYMENT_QUEUE, runRefund, SYNC_REFUNDS_QUEUE, syncPaymentRefunds } from './refunds/stripe-refunds.js';
import { defineInvoiceMailAttachment } from './invoices/invoice-mail.js';

export const MAINTENANCE_QUEUE = 'maintenance';

/** Queues of the features; each handler must be safe to run twice. */
export function defineFeatureJobs(ctx: AppContext): void {
  ctx.jobs.define(
    MAINTENANCE_QUEUE,
    async () => {
      await pruneRateLimits(ctx.db);
    },
    { cron: '*/15 * * * *', retryLimit: 1 },
  );
  ctx.jobs.define(
    EXPIRE_ORDERS_QUEUE,
    async () => {
      await expireStaleOrders(ctx);
    },
    { cron: '* * * * *', retryLimit: 1 },
  );
  ctx.jobs.define<{ refundId: number }>(
    REFUND_PAYMENT_QUEUE,
    async ({ refundId }) => {
      await runRefund(ctx, refundId);
    },
    { retryLimit: 10 },
  );
  ctx.jobs.define<{ paymentIntentId: string; stripeAccount: string }>(
    SYNC_REFUNDS_QUEUE,
    async (payment) => {
      await syncPaymentRefunds(ctx, payment);
    },
    { retryLimit: 10 },
  );
  // Retries are scheduled by the handler (a day with backoff); pg-boss retries only a crashed attempt.
  ctx.jobs.define<DeliverWebhookJob>(DELIVER_WEBHOOK_QUEUE, (job) => deliverWebhook(ctx, job), { retryLimit: 3 });
  defineMessageJobs(ctx);
  ctx.jobs.define(
    PAYMENT_REMINDERS_QUEUE,
    async () => {
      await sendPaymentReminders(ctx);
    },
    { cron: '* * * * *', retryLimit: 1 },
  );
  // A date's cancellation: one transaction per order, each safe to repeat; a crashed run is taken up again once it
  // expires, and the pass it resumes skips what was done.
  ctx.jobs.define<CancelDateJob>(CANCEL_DATE_QUEUE, (job) => runDateCancellation(ctx, job), {
    retryLimit: 20,
    expireInSeconds: CANCEL_DATE_EXPIRE_SECONDS,
  });
  // Waiting lists: the offer pass after stock came back, and its sweep every minute (docs/waiting-list.md).
  defineWaitingListJobs(ctx);
  defineInvoiceMailAttachment(ctx);
}
