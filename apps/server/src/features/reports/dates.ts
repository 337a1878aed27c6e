import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf, timestampFromDriver } from '../../platform/db/client.js';
import { FIGURES, figuresOf, groupedFigures, sumFigures, type FigureColumns } from './counting.js';
import type { EventReportScope } from './report-scope.js';

/** Sales per date of the event, every date listed (those without sales at zero), in the order they take place. */
export async function salesByDate(db: Db, scope: EventReportScope) {
  const { event } = scope;
  const onlyDate = scope.dateId === null ? sql`` : sql` and d.id = ${scope.dateId}`;
  const result = await db.execute(sql`
    select d.id as date_id, d.start_date, d.label, d.status, ${FIGURES}
    from event_dates d left join ${groupedFigures(scope.sales, sql`o.event_date_id`, sql`a.event_id = ${event.id}`)} g on g.key = d.id
    where d.event_id = ${event.id}${onlyDate}
    order by d.start_date, d.id`);
  const rows = rowsOf<FigureColumns & { date_id: number; start_date: unknown; label: string | null; status: string }>(result).map(
    (row) => ({
      date_id: Number(row.date_id),
      start_date: timestampFromDriver(row.start_date)?.toISOString() ?? '',
      label: row.label,
      status: row.status,
      ...figuresOf(row),
    }),
  );
  return { rows, totals: sumFigures(rows) };
}
