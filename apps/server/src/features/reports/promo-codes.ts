import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import {
  COUNTING_STATUSES,
  FIGURES,
  figuresOf,
  groupedFigures,
  num,
  soldOrders,
  sumFigures,
  type DbNumber,
  type FigureColumns,
} from './counting.js';
import type { EventReportScope } from './report-scope.js';

/**
 * Sales made with each promo code (sales without one are not in this report), by the code the order kept, whatever
 * its case: a code deleted since still has its row. `discount` is what the code took off the prices of the orders
 * still counting.
 */
export async function salesByPromoCode(db: Db, scope: EventReportScope) {
  const { event } = scope;
  const withCode = { ...scope.sales, where: sql`${scope.sales.where} and o.promo_code is not null` };
  const result = await db.execute(sql`
    with discounts as (
      select upper(o.promo_code) as key, min(o.promo_code) as code, min(o.promo_code_id) as promo_code_id,
        sum((i.price_before_discount - i.price) * i.quantity) as discount
      from orders o join order_items i on i.order_id = o.id
      where ${soldOrders(withCode)} and o.status in ${COUNTING_STATUSES}
      group by 1)
    select coalesce(d.promo_code_id, (select min(o.promo_code_id) from orders o where ${soldOrders(withCode)} and upper(o.promo_code) = g.key)) as promo_code_id,
      coalesce(d.code, g.key) as code, ${FIGURES}, coalesce(d.discount, 0)::bigint as discount
    from ${groupedFigures(withCode, sql`upper(o.promo_code)`, sql`a.event_id = ${event.id}`)} g
    left join discounts d on d.key = g.key
    order by 2`);
  const rows = rowsOf<FigureColumns & { promo_code_id: number | null; code: string; discount: DbNumber }>(result).map((row) => ({
    promo_code_id: row.promo_code_id === null ? null : Number(row.promo_code_id),
    code: row.code,
    discount: num(row.discount),
    ...figuresOf(row),
  }));
  return { rows, totals: { ...sumFigures(rows), discount: rows.reduce((sum, row) => sum + row.discount, 0) } };
}
