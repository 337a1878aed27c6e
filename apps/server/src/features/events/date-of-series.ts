import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventDates } from '../../platform/db/schema.js';

/** The date an order or ticket is for, as the buyer's pages, mails and calendar files name it. */
export interface SeriesDate {
  id: number;
  startDate: Date;
  endDate: Date | null;
  label: string | null;
}

/**
 * The date of an event with several dates (docs/dates.md); null for an event with one date, which keeps
 * naming the event's own start and end, and for a pass, which has no date of its own.
 */
export async function dateOfSeries(db: Db, eventId: number, dateId: number | null | undefined): Promise<SeriesDate | null> {
  if (!dateId) return null;
  const [{ dates } = { dates: 0 }] = await db.select({ dates: count() }).from(eventDates).where(eq(eventDates.eventId, eventId));
  if (dates <= 1) return null;
  const [date] = await db
    .select({ id: eventDates.id, startDate: eventDates.startDate, endDate: eventDates.endDate, label: eventDates.label })
    .from(eventDates)
    .where(and(eq(eventDates.eventId, eventId), eq(eventDates.id, dateId)));
  return date ?? null;
}
