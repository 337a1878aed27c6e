import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Question } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { events, questions, questionTickets } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { presentQuestion } from './list-questions.js';

/**
 * The questions a buyer answers at checkout: the event's own questions that the
 * organizer has not hidden, in their sort order. The default ones (name, email)
 * are part of the checkout form itself and are left out. Only live events sell.
 */
export async function listPublicQuestions(db: Db, eventId: number): Promise<Question[]> {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.status, 'LIVE')));
  if (!event) throw notFound();
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.eventId, eventId), eq(questions.isHidden, false)))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  if (rows.length === 0) return [];
  const links = await db
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
