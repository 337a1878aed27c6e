import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { FIGURES, figuresOf, groupedFigures, sumFigures, type FigureColumns } from './counting.js';
import type { EventReportScope } from './report-scope.js';

/** Sales brought by each affiliate of the event (sales without an affiliate are not in this report). */
export async function salesByAffiliate(db: Db, scope: EventReportScope) {
  const { event } = scope;
  const result = await db.execute(sql`
    select f.id as affiliate_id, f.code, f.name, ${FIGURES}
    from affiliates f left join ${groupedFigures(scope.sales, sql`o.affiliate_id`, sql`a.event_id = ${event.id}`)} g on g.key = f.id
    where f.event_id = ${event.id}
    order by lower(f.code), f.id`);
  const rows = rowsOf<FigureColumns & { affiliate_id: number; code: string; name: string }>(result).map((row) => ({
    affiliate_id: Number(row.affiliate_id),
    code: row.code,
    name: row.name,
    ...figuresOf(row),
  }));
  return { rows, totals: sumFigures(rows) };
}
