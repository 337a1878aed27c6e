import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventDates } from '../../platform/db/schema.js';
import { fieldError, notFound } from '../../platform/errors.js';

/**
 * A date of the event named by the caller: a date of another event (or account) answers like one that does not
 * exist, 404 when it is named in the query string and 422 on the field when it is named in a body.
 */
export async function dateOfEvent(db: Db, eventId: number, dateId: number, named: 'query' | 'body'): Promise<number> {
  const [date] = await db
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(and(eq(eventDates.id, dateId), eq(eventDates.eventId, eventId)));
  if (date) return date.id;
  throw named === 'query' ? notFound() : fieldError('date_id', 'validation.date_not_of_event');
}

/** The dates a block reaches when it names none: every date still to be played. */
export async function scheduledDatesOf(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(and(eq(eventDates.eventId, eventId), eq(eventDates.status, 'SCHEDULED')))
    .orderBy(eventDates.id);
  return rows.map((row) => row.id);
}
