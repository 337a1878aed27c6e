/** GET /events/{id}/stats?date_id=: the figures of one date, counted from its orders (API.md "Dates"). */
import { eq, sql } from 'drizzle-orm';
import type { EventStats } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/client.js';
import { eventDates } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { inAccount } from '../../platform/auth/scope.js';
import { loadEvent } from './load-event.js';
import { lastDaysIn } from './event-stats.js';

const CHART_DAYS = 30;

interface Figures {
  tickets_sold: number;
  orders_created: number;
  sales_total_gross: number;
  total_fee: number;
  total_tax: number;
  total_refunded: number;
}

const ZERO: Figures = { tickets_sold: 0, orders_created: 0, sales_total_gross: 0, total_fee: 0, total_tax: 0, total_refunded: 0 };

/**
 * The event's figures by the same rules, for the orders of one date: sales are its orders that were completed (a
 * later cancellation or refund keeps them counted, as in the event's totals), tickets sold its active tickets of
 * those sales, refunds what was refunded of them, and check-ins its own tickets checked in plus the passes admitted
 * on that date. Days are the event's time zone's, by completion (sales) and by refund (refunds).
 */
export async function eventDateStats(ctx: AppContext, accountId: number, eventId: number, dateId: number): Promise<EventStats> {
  const event = await loadEvent(ctx.db, accountId, eventId);
  const [date] = await ctx.db
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(inAccount(eventDates, accountId, eq(eventDates.eventId, eventId), eq(eventDates.id, dateId)));
  if (!date) throw notFound();
  const days = lastDaysIn(event.timezone, CHART_DAYS);
  const tz = event.timezone;
  const salesOf = (day: boolean) =>
    sql`SELECT ${day ? sql`to_char(o.completed_at AT TIME ZONE ${tz}, 'YYYY-MM-DD')` : sql`NULL`} AS day,
        count(*)::int AS orders_created,
        coalesce(sum(o.total_gross), 0)::bigint AS sales_total_gross,
        coalesce(sum(o.total_fee), 0)::bigint AS total_fee,
        coalesce(sum(o.total_tax), 0)::bigint AS total_tax,
        coalesce(sum((SELECT count(*) FROM attendees a WHERE a.order_id = o.id AND a.status = 'ACTIVE')), 0)::int AS tickets_sold,
        coalesce(sum(o.total_refunded), 0)::bigint AS total_refunded
      FROM orders o
      WHERE o.event_id = ${eventId} AND o.event_date_id = ${dateId} AND o.completed_at IS NOT NULL
      ${day ? sql`AND o.completed_at >= now() - interval '32 days' GROUP BY 1` : sql``}`;
  type SalesRow = { day: string | null } & Record<keyof Figures, number | string>;
  const [total] = rowsOf<SalesRow>(await ctx.db.execute(salesOf(false)));
  const sales = rowsOf<SalesRow>(await ctx.db.execute(salesOf(true)));
  const refunds = rowsOf<{ day: string; total_refunded: number | string }>(
    await ctx.db.execute(sql`
      SELECT to_char(r.created_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS day, sum(r.amount)::bigint AS total_refunded
      FROM order_refunds r JOIN orders o ON o.id = r.order_id
      WHERE o.event_id = ${eventId} AND o.event_date_id = ${dateId} AND r.status = 'SUCCEEDED' AND r.created_at >= now() - interval '32 days'
      GROUP BY 1`),
  );
  const [checkIns] = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`
      SELECT (SELECT count(*) FROM attendees a WHERE a.event_date_id = ${dateId} AND a.status = 'ACTIVE' AND a.checked_in_at IS NOT NULL)
        + (SELECT count(*) FROM pass_admissions p WHERE p.event_date_id = ${dateId}) AS n`),
  );
  const figures = (row: Record<string, unknown> | undefined): Figures =>
    row
      ? {
          tickets_sold: Number(row.tickets_sold),
          orders_created: Number(row.orders_created),
          sales_total_gross: Number(row.sales_total_gross),
          total_fee: Number(row.total_fee),
          total_tax: Number(row.total_tax),
          total_refunded: 0,
        }
      : ZERO;
  const byDay = new Map(sales.map((row) => [row.day, row]));
  const refundsByDay = new Map(refunds.map((row) => [row.day, Number(row.total_refunded)]));
  const totals = figures(total);
  return {
    currency: event.currency,
    totals: {
      ...totals,
      total_refunded: Number(total?.total_refunded ?? 0),
      attendees_registered: totals.tickets_sold,
      check_ins: Number(checkIns?.n ?? 0),
    },
    daily: days.map((day) => ({ date: day, ...figures(byDay.get(day)), total_refunded: refundsByDay.get(day) ?? 0 })),
  };
}
