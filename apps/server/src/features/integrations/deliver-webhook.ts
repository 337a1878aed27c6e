import { and, eq, sql } from 'drizzle-orm';
import { localeSchema } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { accounts, accountUsers, users, webhookDeliveries, webhooks } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { DELIVER_WEBHOOK_QUEUE, type DeliverWebhookJob } from './emit-webhook-event.js';
import { sendWebhook, type SendResult } from './send-webhook.js';
import { maskWebhookUrl, resolveWebhookUrl } from './webhook-urls.js';
import { webhookSigningSecret } from './webhooks.js';
import { inAccount } from '../../platform/auth/scope.js';

/** Retries wait base × 4ⁿ, at most six hours, until the day is over. */
const MAX_RETRY_DELAY_SECONDS = 6 * 60 * 60;

export function retryDelaySeconds(baseSeconds: number, attemptsMade: number): number {
  return Math.min(MAX_RETRY_DELAY_SECONDS, baseSeconds * 4 ** (attemptsMade - 1));
}

/** One delivery attempt: send, record the answer, schedule the next attempt or give up. Safe to run twice. */
export async function deliverWebhook(ctx: AppContext, job: DeliverWebhookJob): Promise<void> {
  const [row] = await ctx.db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, job.deliveryId))
    .limit(1);
  if (!row || row.delivery.status !== 'PENDING' || row.delivery.nextAttemptAt?.getTime() !== job.scheduledAt) return;
  const { delivery, webhook } = row;
  if (webhook.status === 'PAUSED' && !job.manual) {
    await ctx.db
      .update(webhookDeliveries)
      .set({ status: 'FAILED', error: 'The webhook is paused', nextAttemptAt: null })
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.status, 'PENDING'),
          eq(webhookDeliveries.nextAttemptAt, new Date(job.scheduledAt)),
        ),
      );
    return;
  }
  const result = await attempt(ctx, webhook, delivery);
  const succeeded = result.status !== null && result.status >= 200 && result.status < 300;
  await ctx.db.transaction(async (tx) => {
    const attemptsMade = delivery.attempts + 1;
    const delay = retryDelaySeconds(ctx.config.webhookRetryBaseSeconds, attemptsMade);
    const retry = !succeeded && Date.now() + delay * 1000 <= job.retryUntil;
    const now = new Date();
    const nextAttemptAt = retry ? new Date(now.getTime() + delay * 1000) : null;
    const [recorded] = await tx
      .update(webhookDeliveries)
      .set({
        status: succeeded ? 'SUCCEEDED' : retry ? 'PENDING' : 'FAILED',
        attempts: attemptsMade,
        responseStatus: result.status,
        durationMs: result.durationMs,
        responseExcerpt: result.excerpt,
        error: result.error,
        lastAttemptAt: now,
        nextAttemptAt,
      })
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.status, 'PENDING'),
          eq(webhookDeliveries.nextAttemptAt, new Date(job.scheduledAt)),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    // Another run of this job recorded the attempt first.
    if (!recorded) return;
    if (succeeded) {
      await tx.update(webhooks).set({ consecutiveFailures: 0 }).where(eq(webhooks.id, webhook.id));
    } else if (await countFailure(ctx, tx, webhook.id)) {
      // This failure paused the webhook: the delivery waits for a manual redelivery instead of a retry.
      if (retry)
        await tx.update(webhookDeliveries).set({ status: 'FAILED', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
    } else if (retry) {
      await ctx.jobs.enqueue<DeliverWebhookJob>(
        tx,
        DELIVER_WEBHOOK_QUEUE,
        { ...job, scheduledAt: nextAttemptAt!.getTime(), manual: false },
        { startAfterSeconds: delay },
      );
    }
  });
}

async function attempt(
  ctx: AppContext,
  webhook: typeof webhooks.$inferSelect,
  delivery: typeof webhookDeliveries.$inferSelect,
): Promise<SendResult> {
  let address;
  try {
    // Checked again at every attempt: the name may point somewhere else by now.
    address = await resolveWebhookUrl(webhook.url, ctx.config.webhooksAllowPrivateNetworks);
  } catch (error) {
    const refused = error instanceof AppError && error.fieldErrors?.url?.[0] === 'validation.url_not_allowed';
    return {
      status: null,
      excerpt: null,
      error: refused ? 'The address resolves to a private network' : 'The host name does not resolve',
      durationMs: 0,
    };
  }
  return sendWebhook({
    url: webhook.url,
    address,
    secret: webhookSigningSecret(ctx, webhook),
    eventKey: delivery.eventKey,
    body: delivery.body,
  });
}

/**
 * Counts a failed attempt; the one that reaches the limit pauses the webhook and tells the
 * administrators (true then). A paused webhook's later failures pause nothing and mail no one.
 */
async function countFailure(ctx: AppContext, tx: Db, webhookId: number): Promise<boolean> {
  const [counted] = await tx
    .update(webhooks)
    .set({ consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1` })
    .where(eq(webhooks.id, webhookId))
    .returning({ failures: webhooks.consecutiveFailures });
  if (!counted || counted.failures < ctx.config.webhookPauseAfterFailures) return false;
  const [paused] = await tx
    .update(webhooks)
    .set({ status: 'PAUSED', updatedAt: new Date() })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.status, 'ENABLED')))
    .returning({ accountId: webhooks.accountId, url: webhooks.url });
  if (!paused) return false;
  const admins = await tx
    .select({ email: users.email, firstName: users.firstName, locale: users.locale, account: accounts.name })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(inAccount(accountUsers, paused.accountId, eq(accountUsers.role, 'ADMIN'), eq(accountUsers.status, 'ACTIVE')));
  for (const admin of admins) {
    const locale = localeSchema.catch('en').parse(admin.locale);
    const params = {
      name: admin.firstName,
      url: `${ctx.config.appUrl}/account/integrations`,
      account: admin.account,
      webhook: maskWebhookUrl(paused.url),
      failures: counted.failures,
    };
    await queueMail(ctx.jobs, tx, { to: admin.email, template: 'webhook_paused', locale, params }, 'normal');
  }
  return true;
}
