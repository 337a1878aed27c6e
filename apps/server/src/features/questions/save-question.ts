import { eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import { CHOICE_QUESTION_TYPES, type questionBodySchema } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { requireEventTickets } from '../tickets/event-tickets.js';
import type { Db } from '../../platform/db/client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { questions, questionTickets } from '../../platform/db/schema.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { loadEvent } from '../events/load-event.js';

export type QuestionInput = z.output<typeof questionBodySchema>;

/** Options mean something only for choice questions; other types drop them. */
function columns(input: QuestionInput) {
  return {
    title: input.title,
    description: input.description?.trim() || null,
    type: input.type,
    options: CHOICE_QUESTION_TYPES.includes(input.type) ? input.options : [],
    required: input.required,
    isHidden: input.is_hidden,
    belongsTo: input.belongs_to,
    updatedAt: new Date(),
  };
}

async function linkTickets(tx: Db, questionId: number, ticketIds: number[]): Promise<void> {
  await tx.delete(questionTickets).where(eq(questionTickets.questionId, questionId));
  if (ticketIds.length > 0) await tx.insert(questionTickets).values(ticketIds.map((ticketId) => ({ questionId, ticketId })));
}

/** New questions go last. */
export async function createQuestion(ctx: AppContext, accountId: number, eventId: number, input: QuestionInput): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId, { forUpdate: true });
    const ticketIds = await requireEventTickets(tx, eventId, input.ticket_ids);
    const [last] = await tx
      .select({ value: max(questions.sortOrder) })
      .from(questions)
      .where(eq(questions.eventId, eventId));
    const [row] = await tx
      .insert(questions)
      .values({ accountId, eventId, ...columns(input), sortOrder: (last?.value ?? -1) + 1 })
      .returning({ id: questions.id });
    await linkTickets(tx, row!.id, ticketIds);
    return row!.id;
  });
}

export async function updateQuestion(ctx: AppContext, accountId: number, eventId: number, id: number, input: QuestionInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId);
    const [current] = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(inAccount(questions, accountId, eq(questions.eventId, eventId), eq(questions.id, id)))
      .for('update');
    if (!current) throw notFound();
    const ticketIds = await requireEventTickets(tx, eventId, input.ticket_ids);
    await tx.update(questions).set(columns(input)).where(eq(questions.id, id));
    await linkTickets(tx, id, ticketIds);
  });
}

export async function deleteQuestion(ctx: AppContext, accountId: number, eventId: number, id: number): Promise<void> {
  await loadEvent(ctx.db, accountId, eventId);
  const deleted = await ctx.db
    .delete(questions)
    .where(inAccount(questions, accountId, eq(questions.eventId, eventId), eq(questions.id, id)))
    .returning({ id: questions.id });
  if (deleted.length === 0) throw notFound();
}

/** Applies a new order to the event's questions (drag to sort); ids of other events are refused. */
export async function sortQuestions(
  ctx: AppContext,
  accountId: number,
  eventId: number,
  order: { id: number; order: number }[],
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId, { forUpdate: true });
    const ids = [...new Set(order.map((item) => item.id))];
    const found = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(inAccount(questions, accountId, eq(questions.eventId, eventId), inArray(questions.id, ids)));
    if (found.length !== ids.length) throw fieldError('_', 'validation.question_not_found');
    for (const item of order) await tx.update(questions).set({ sortOrder: item.order }).where(eq(questions.id, item.id));
  });
}
