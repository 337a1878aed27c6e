import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ReportQuery } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { eventDates } from '../../platform/db/schema.js';
import { inAccount } from '../../platform/auth/scope.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { loadEvent } from '../events/load-event.js';
import type { EventRow } from '../events/present-event.js';
import type { SalesScope } from './counting.js';

/** An event's report request, checked: the event, its days turned into instants, the date of the event. */
export interface EventReportScope {
  event: EventRow;
  sales: SalesScope;
  from: string | null;
  to: string | null;
  dateId: number | null;
}

/** The first instant of a calendar day in a time zone (422 on `field` for a day that does not exist). */
export function startOfDay(day: string, timezone: string, field: string): Date {
  const start = DateTime.fromISO(day, { zone: timezone }).startOf('day');
  if (!start.isValid) throw fieldError(field, 'validation.invalid_date');
  return start.toJSDate();
}

/** A range of days, inclusive at both ends, as the instants [since, until) in `timezone`. */
export function rangeOf(query: Pick<ReportQuery, 'from' | 'to'>, timezone: string): { since?: Date; until?: Date } {
  const since = query.from ? startOfDay(query.from, timezone, 'from') : undefined;
  const until = query.to
    ? DateTime.fromJSDate(startOfDay(query.to, timezone, 'to'), { zone: timezone })
        .plus({ days: 1 })
        .toJSDate()
    : undefined;
  if (query.from && query.to && query.to < query.from) throw fieldError('to', 'validation.end_before_start');
  return { since, until };
}

export async function eventReportScope(db: Db, accountId: number, eventId: number, query: ReportQuery): Promise<EventReportScope> {
  const event = await loadEvent(db, accountId, eventId);
  const range = rangeOf(query, event.timezone);
  if (query.date_id !== undefined) {
    const [date] = await db
      .select({ id: eventDates.id })
      .from(eventDates)
      .where(inAccount(eventDates, accountId, and(eq(eventDates.eventId, eventId), eq(eventDates.id, query.date_id))));
    if (!date) throw notFound();
  }
  return {
    event,
    // The account is named as well as the event: one scope helper for every query (platform/auth/scope.ts).
    sales: { where: sql`o.event_id = ${eventId} and o.account_id = ${accountId}`, ...range, dateId: query.date_id },
    from: query.from ?? null,
    to: query.to ?? null,
    dateId: query.date_id ?? null,
  };
}
