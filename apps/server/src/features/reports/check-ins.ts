import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf, timestampFromDriver } from '../../platform/db/client.js';
import { dateCounts, eventCounts } from '../events/check-in-counts.js';
import { num, type DbNumber } from './counting.js';
import type { EventReportScope } from './report-scope.js';

/**
 * Who may come and who came, per date, by the rule of the check-in lists' counts (events/check-in-counts.ts): a
 * date's own active attendees and every active pass holder; admitted are its own attendees checked in and the passes
 * admitted on it. The totals are the event's figures (a pass counts once), or the one date's. Days of sale do not
 * apply: an admission belongs to a date, not to the day its ticket was sold.
 */
export async function checkIns(db: Db, scope: EventReportScope) {
  const { event } = scope;
  const onlyDate = scope.dateId === null ? sql`` : sql` and d.id = ${scope.dateId}`;
  const result = await db.execute(sql`
    with own as (
      select a.event_date_id, count(*) as total, count(a.checked_in_at) as checked_in
      from attendees a where a.event_id = ${event.id} and a.status = 'ACTIVE' group by a.event_date_id),
    passes as (select count(*) as total from attendees a where a.event_id = ${event.id} and a.status = 'ACTIVE' and a.event_date_id is null),
    admitted as (
      select p.event_date_id, count(*) as admitted from pass_admissions p join attendees a on a.id = p.attendee_id
      where a.event_id = ${event.id} and a.status = 'ACTIVE' group by p.event_date_id)
    select d.id as date_id, d.start_date, d.label,
      (coalesce(own.total, 0) + (select total from passes))::bigint as total,
      (coalesce(own.checked_in, 0) + coalesce(admitted.admitted, 0))::bigint as checked_in
    from event_dates d left join own on own.event_date_id = d.id left join admitted on admitted.event_date_id = d.id
    where d.event_id = ${event.id}${onlyDate}
    order by d.start_date, d.id`);
  const rows = rowsOf<{ date_id: number; start_date: unknown; label: string | null; total: DbNumber; checked_in: DbNumber }>(result).map(
    (row) => ({
      date_id: Number(row.date_id),
      start_date: timestampFromDriver(row.start_date)?.toISOString() ?? null,
      label: row.label,
      total: num(row.total),
      checked_in: num(row.checked_in),
    }),
  );
  const counts = scope.dateId === null ? await eventCounts(db, event.id) : await dateCounts(db, event.id, scope.dateId);
  return { rows, totals: { total: counts.total, checked_in: counts.checkedIn } };
}
