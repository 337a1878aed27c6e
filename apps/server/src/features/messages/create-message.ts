import { eq, gt, ne, sql } from 'drizzle-orm';
import type { CreateMessageBody } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { messages, users } from '../../platform/db/schema.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { sanitizeRichText, isBlankHtml } from '../../platform/html/sanitize.js';
import { loadEvent } from '../events/load-event.js';
import { countRecipients, validateRecipients } from './recipients.js';
import { DISPATCH_MESSAGE_QUEUE } from './send-message.js';
import { inAccount } from '../../platform/auth/scope.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The abuse guard of a shared deployment: messages and the people they reach, per
 * account over the last 24 hours. The account's row lock makes concurrent sends take turns,
 * so two of them cannot both slip under the limit.
 */
async function checkDailyLimits(ctx: AppContext, tx: Db, accountId: number, recipients: number): Promise<void> {
  const { messagesPerDay, messageRecipientsPerDay } = ctx.config;
  if (!messagesPerDay && !messageRecipientsPerDay) return;
  await tx.execute(sql`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`);
  const since = new Date(Date.now() - DAY_MS);
  const [usage] = await tx
    .select({
      messages: sql<number>`count(*)::int`,
      recipients: sql<number>`coalesce(sum(${messages.recipientsCount}), 0)::int`,
      oldest: sql<string | null>`min(${messages.createdAt})`,
    })
    .from(messages)
    .where(inAccount(messages, accountId, gt(messages.createdAt, since), ne(messages.status, 'CANCELLED')));
  const oldest = usage?.oldest ? new Date(usage.oldest).getTime() : Date.now();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + DAY_MS - Date.now()) / 1000));
  if (messagesPerDay && Number(usage?.messages ?? 0) + 1 > messagesPerDay) {
    throw new AppError('MESSAGE_LIMIT_REACHED', { params: { limit: messagesPerDay }, retryAfterSeconds });
  }
  if (messageRecipientsPerDay && Number(usage?.recipients ?? 0) + recipients > messageRecipientsPerDay) {
    throw new AppError('MESSAGE_LIMIT_REACHED', {
      message: 'error.message_recipients_limit',
      params: { limit: messageRecipientsPerDay },
      retryAfterSeconds,
    });
  }
}

/**
 * Writes a message and queues its dispatch in the same transaction: at once, or
 * at `scheduled_at` (a start-after on the durable job, so a restart loses nothing).
 */
export async function createMessage(
  ctx: AppContext,
  options: { accountId: number; eventId: number; userId: number; emailVerified: boolean; input: CreateMessageBody },
): Promise<number> {
  const { accountId, eventId, input } = options;
  await loadEvent(ctx.db, accountId, eventId);
  if (!options.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', { message: 'error.message_email_not_verified' });
  if (isBlankHtml(input.content)) throw fieldError('content', 'validation.required');
  const scheduledAt = input.scheduled_at ? new Date(input.scheduled_at) : null;
  if (scheduledAt && scheduledAt.getTime() <= Date.now()) throw fieldError('scheduled_at', 'validation.message_scheduled_in_past');
  const filter = await validateRecipients(ctx.db, accountId, eventId, input);
  const isTest = input.is_test ?? false;
  const sendCopy = !isTest && (input.send_copy_to_current_user ?? false);
  const [sender] = await ctx.db.select().from(users).where(eq(users.id, options.userId));
  if (!sender) throw new AppError('UNAUTHENTICATED');

  return ctx.db.transaction(async (tx) => {
    const count = isTest ? 1 : (await countRecipients(tx, filter)) + (sendCopy ? 1 : 0);
    await checkDailyLimits(ctx, tx, accountId, count);
    const [row] = await tx
      .insert(messages)
      .values({
        accountId,
        eventId,
        senderUserId: sender.id,
        senderName: `${sender.firstName} ${sender.lastName}`.trim(),
        senderEmail: sender.email,
        senderLocale: sender.locale,
        subject: input.subject,
        content: sanitizeRichText(input.content),
        type: filter.type,
        ticketIds: filter.ticketIds,
        attendeeIds: filter.attendeeIds,
        orderId: filter.orderId,
        eventDateIds: filter.eventDateIds,
        isTest,
        sendCopyToCurrentUser: sendCopy,
        scheduledAt,
        status: scheduledAt ? 'SCHEDULED' : 'SENDING',
        recipientsCount: count,
      })
      .returning({ id: messages.id });
    const startAfterSeconds = scheduledAt ? Math.max(1, Math.ceil((scheduledAt.getTime() - Date.now()) / 1000)) : undefined;
    await ctx.jobs.enqueue(
      tx,
      DISPATCH_MESSAGE_QUEUE,
      { messageId: row!.id, after: 0 },
      { ...(startAfterSeconds ? { startAfterSeconds } : {}) },
    );
    return row!.id;
  });
}
