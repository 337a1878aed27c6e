import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { FIGURES, figuresOf, groupedFigures, sumFigures, type FigureColumns, type SalesScope } from './counting.js';

/** Sales per event of an organizer, every event listed; totals per currency, since events may sell in several. */
/** `attendeeWhere`: the organizer's events, as a condition on the attendee `a`. */
export async function revenueByEvent(db: Db, sales: SalesScope, eventWhere: SQL, attendeeWhere: SQL) {
  const result = await db.execute(sql`
    select e.id as event_id, e.title, e.currency, ${FIGURES}
    from events e
    left join ${groupedFigures(sales, sql`o.event_id`, attendeeWhere)} g on g.key = e.id
    where ${eventWhere}
    order by e.start_date nulls last, e.id`);
  const rows = rowsOf<FigureColumns & { event_id: number; title: string; currency: string }>(result).map((row) => ({
    event_id: Number(row.event_id),
    title: row.title,
    currency: row.currency,
    ...figuresOf(row),
  }));
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const totals = currencies.map((currency) => ({ currency, ...sumFigures(rows.filter((row) => row.currency === currency)) }));
  return { rows, totals };
}
