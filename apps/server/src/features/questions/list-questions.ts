import { asc, eq, inArray } from 'drizzle-orm';
import type { Locale, Question } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { inAccount } from '../../platform/auth/scope.js';
import { questions, questionTickets } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { listInMemory, type MemoryListSpec } from '../../platform/http/list.js';
import { defaultQuestions, type QuestionRef } from './default-questions.js';

type QuestionRow = typeof questions.$inferSelect;

export function presentQuestion(row: QuestionRow, ticketIds: number[]): Question {
  return {
    id: row.id,
    event_id: row.eventId,
    title: row.title,
    description: row.description,
    type: row.type,
    options: row.options,
    required: row.required,
    is_hidden: row.isHidden,
    belongs_to: row.belongsTo,
    ticket_ids: ticketIds,
    order: row.sortOrder,
    is_default: false,
  };
}

/** The event's own questions in their sort order. */
async function eventQuestions(ctx: AppContext, accountId: number, eventId: number, onlyId?: number): Promise<Question[]> {
  const rows = await ctx.db
    .select()
    .from(questions)
    .where(inAccount(questions, accountId, eq(questions.eventId, eventId), onlyId === undefined ? undefined : eq(questions.id, onlyId)))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  if (rows.length === 0) return [];
  const links = await ctx.db
    .select()
    .from(questionTickets)
    .where(
      inArray(
        questionTickets.questionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(questionTickets.ticketId));
  return rows.map((row) =>
    presentQuestion(
      row,
      links.filter((link) => link.questionId === row.id).map((link) => link.ticketId),
    ),
  );
}

/** The form's order: the default questions before the event's own, each group by its `order`. */
const formOrder = (question: Question) => (question.is_default ? question.order - 1_000_000_000 : question.order);

export const QUESTION_LIST: MemoryListSpec<Question> = {
  sortable: {
    order: formOrder,
    title: (question) => question.title.toLowerCase(),
    type: (question) => question.type,
    belongs_to: (question) => question.belongs_to,
  },
  filterable: {
    type: { value: (question) => question.type, type: 'string' },
    belongs_to: { value: (question) => question.belongs_to, type: 'string' },
    required: { value: (question) => question.required, type: 'boolean' },
    is_hidden: { value: (question) => question.is_hidden, type: 'boolean' },
    is_default: { value: (question) => question.is_default, type: 'boolean' },
  },
  searchable: [(question) => question.title],
  defaultSort: { field: 'order', direction: 'asc' },
};

/** The default questions first, then the event's own; paged, sorted and filtered by the list parameters of API.md. */
export async function listQuestions(ctx: AppContext, accountId: number, eventId: number, locale: Locale, query: Record<string, unknown>) {
  return listInMemory([...defaultQuestions(eventId, locale), ...(await eventQuestions(ctx, accountId, eventId))], query, QUESTION_LIST);
}

export async function getQuestion(
  ctx: AppContext,
  accountId: number,
  eventId: number,
  ref: QuestionRef,
  locale: Locale,
): Promise<Question> {
  const found =
    ref.kind === 'default'
      ? defaultQuestions(eventId, locale).find((q) => q.id === ref.key)
      : (await eventQuestions(ctx, accountId, eventId, ref.id))[0];
  if (!found) throw notFound();
  return found;
}
