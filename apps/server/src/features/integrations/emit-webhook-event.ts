import { randomUUID } from 'node:crypto';
import { eq, isNull, or, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { webhookDeliveries, webhooks } from '../../platform/db/schema.js';
import { webhookData, type WebhookSubject } from './webhook-payloads.js';
import { inAccount } from '../../platform/auth/scope.js';

export const DELIVER_WEBHOOK_QUEUE = 'deliver-webhook';
/** Failed deliveries are retried for this long before they are given up. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface DeliverWebhookJob {
  deliveryId: number;
  /** The delivery's `next_attempt_at` this job is for; a job overtaken by a redelivery finds another and does nothing. */
  scheduledAt: number;
  /** Epoch milliseconds after which a failure is final. */
  retryUntil: number;
  /** Manual redeliveries are sent even to a paused webhook. */
  manual?: boolean;
}

/**
 * Tells the account's webhooks about a change, inside the change's transaction: each matching
 * webhook gets a delivery row and a durable job, so a rolled-back change sends nothing. Without
 * a matching webhook this costs one indexed read.
 */
export async function emitWebhookEvent(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Db,
  /** attendeeIds: one event per attendee (an order's tickets becoming valid together). */
  event: { accountId: number; eventId: number | null; type: WebhookEventType; attendeeIds?: number[] } & WebhookSubject,
): Promise<void> {
  const targets = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      inAccount(
        webhooks,
        event.accountId,
        eq(webhooks.status, 'ENABLED'),
        sql`${webhooks.eventTypes} @> ${JSON.stringify([event.type])}::jsonb`,
        event.eventId === null ? isNull(webhooks.eventId) : or(isNull(webhooks.eventId), eq(webhooks.eventId, event.eventId)),
      ),
    );
  if (targets.length === 0) return;
  const subjects: WebhookSubject[] = event.attendeeIds ? event.attendeeIds.map((attendeeId) => ({ attendeeId })) : [event];
  for (const subject of subjects) {
    const id = `evt_${randomUUID().replaceAll('-', '')}`;
    const createdAt = new Date();
    const body = JSON.stringify({
      id,
      type: event.type,
      created_at: createdAt.toISOString(),
      account_id: event.accountId,
      event_id: event.eventId,
      data: await webhookData(tx, event.eventId, subject),
    });
    const rows = await tx
      .insert(webhookDeliveries)
      .values(
        targets.map((target) => ({ webhookId: target.id, eventKey: id, type: event.type, body, createdAt, nextAttemptAt: createdAt })),
      )
      .returning({ id: webhookDeliveries.id });
    for (const row of rows) {
      await ctx.jobs.enqueue<DeliverWebhookJob>(tx, DELIVER_WEBHOOK_QUEUE, {
        deliveryId: row.id,
        scheduledAt: createdAt.getTime(),
        retryUntil: createdAt.getTime() + RETRY_WINDOW_MS,
      });
    }
  }
}
