import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventDates } from '../../platform/db/schema.js';
import { publicDatesOf } from '../event-dates/public-dates.js';

/** A date as GET /api/public/events/{id}/dates lists it (API.md "Dates"). */
export interface PageDate {
  id: number;
  start_date: string;
  end_date: string | null;
  label: string | null;
  status: 'SCHEDULED' | 'CANCELLED';
  availability: 'ON_SALE' | 'SOLD_OUT' | 'NOT_ON_SALE' | 'CANCELLED';
}

export interface PageDatesList {
  data: PageDate[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/** What the page of an event with several dates shows of them. */
export interface EventPageDates {
  count: number;
  /** The date whose tickets the page shows: the address's, else the first upcoming one. */
  shown: PageDate | null;
  /** The first page of the dates from `now` on, as the picker lists them. */
  upcoming: PageDatesList;
  now: Date;
}

/** Dates the page lists at first (the public list's default page size). */
export const PAGE_DATES = 20;

const notEnded = (now: Date) => gt(sql`coalesce(${eventDates.endDate}, ${eventDates.startDate})`, now);

/**
 * The dates of the event page (API.md "Dates"): how many the event has and, when it has several, the first
 * page of those not yet ended and the date the page shows (`dateId` when it is one of the event's).
 */
export async function eventPageDates(db: Db, eventId: number, dateId: number | null, now = new Date()): Promise<EventPageDates> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(eventDates).where(eq(eventDates.eventId, eventId));
  if (total <= 1)
    return {
      count: total,
      shown: null,
      upcoming: { data: [], meta: { current_page: 1, per_page: PAGE_DATES, total: 0, last_page: 1 } },
      now,
    };
  const upcomingWhere = and(eq(eventDates.eventId, eventId), notEnded(now));
  const [{ upcomingTotal } = { upcomingTotal: 0 }] = await db.select({ upcomingTotal: count() }).from(eventDates).where(upcomingWhere);
  const rows = await db
    .select()
    .from(eventDates)
    .where(upcomingWhere)
    .orderBy(asc(eventDates.startDate), asc(eventDates.id))
    .limit(PAGE_DATES);
  const asked = dateId
    ? ((
        await db
          .select()
          .from(eventDates)
          .where(and(eq(eventDates.eventId, eventId), eq(eventDates.id, dateId)))
      )[0] ?? null)
    : null;
  // Without a date of its own, the page shows the first date still on sale, else the first not yet ended.
  const first = rows.find((row) => row.status === 'SCHEDULED') ?? rows[0] ?? null;
  const shown = asked ?? first;
  const listed = await publicDatesOf(db, eventId, shown && !rows.some((row) => row.id === shown.id) ? [...rows, shown] : rows, now);
  return {
    count: total,
    shown: listed.find((date) => date.id === shown?.id) ?? null,
    upcoming: {
      data: listed.filter((date) => rows.some((row) => row.id === date.id)),
      meta: { current_page: 1, per_page: PAGE_DATES, total: upcomingTotal, last_page: Math.max(1, Math.ceil(upcomingTotal / PAGE_DATES)) },
    },
    now,
  };
}
