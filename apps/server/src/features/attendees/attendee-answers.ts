import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Answer, AttendeeAnswer } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { events, questionAnswers, questions, questionTickets } from '../../platform/db/schema.js';
import { AppError, type FieldErrors } from '../../platform/errors.js';
import { checkAnswers } from '../checkout/save-order-details.js';
import { settingsOf } from '../events/present-event.js';

export type QuestionRow = typeof questions.$inferSelect;

/**
 * Whether the organizer's views of orders and attendees include questions hidden from buyers
 * (the event's `show_hidden_questions`). When they do not, those questions are neither shown,
 * asked nor required there, and the answers already given to them are kept untouched.
 */
export async function showsHiddenQuestions(db: Db, eventId: number): Promise<boolean> {
  const [event] = await db.select({ settings: events.settings }).from(events).where(eq(events.id, eventId));
  return event ? settingsOf(event).show_hidden_questions : false;
}

/** The attendee questions the organizer's screens ask for a ticket: hidden ones only when the event shows them. */
export async function attendeeQuestionsFor(db: Db, eventId: number, ticketId: number): Promise<QuestionRow[]> {
  const showHidden = await showsHiddenQuestions(db, eventId);
  const rows = (
    await db
      .select()
      .from(questions)
      .where(and(eq(questions.eventId, eventId), eq(questions.belongsTo, 'ATTENDEE')))
      .orderBy(asc(questions.sortOrder), asc(questions.id))
  ).filter((question) => showHidden || !question.isHidden);
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(questionTickets)
    .where(
      inArray(
        questionTickets.questionId,
        rows.map((q) => q.id),
      ),
    );
  return rows.filter((q) => {
    const ticketIds = links.filter((link) => link.questionId === q.id).map((link) => link.ticketId);
    return ticketIds.length === 0 || ticketIds.includes(ticketId);
  });
}

/** Checks answers like checkout does; 422 with a field per question otherwise. */
export function validAnswers(asked: QuestionRow[], given: Answer[]): { questionId: number; answer: string | string[] }[] {
  const errors: FieldErrors = {};
  const kept = checkAnswers('attendee', asked, given, errors);
  // The body of these routes holds the answers at its top level.
  const named = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field.replace(/^attendee\./, ''), messages]));
  if (Object.keys(named).length > 0) throw new AppError('VALIDATION_ERROR', { errors: named });
  return kept;
}

/** Replaces an attendee's answers to the questions asked; answers to questions not asked (hidden ones) stay. */
export async function saveAnswers(
  tx: Db,
  orderId: number,
  attendeeId: number,
  answers: { questionId: number; answer: string | string[] }[],
  asked: { id: number }[],
): Promise<void> {
  if (asked.length > 0) {
    await tx.delete(questionAnswers).where(
      and(
        eq(questionAnswers.attendeeId, attendeeId),
        inArray(
          questionAnswers.questionId,
          asked.map((q) => q.id),
        ),
      ),
    );
  }
  if (answers.length > 0) await tx.insert(questionAnswers).values(answers.map((a) => ({ ...a, orderId, attendeeId })));
}

/** Answers of attendees to the event's questions, by attendee id, in the questions' order; hidden ones only when asked for. */
export async function answersOf(db: Db, attendeeIds: number[], showHidden: boolean): Promise<Map<number, AttendeeAnswer[]>> {
  const byAttendee = new Map<number, AttendeeAnswer[]>();
  if (attendeeIds.length === 0) return byAttendee;
  const rows = await db
    .select({ attendeeId: questionAnswers.attendeeId, answer: questionAnswers.answer, question: questions })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .where(inArray(questionAnswers.attendeeId, attendeeIds))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  for (const row of rows) {
    if (row.attendeeId === null || (row.question.isHidden && !showHidden)) continue;
    const list = byAttendee.get(row.attendeeId) ?? [];
    list.push({
      question_id: row.question.id,
      title: row.question.title,
      type: row.question.type,
      is_hidden: row.question.isHidden,
      answer: row.answer,
    });
    byAttendee.set(row.attendeeId, list);
  }
  return byAttendee;
}
