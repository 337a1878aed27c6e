import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { CreatedWebhook, SaveWebhookBody, UpdateWebhookBody, Webhook } from '@stagedoor/contracts';
import { findInAccount, inAccount } from '../../platform/auth/scope.js';
import type { AppContext } from '../../platform/context.js';
import { events, webhooks } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { resolveWebhookUrl } from './webhook-urls.js';

type WebhookRow = typeof webhooks.$inferSelect;

export function presentWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    event_types: row.eventTypes as Webhook['event_types'],
    event_id: row.eventId,
    description: row.description,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Checks what a create or update saves: a public URL (SSRF), and an event of the account. */
async function checkWebhookInput(ctx: AppContext, accountId: number, input: SaveWebhookBody) {
  await resolveWebhookUrl(input.url, ctx.config.webhooksAllowPrivateNetworks);
  if (input.event_id) {
    const [event] = await ctx.db.select({ id: events.id }).from(events).where(inAccount(events, accountId, eq(events.id, input.event_id))).limit(1);
    if (!event) throw new AppError('VALIDATION_ERROR', { errors: { event_id: ['validation.invalid_value'] } });
  }
  return { url: input.url, eventTypes: [...new Set(input.event_types)], eventId: input.event_id ?? null, description: input.description || null };
}

export async function createWebhook(ctx: AppContext, options: { accountId: number; input: SaveWebhookBody }): Promise<CreatedWebhook> {
  const values = await checkWebhookInput(ctx, options.accountId, options.input);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const [row] = await ctx.db.insert(webhooks).values({ accountId: options.accountId, ...values, secret }).returning();
  return { ...presentWebhook(row!), secret };
}

export async function listWebhooks(ctx: AppContext, accountId: number): Promise<WebhookRow[]> {
  return ctx.db.select().from(webhooks).where(inAccount(webhooks, accountId)).orderBy(desc(webhooks.id));
}

export const findWebhook = (ctx: AppContext, accountId: number, id: number): Promise<WebhookRow> => findInAccount(ctx.db, webhooks, accountId, id);

/** Saves the settings; resuming a paused webhook starts its failure count afresh. */
export async function updateWebhook(ctx: AppContext, options: { accountId: number; id: number; input: UpdateWebhookBody }): Promise<WebhookRow> {
  await findWebhook(ctx, options.accountId, options.id);
  const values = await checkWebhookInput(ctx, options.accountId, options.input);
  const status = options.input.status;
  const [row] = await ctx.db
    .update(webhooks)
    .set({ ...values, ...(status ? { status } : {}), ...(status === 'ENABLED' ? { consecutiveFailures: 0 } : {}), updatedAt: new Date() })
    .where(and(inAccount(webhooks, options.accountId), eq(webhooks.id, options.id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteWebhook(ctx: AppContext, options: { accountId: number; id: number }): Promise<void> {
  const deleted = await ctx.db.delete(webhooks).where(and(inAccount(webhooks, options.accountId), eq(webhooks.id, options.id))).returning({ id: webhooks.id });
  if (deleted.length === 0) throw notFound();
}
