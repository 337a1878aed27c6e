import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { FIGURES, figuresOf, soldWithTickets, sumFigures, type FigureColumns } from './counting.js';
import type { EventReportScope } from './report-scope.js';

/**
 * Sales by the day they were made, in the event's time zone (the sales chart's days). Each sale is on one day with
 * what was refunded of it since: the figures of a day are what its sales came to, not the money that moved that day.
 */
export async function salesByDay(db: Db, scope: EventReportScope) {
  const tz = scope.event.timezone;
  const result = await db.execute(sql`
    with sold as (${soldWithTickets(scope.sales, sql`a.event_id = ${scope.event.id}`)})
    select to_char((sold.completed_at at time zone ${tz})::date, 'YYYY-MM-DD') as day, ${FIGURES}
    from sold group by 1 order by 1`);
  const rows = rowsOf<FigureColumns & { day: string }>(result).map((row) => ({ day: row.day, ...figuresOf(row) }));
  return { rows, totals: sumFigures(rows) };
}
