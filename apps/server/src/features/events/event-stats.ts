import { and, eq, gte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { EventCheckInStats, EventStats } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { eventDailyStatistics, eventDates, eventStatistics } from '../../platform/db/schema.js';
import { inAccount } from '../../platform/auth/scope.js';
import { notFound } from '../../platform/errors.js';
import { loadEvent } from './load-event.js';
import { dateCounts, eventCounts } from './check-in-counts.js';

const CHART_DAYS = 30;

/** A calendar day (YYYY-MM-DD) in a time zone. */
export function dayIn(timezone: string, at: Date): string {
  return isoDay(DateTime.fromJSDate(at, { zone: timezone }));
}

function isoDay(at: DateTime): string {
  const day = at.toISODate();
  if (day === null) throw new RangeError(`Invalid time zone or date: ${at.invalidExplanation ?? at.invalidReason}`);
  return day;
}

/**
 * The last `count` calendar days in a time zone, oldest first, ending today. Counted in days, not in 24-hour
 * steps, so that a day of 23 or 25 hours (a change to or from summer time) is neither skipped nor repeated.
 */
export function lastDaysIn(timezone: string, count: number, now = new Date()): string[] {
  const today = DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
  return Array.from({ length: count }, (_, index) => isoDay(today.minus({ days: count - 1 - index })));
}

const ZERO = { tickets_sold: 0, orders_created: 0, sales_total_gross: 0, total_fee: 0, total_tax: 0, total_refunded: 0 };

/** Totals and the last 30 days of sales, day by day in the event's time zone (days without sales are zero). */
export async function eventStats(ctx: AppContext, accountId: number, eventId: number): Promise<EventStats> {
  const event = await loadEvent(ctx.db, accountId, eventId);
  const days = lastDaysIn(event.timezone, CHART_DAYS);
  const [totals] = await ctx.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, eventId));
  const rows = await ctx.db
    .select()
    .from(eventDailyStatistics)
    .where(and(eq(eventDailyStatistics.eventId, eventId), gte(eventDailyStatistics.date, days[0]!)));
  const byDay = new Map(rows.map((row) => [row.date, row]));
  // Check-ins are counted from the attendees, as on the check-in card and the lists (check-in-counts.ts).
  const checkIns = await eventCounts(ctx.db, eventId);
  return {
    currency: event.currency,
    totals: {
      tickets_sold: totals?.ticketsSold ?? 0,
      orders_created: totals?.ordersCreated ?? 0,
      sales_total_gross: totals?.salesTotalGross ?? 0,
      total_fee: totals?.totalFee ?? 0,
      total_tax: totals?.totalTax ?? 0,
      total_refunded: totals?.totalRefunded ?? 0,
      attendees_registered: totals?.attendeesRegistered ?? 0,
      check_ins: checkIns.checkedIn,
    },
    daily: days.map((date) => {
      const row = byDay.get(date);
      return row
        ? {
            date,
            tickets_sold: row.ticketsSold,
            orders_created: row.ordersCreated,
            sales_total_gross: row.salesTotalGross,
            total_fee: row.totalFee,
            total_tax: row.totalTax,
            total_refunded: row.totalRefunded,
          }
        : { date, ...ZERO };
    }),
  };
}

/** Counted from the attendees by the rule of the check-in lists' counts, so the dashboard and the lists agree. */
export async function eventCheckInStats(ctx: AppContext, accountId: number, eventId: number, dateId?: number): Promise<EventCheckInStats> {
  await loadEvent(ctx.db, accountId, eventId);
  if (dateId !== undefined) {
    const [date] = await ctx.db
      .select({ id: eventDates.id })
      .from(eventDates)
      .where(inAccount(eventDates, accountId, eq(eventDates.eventId, eventId), eq(eventDates.id, dateId)));
    if (!date) throw notFound();
  }
  const counts = dateId === undefined ? await eventCounts(ctx.db, eventId) : await dateCounts(ctx.db, eventId, dateId);
  return { total_attendees: counts.total, checked_in: counts.checkedIn };
}
