import { and, asc, count, eq } from 'drizzle-orm';
import type { ListMeta, Message, MessageDetails, MessageRecipients } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { inAccount } from '../../platform/auth/scope.js';
import { messageRecipients, messages, type MessageRow } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { planList, listMeta, type ListSpec } from '../../platform/http/list.js';
import { loadEvent } from '../events/load-event.js';
import { presentMessage, presentRecipient } from './present-message.js';
import { countRecipients, validateRecipients } from './recipients.js';

/** Recipients a message page shows; the counts cover the rest. */
const RECIPIENTS_SHOWN = 200;

export const MESSAGE_LIST: ListSpec = {
  sortable: { created_at: messages.createdAt, scheduled_at: messages.scheduledAt, status: messages.status, subject: messages.subject },
  filterable: {
    status: { column: messages.status, type: 'string' },
    type: { column: messages.type, type: 'string' },
    is_test: { column: messages.isTest, type: 'boolean' },
  },
  searchable: [messages.subject],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: messages.id,
};

export async function listMessages(
  ctx: AppContext,
  options: { accountId: number; eventId: number; query: Record<string, unknown> },
): Promise<{ data: Message[]; meta: ListMeta }> {
  const plan = planList(options.query, MESSAGE_LIST);
  const where = inAccount(messages, options.accountId, eq(messages.eventId, options.eventId), plan.where);
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(messages).where(where);
  return { data: rows.map(presentMessage), meta: listMeta(plan, total?.value ?? 0) };
}

async function findMessage(ctx: AppContext, accountId: number, eventId: number, id: number): Promise<MessageRow> {
  const [row] = await ctx.db
    .select()
    .from(messages)
    .where(inAccount(messages, accountId, eq(messages.eventId, eventId), eq(messages.id, id)));
  if (!row) throw notFound();
  return row;
}

/** A message as it was sent, with its first recipients and how each delivery went. */
export async function getMessage(ctx: AppContext, options: { accountId: number; eventId: number; id: number }): Promise<MessageDetails> {
  const row = await findMessage(ctx, options.accountId, options.eventId, options.id);
  const recipients = await ctx.db
    .select()
    .from(messageRecipients)
    .where(eq(messageRecipients.messageId, row.id))
    .orderBy(asc(messageRecipients.id))
    .limit(RECIPIENTS_SHOWN);
  return { ...presentMessage(row), recipients: recipients.map(presentRecipient) };
}

/** Cancels a scheduled message whose dispatch has not begun (conditional update: 409 otherwise). */
export async function cancelMessage(ctx: AppContext, options: { accountId: number; eventId: number; id: number }): Promise<MessageDetails> {
  await findMessage(ctx, options.accountId, options.eventId, options.id);
  const [cancelled] = await ctx.db
    .update(messages)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(and(eq(messages.id, options.id), eq(messages.status, 'SCHEDULED')))
    .returning({ id: messages.id });
  if (!cancelled) throw new AppError('MESSAGE_NOT_CANCELLABLE');
  return getMessage(ctx, options);
}

/** How many people a message with these recipients would reach if it were sent now. */
export async function previewRecipients(
  ctx: AppContext,
  options: { accountId: number; eventId: number; input: MessageRecipients },
): Promise<number> {
  await loadEvent(ctx.db, options.accountId, options.eventId);
  const filter = await validateRecipients(ctx.db, options.accountId, options.eventId, options.input);
  return countRecipients(ctx.db, filter);
}
