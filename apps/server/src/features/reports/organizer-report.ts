import { sql, type SQL } from 'drizzle-orm';
import type { OrganizerReport, OrganizerReportKind, ReportQuery } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/client.js';
import { organizers } from '../../platform/db/schema.js';
import { findInAccount } from '../../platform/auth/scope.js';
import { fieldError } from '../../platform/errors.js';
import { DateTime } from 'luxon';
import { revenueByEvent } from './revenue-by-event.js';
import { taxesAndFees } from './taxes-and-fees.js';
import { rangeOf } from './report-scope.js';
import { inReportTransaction, type SalesScope } from './counting.js';

function checkDay(day: string | undefined, field: string): void {
  if (day !== undefined && !DateTime.fromISO(day).isValid) throw fieldError(field, 'validation.invalid_date');
}

/**
 * The organizer's sales: each event by its id, written out (ids from the database), so that the planner sees how
 * many sales each has (a subquery of the organizer's events it would guess at one event and a few hundred sales,
 * and answer 100,000 with nested loops); with days, each event's range of days as instants in its own time zone,
 * a range of `orders_event_completed_idx` rather than a time zone conversion per sale.
 */
function organizerSales(accountId: number, events: { id: number; timezone: string }[], query: Pick<ReportQuery, 'from' | 'to'>): SQL {
  if (events.length === 0) return sql`false`;
  if (!query.from && !query.to) {
    return sql`o.account_id = ${accountId} and o.event_id in (${sql.raw(events.map((e) => Number(e.id)).join(', '))})`;
  }
  const perEvent = events.map(({ id, timezone }) => {
    const { since, until } = rangeOf(query, timezone);
    const conditions = [sql`o.event_id = ${sql.raw(String(Number(id)))}`];
    if (since) conditions.push(sql`o.completed_at >= ${since.toISOString()}::timestamptz`);
    if (until) conditions.push(sql`o.completed_at < ${until.toISOString()}::timestamptz`);
    return sql`(${sql.join(conditions, sql` and `)})`;
  });
  return sql`o.account_id = ${accountId} and (${sql.join(perEvent, sql` or `)})`;
}

/** A report over every event of an organizer, each event's days in its own time zone. */
export async function organizerReport(
  ctx: AppContext,
  options: { accountId: number; organizerId: number; kind: OrganizerReportKind; query: Omit<ReportQuery, 'date_id'> },
): Promise<OrganizerReport> {
  await findInAccount(ctx.db, organizers, options.accountId, options.organizerId);
  const { from, to } = options.query;
  checkDay(from, 'from');
  checkDay(to, 'to');
  if (from && to && to < from) throw fieldError('to', 'validation.end_before_start');
  const eventWhere = sql`e.organizer_id = ${options.organizerId} and e.account_id = ${options.accountId}`;
  const events = rowsOf<{ id: number; timezone: string }>(
    await ctx.db.execute(sql`select e.id, e.timezone from events e where ${eventWhere} order by e.id`),
  );
  const sales: SalesScope = { where: organizerSales(options.accountId, events, { from, to }) };
  const eventIds = events.length === 0 ? sql`false` : sql`a.event_id in (${sql.raw(events.map((e) => Number(e.id)).join(', '))})`;
  const range = { from: from ?? null, to: to ?? null };
  if (options.kind === 'revenue-by-event') {
    const report = await inReportTransaction(ctx.db, (tx) => revenueByEvent(tx, sales, eventWhere, eventIds));
    return { kind: options.kind, ...range, ...report };
  }
  return { kind: options.kind, ...range, ...(await inReportTransaction(ctx.db, (tx) => taxesAndFees(tx, sales))) };
}
