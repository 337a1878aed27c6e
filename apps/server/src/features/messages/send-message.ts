/**
 * Sending a message as durable jobs. The dispatch job writes one page of recipients
 * (500 attendees) to message_recipients, queues their mails in batches, and queues the
 * next page, all in one transaction guarded by the message's cursor, so each page is
 * written once however often its job runs. A mail job claims each recipient row before
 * sending and marks it sent after, so a job that fails part-way is retried for the rest
 * only, and nobody gets the message twice.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { events, messageRecipients, messages, type MessageRow } from '../../platform/db/schema.js';
import { normalizeEmail, recipientPage, type RecipientFilter, type RecipientRow } from './recipients.js';
import { renderMessageMail } from './message-mail.js';

export const DISPATCH_MESSAGE_QUEUE = 'dispatch-message';
export const SEND_MESSAGE_MAILS_QUEUE = 'send-message-mails';
export const DISPATCH_PAGE_SIZE = 500;
const MAILS_PER_JOB = 50;
/** Tries per recipient before its row is marked failed with the transport's reason. */
export const MAX_MAIL_ATTEMPTS = 3;

function filterOf(message: MessageRow): RecipientFilter {
  return {
    eventId: message.eventId,
    type: message.type,
    ticketIds: message.ticketIds,
    attendeeIds: message.attendeeIds,
    orderId: message.orderId,
    eventDateIds: message.eventDateIds,
  };
}

function senderRow(message: MessageRow): RecipientRow {
  return {
    kind: 'SENDER',
    attendeeId: null,
    email: normalizeEmail(message.senderEmail),
    name: message.senderName,
    locale: message.senderLocale,
  };
}

/**
 * Counts a batch of outcomes, and once every recipient has one (and the dispatch is
 * done) the message is SENT, or FAILED when no mail went out at all.
 */
async function recordOutcomes(tx: Db, messageId: number, sent: number, failed: number): Promise<void> {
  await tx.execute(sql`
    UPDATE messages SET
      sent_count = sent_count + ${sent},
      failed_count = failed_count + ${failed},
      status = CASE WHEN status = 'SENDING' AND dispatched_at IS NOT NULL AND sent_count + ${sent} + failed_count + ${failed} >= recipients_count
        THEN (CASE WHEN sent_count + ${sent} = 0 AND failed_count + ${failed} > 0 THEN 'FAILED' ELSE 'SENT' END) ELSE status END,
      sent_at = CASE WHEN status = 'SENDING' AND dispatched_at IS NOT NULL AND sent_count + ${sent} + failed_count + ${failed} >= recipients_count
        THEN now() ELSE sent_at END,
      updated_at = now()
    WHERE id = ${messageId}`);
}

/** Writes the recipients after attendee id `after`, queues their mails, and the next page or the end. */
export async function dispatchMessagePage(ctx: AppContext, job: { messageId: number; after: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Taking the row moves a scheduled message on and settles a race with its cancellation.
    const [message] = await tx
      .update(messages)
      .set({ status: 'SENDING', updatedAt: new Date() })
      .where(
        and(
          eq(messages.id, job.messageId),
          eq(messages.dispatchCursor, job.after),
          isNull(messages.dispatchedAt),
          inArray(messages.status, ['SCHEDULED', 'SENDING']),
        ),
      )
      .returning();
    if (!message) return;
    let rows: RecipientRow[];
    let last: number | null;
    if (message.isTest) {
      rows = [senderRow(message)];
      last = null;
    } else {
      ({ rows, last } = await recipientPage(tx, filterOf(message), job.after, DISPATCH_PAGE_SIZE));
      if (last === null && message.sendCopyToCurrentUser) rows.push(senderRow(message));
    }
    const unique = [...new Map(rows.map((row) => [row.email, row])).values()];
    const inserted = unique.length
      ? await tx
          .insert(messageRecipients)
          .values(unique.map((row) => ({ messageId: message.id, ...row })))
          .onConflictDoNothing()
          .returning({ id: messageRecipients.id })
      : [];
    for (let i = 0; i < inserted.length; i += MAILS_PER_JOB) {
      await ctx.jobs.enqueue(tx, SEND_MESSAGE_MAILS_QUEUE, {
        messageId: message.id,
        recipientIds: inserted.slice(i, i + MAILS_PER_JOB).map((row) => row.id),
      });
    }
    if (last !== null) {
      await tx.update(messages).set({ dispatchCursor: last }).where(eq(messages.id, message.id));
      await ctx.jobs.enqueue(tx, DISPATCH_MESSAGE_QUEUE, { messageId: message.id, after: last });
      return;
    }
    await tx
      .update(messages)
      .set({
        dispatchedAt: new Date(),
        recipientsCount: sql`(SELECT count(*)::int FROM ${messageRecipients} WHERE ${messageRecipients.messageId} = ${message.id})`,
      })
      .where(eq(messages.id, message.id));
    await recordOutcomes(tx, message.id, 0, 0);
  });
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export const INTERRUPTED_REASON = 'Interrupted while sending; not sent again so that nobody receives it twice';

/**
 * A row still SENDING when its job runs again was claimed by an attempt that died
 * between claiming and recording: the mail may have gone out, so it is not sent again.
 */
async function settleInterrupted(ctx: AppContext, messageId: number, recipientId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(messageRecipients)
      .set({ status: 'FAILED', failureReason: INTERRUPTED_REASON })
      .where(and(eq(messageRecipients.id, recipientId), eq(messageRecipients.status, 'SENDING')))
      .returning({ id: messageRecipients.id });
    if (settled) await recordOutcomes(tx, messageId, 0, 1);
  });
}

/** Sends a batch of recipients' mails; rows already sent or failed are skipped. */
export async function sendMessageMails(ctx: AppContext, job: { messageId: number; recipientIds: number[] }): Promise<void> {
  const [message] = await ctx.db.select().from(messages).where(eq(messages.id, job.messageId));
  if (!message) return;
  const [event] = await ctx.db.select().from(events).where(eq(events.id, message.eventId));
  if (!event) return;
  let retry: unknown = null;
  for (const recipientId of job.recipientIds) {
    const [recipient] = await ctx.db
      .update(messageRecipients)
      .set({ status: 'SENDING', attempts: sql`${messageRecipients.attempts} + 1` })
      .where(and(eq(messageRecipients.id, recipientId), eq(messageRecipients.status, 'QUEUED')))
      .returning();
    if (!recipient) {
      await settleInterrupted(ctx, message.id, recipientId);
      continue;
    }
    try {
      await ctx.mailer.send(renderMessageMail(event, message, recipient));
    } catch (error) {
      const exhausted = recipient.attempts >= MAX_MAIL_ATTEMPTS;
      await ctx.db.transaction(async (tx) => {
        const [moved] = await tx
          .update(messageRecipients)
          .set({ status: exhausted ? 'FAILED' : 'QUEUED', failureReason: reasonOf(error) })
          .where(and(eq(messageRecipients.id, recipient.id), eq(messageRecipients.status, 'SENDING')))
          .returning({ id: messageRecipients.id });
        if (moved && exhausted) await recordOutcomes(tx, message.id, 0, 1);
      });
      if (!exhausted) retry = error;
      continue;
    }
    await ctx.db.transaction(async (tx) => {
      const [sent] = await tx
        .update(messageRecipients)
        .set({ status: 'SENT', sentAt: new Date(), failureReason: null })
        .where(and(eq(messageRecipients.id, recipient.id), eq(messageRecipients.status, 'SENDING')))
        .returning({ id: messageRecipients.id });
      if (sent) await recordOutcomes(tx, message.id, 1, 0);
    });
  }
  // The job fails so that pg-boss retries it later, for the rows still queued only.
  if (retry) throw retry;
}

export function defineMessageJobs(ctx: AppContext): void {
  ctx.jobs.define<{ messageId: number; after: number }>(DISPATCH_MESSAGE_QUEUE, (job) => dispatchMessagePage(ctx, job), { retryLimit: 10 });
  ctx.jobs.define<{ messageId: number; recipientIds: number[] }>(SEND_MESSAGE_MAILS_QUEUE, (job) => sendMessageMails(ctx, job), {
    retryLimit: MAX_MAIL_ATTEMPTS + 2,
  });
}
