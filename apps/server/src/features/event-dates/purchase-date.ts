import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventDates } from '../../platform/db/schema.js';
import { fieldError } from '../../platform/errors.js';

export type EventDateRow = typeof eventDates.$inferSelect;

/**
 * The date units are taken for (docs/dates.md): the one named, which must be of the event (422 on `field`), or,
 * when none is named, the event's only date; an event with several dates requires one (422 DATE_REQUIRED).
 */
export async function purchaseDate(db: Db, eventId: number, dateId: number | null | undefined, field: string): Promise<EventDateRow> {
  const dates = await db.select().from(eventDates).where(eq(eventDates.eventId, eventId)).orderBy(asc(eventDates.id)).limit(2);
  return pickPurchaseDate(dates.length, dateId, field, async () => {
    if (dateId == null) return dates[0];
    const [named] = await db.select().from(eventDates).where(eq(eventDates.id, dateId));
    return named?.eventId === eventId ? named : undefined;
  });
}

/** The rules of purchaseDate on what was read: `count` dates in the event, `named` the date found. */
export async function pickPurchaseDate<D>(
  count: number,
  dateId: number | null | undefined,
  field: string,
  named: () => Promise<D | undefined> | D | undefined,
): Promise<D> {
  if (dateId == null && count > 1) throw fieldError(field, 'validation.date_required', 'DATE_REQUIRED');
  const date = await named();
  if (!date) throw fieldError(field, 'validation.date_not_found');
  return date;
}

/** Whether a date is still sold: SCHEDULED and not ended. */
export function dateOnSale(date: { status: string; startDate: Date; endDate: Date | null }, now: Date = new Date()): boolean {
  return date.status === 'SCHEDULED' && (date.endDate ?? date.startDate).getTime() > now.getTime();
}

/**
 * The date an event page shows: the one asked for (of another event: 422 on `date_id` when `strict`, else as if
 * none was asked), else the first upcoming SCHEDULED date, else the last date. With the event's number of dates.
 */
export async function shownDate(
  db: Db,
  eventId: number,
  dateId: number | undefined,
  strict: boolean,
): Promise<{ date: EventDateRow | null; count: number }> {
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(eventDates).where(eq(eventDates.eventId, eventId));
  const count = Number(counted?.count ?? 0);
  if (dateId !== undefined) {
    const [asked] = await db
      .select()
      .from(eventDates)
      .where(and(eq(eventDates.id, dateId), eq(eventDates.eventId, eventId)));
    if (asked) return { date: asked, count };
    if (strict) throw fieldError('date_id', 'validation.date_not_found');
  }
  const [upcoming] = await db
    .select()
    .from(eventDates)
    .where(
      and(
        eq(eventDates.eventId, eventId),
        eq(eventDates.status, 'SCHEDULED'),
        sql`coalesce(${eventDates.endDate}, ${eventDates.startDate}) > now()`,
      ),
    )
    .orderBy(asc(eventDates.startDate), asc(eventDates.id))
    .limit(1);
  if (upcoming) return { date: upcoming, count };
  const [last] = await db
    .select()
    .from(eventDates)
    .where(eq(eventDates.eventId, eventId))
    .orderBy(desc(eventDates.startDate), desc(eventDates.id))
    .limit(1);
  return { date: last ?? null, count };
}
