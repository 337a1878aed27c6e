import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { figuresOf, groupedFigures, sumFigures, type FigureColumns } from './counting.js';
import type { EventReportScope } from './report-scope.js';

/**
 * The quarter hour a sale was made in. Every zone offset in use is a whole number of quarter hours, so all the sales
 * of a quarter hour fall on the same local day: grouping by it first is plain arithmetic per sale, and the costly
 * conversion to the event's time zone is made once per quarter hour rather than once per sale.
 */
const QUARTER = sql.raw(`date_bin('15 minutes', o.completed_at, timestamptz '2000-01-01 00:00:00+00')`);

/**
 * Sales by the day they were made, in the event's time zone (the sales chart's days). Each sale is on one day with
 * what was refunded of it since: the figures of a day are what its sales came to, not the money that moved that day.
 */
export async function salesByDay(db: Db, scope: EventReportScope) {
  const result = await db.execute(sql`
    select to_char((g.key at time zone ${scope.event.timezone})::date, 'YYYY-MM-DD') as day, sum(g.orders)::int as orders,
      sum(g.tickets)::bigint as tickets, sum(g.gross)::bigint as gross, sum(g.refunded)::bigint as refunded
    from ${groupedFigures(scope.sales, QUARTER, sql`a.event_id = ${scope.event.id}`)} g
    group by 1 order by 1`);
  const rows = rowsOf<FigureColumns & { day: string }>(result).map((row) => ({ day: row.day, ...figuresOf(row) }));
  return { rows, totals: sumFigures(rows) };
}
