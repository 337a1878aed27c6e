import { and, desc, eq } from 'drizzle-orm';
import type { WebhookDelivery } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { webhookDeliveries } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { DELIVER_WEBHOOK_QUEUE, RETRY_WINDOW_MS, type DeliverWebhookJob } from './emit-webhook-event.js';
import { findWebhook } from './webhooks.js';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_key: row.eventKey,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    duration_ms: row.durationMs,
    response_excerpt: row.responseExcerpt,
    error: row.error,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The newest deliveries of a webhook of the account. */
export async function listDeliveries(
  ctx: AppContext,
  options: { accountId: number; webhookId: number; limit: number },
): Promise<DeliveryRow[]> {
  await findWebhook(ctx, options.accountId, options.webhookId);
  return ctx.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, options.webhookId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(options.limit);
}

/**
 * Sends a delivery again with the same event id and body, and retries it for another day if it
 * fails. A delivery still being retried is sent now instead of waiting.
 */
export async function redeliverWebhook(
  ctx: AppContext,
  options: { accountId: number; webhookId: number; deliveryId: number },
): Promise<DeliveryRow> {
  await findWebhook(ctx, options.accountId, options.webhookId);
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, options.deliveryId), eq(webhookDeliveries.webhookId, options.webhookId)))
      .for('update')
      .limit(1);
    if (!current) throw notFound();
    // A new next_attempt_at makes any retry job still waiting stale, so only the new job sends.
    const scheduledAt = new Date(Math.max(Date.now(), (current.nextAttemptAt?.getTime() ?? 0) + 1));
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'PENDING', nextAttemptAt: scheduledAt })
      .where(eq(webhookDeliveries.id, current.id))
      .returning();
    await ctx.jobs.enqueue<DeliverWebhookJob>(tx, DELIVER_WEBHOOK_QUEUE, {
      deliveryId: current.id,
      scheduledAt: scheduledAt.getTime(),
      retryUntil: Date.now() + RETRY_WINDOW_MS,
      manual: true,
    });
    return row!;
  });
}
