import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { CreatedWebhook, SaveWebhookBody, UpdateWebhookBody, Webhook } from '@stagedoor/contracts';
import { findInAccount, inAccount } from '../../platform/auth/scope.js';
import { isSealed, seal, unseal, type SealPurpose } from '../../platform/auth/sealed.js';
import type { AppContext } from '../../platform/context.js';
import { events, webhooks } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { maskWebhookUrl, resolveWebhookUrl } from './webhook-urls.js';

type WebhookRow = typeof webhooks.$inferSelect;

/**
 * A webhook's signing secret is shown once, at creation, and kept sealed under APP_SECRET (platform/auth/sealed.ts):
 * every delivery is signed with it, so it must be readable by the server, but not by a copy of the database.
 */
const SIGNING_SECRETS: SealPurpose = { salt: 'webhook-signing-secrets', info: 'stagedoor webhook signing secret v1' };

/** The secret a delivery is signed with. Webhooks made before secrets were sealed keep theirs as it was written. */
export function webhookSigningSecret(ctx: AppContext, row: Pick<WebhookRow, 'secret'>): string {
  return isSealed(row.secret) ? unseal(ctx.config.appSecret, SIGNING_SECRETS, row.secret).toString('utf8') : row.secret;
}

export function presentWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: maskWebhookUrl(row.url),
    event_types: row.eventTypes as Webhook['event_types'],
    event_id: row.eventId,
    description: row.description,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Checks a URL to save: a public address (SSRF). */
async function checkUrl(ctx: AppContext, url: string): Promise<string> {
  await resolveWebhookUrl(url, ctx.config.webhooksAllowPrivateNetworks);
  return url;
}

/** Checks an event to save: one of the account's. */
async function checkEventId(ctx: AppContext, accountId: number, eventId: number | null | undefined): Promise<number | null> {
  if (!eventId) return null;
  const [event] = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(inAccount(events, accountId, eq(events.id, eventId)))
    .limit(1);
  if (!event) throw new AppError('VALIDATION_ERROR', { errors: { event_id: ['validation.invalid_value'] } });
  return eventId;
}

/** Checks what a create saves: a public URL, and an event of the account. */
async function checkWebhookInput(ctx: AppContext, accountId: number, input: SaveWebhookBody) {
  const url = await checkUrl(ctx, input.url);
  const eventId = await checkEventId(ctx, accountId, input.event_id);
  return { url, eventTypes: [...new Set(input.event_types)], eventId, description: input.description || null };
}

export async function createWebhook(ctx: AppContext, options: { accountId: number; input: SaveWebhookBody }): Promise<CreatedWebhook> {
  const values = await checkWebhookInput(ctx, options.accountId, options.input);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const sealed = seal(ctx.config.appSecret, SIGNING_SECRETS, Buffer.from(secret, 'utf8'));
  const [row] = await ctx.db
    .insert(webhooks)
    .values({ accountId: options.accountId, ...values, secret: sealed })
    .returning();
  return { ...presentWebhook(row!), secret };
}

export async function listWebhooks(ctx: AppContext, accountId: number): Promise<WebhookRow[]> {
  return ctx.db.select().from(webhooks).where(inAccount(webhooks, accountId)).orderBy(desc(webhooks.id));
}

export const findWebhook = (ctx: AppContext, accountId: number, id: number): Promise<WebhookRow> =>
  findInAccount(ctx.db, webhooks, accountId, id);

/**
 * Saves the fields sent and leaves the others as they are; resuming a paused webhook starts its failure count
 * afresh. The URL as answers show it (credentials masked) stands for the stored one, so that editing other fields
 * in a form filled from an answer keeps the credentials.
 */
export async function updateWebhook(
  ctx: AppContext,
  options: { accountId: number; id: number; input: UpdateWebhookBody },
): Promise<WebhookRow> {
  const current = await findWebhook(ctx, options.accountId, options.id);
  const { input } = options;
  const values: Partial<typeof webhooks.$inferInsert> = {};
  if (input.url !== undefined) values.url = input.url === maskWebhookUrl(current.url) ? current.url : await checkUrl(ctx, input.url);
  if (input.event_types !== undefined) values.eventTypes = [...new Set(input.event_types)];
  if (input.event_id !== undefined) values.eventId = await checkEventId(ctx, options.accountId, input.event_id);
  if (input.description !== undefined) values.description = input.description || null;
  const status = input.status;
  const [row] = await ctx.db
    .update(webhooks)
    .set({ ...values, ...(status ? { status } : {}), ...(status === 'ENABLED' ? { consecutiveFailures: 0 } : {}), updatedAt: new Date() })
    .where(and(inAccount(webhooks, options.accountId), eq(webhooks.id, options.id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteWebhook(ctx: AppContext, options: { accountId: number; id: number }): Promise<void> {
  const deleted = await ctx.db
    .delete(webhooks)
    .where(and(inAccount(webhooks, options.accountId), eq(webhooks.id, options.id)))
    .returning({ id: webhooks.id });
  if (deleted.length === 0) throw notFound();
}
