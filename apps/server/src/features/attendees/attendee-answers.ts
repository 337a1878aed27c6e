import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Answer, AttendeeAnswer } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { questionAnswers, questions, questionTickets } from '../../platform/db/schema.js';
import { AppError, type FieldErrors } from '../../platform/errors.js';
import { checkAnswers } from '../checkout/save-order-details.js';

export type QuestionRow = typeof questions.$inferSelect;

/**
 * The attendee questions asked for a ticket, hidden ones included: the organizer
 * answers those too.
 */
export async function attendeeQuestionsFor(db: Db, eventId: number, ticketId: number): Promise<QuestionRow[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.eventId, eventId), eq(questions.belongsTo, 'ATTENDEE')))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  if (rows.length === 0) return [];
  const links = await db.select().from(questionTickets).where(inArray(questionTickets.questionId, rows.map((q) => q.id)));
  return rows.filter((q) => {
    const ticketIds = links.filter((link) => link.questionId === q.id).map((link) => link.ticketId);
    return ticketIds.length === 0 || ticketIds.includes(ticketId);
  });
}

/** Checks answers like checkout does; 422 with a field per question otherwise. */
export function validAnswers(asked: QuestionRow[], given: Answer[]): { questionId: number; answer: string | string[] }[] {
  const errors: FieldErrors = {};
  // An answer to a question this ticket does not ask (or of another event) is refused, not dropped.
  const askedIds = new Set(asked.map((question) => question.id));
  given.forEach((answer, index) => {
    if (!askedIds.has(answer.question_id)) (errors[`attendee.answers.${index}.question_id`] ??= []).push('validation.invalid_value');
  });
  const kept = checkAnswers('attendee', asked, given, errors);
  // The body of these routes holds the answers at its top level.
  const named = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field.replace(/^attendee\./, ''), messages]));
  if (Object.keys(named).length > 0) throw new AppError('VALIDATION_ERROR', { errors: named });
  return kept;
}

/** Replaces an attendee's answers. */
export async function saveAnswers(tx: Db, orderId: number, attendeeId: number, answers: { questionId: number; answer: string | string[] }[]): Promise<void> {
  await tx.delete(questionAnswers).where(eq(questionAnswers.attendeeId, attendeeId));
  if (answers.length > 0) await tx.insert(questionAnswers).values(answers.map((a) => ({ ...a, orderId, attendeeId })));
}

/** Answers of attendees to the event's questions, by attendee id, in the questions' order. */
export async function answersOf(db: Db, attendeeIds: number[]): Promise<Map<number, AttendeeAnswer[]>> {
  const byAttendee = new Map<number, AttendeeAnswer[]>();
  if (attendeeIds.length === 0) return byAttendee;
  const rows = await db
    .select({ attendeeId: questionAnswers.attendeeId, answer: questionAnswers.answer, question: questions })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .where(inArray(questionAnswers.attendeeId, attendeeIds))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  for (const row of rows) {
    if (row.attendeeId === null) continue;
    const list = byAttendee.get(row.attendeeId) ?? [];
    list.push({ question_id: row.question.id, title: row.question.title, type: row.question.type, is_hidden: row.question.isHidden, answer: row.answer });
    byAttendee.set(row.attendeeId, list);
  }
  return byAttendee;
}
