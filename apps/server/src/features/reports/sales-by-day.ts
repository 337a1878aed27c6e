import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { FIGURES, figuresOf, groupedFigures, sumFigures, type FigureColumns } from './counting.js';
import type { EventReportScope } from './report-scope.js';

/**
 * Sales by the day they were made, in the event's time zone (the sales chart's days). Each sale is on one day with
 * what was refunded of it since: the figures of a day are what its sales came to, not the money that moved that day.
 */
export async function salesByDay(db: Db, scope: EventReportScope) {
  const day = sql`to_char((o.completed_at at time zone ${scope.event.timezone})::date, 'YYYY-MM-DD')`;
  const result = await db.execute(sql`
    select g.key as day, ${FIGURES}
    from ${groupedFigures(scope.sales, day, sql`a.event_id = ${scope.event.id}`)} g order by 1`);
  const rows = rowsOf<FigureColumns & { day: string }>(result).map((row) => ({ day: row.day, ...figuresOf(row) }));
  return { rows, totals: sumFigures(rows) };
}
