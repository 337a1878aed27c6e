import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { COUNTING_STATUSES, FIGURES, figuresOf, num, soldWithTickets, sumFigures, type DbNumber, type FigureColumns } from './counting.js';
import type { EventReportScope } from './report-scope.js';

/**
 * Sales made with each promo code (sales without one are not in this report), by the code the order kept: a code
 * deleted since still has its row. `discount` is what the code took off the prices of the orders still counting.
 */
export async function salesByPromoCode(db: Db, scope: EventReportScope) {
  const { event } = scope;
  const result = await db.execute(sql`
    with sold as (${soldWithTickets(scope.sales, sql`a.event_id = ${event.id}`)}),
    discounts as (
      select i.order_id, sum((i.price_before_discount - i.price) * i.quantity) as discount
      from order_items i join sold on sold.id = i.order_id
      where sold.promo_code is not null and sold.status in ${COUNTING_STATUSES}
      group by i.order_id)
    select min(sold.promo_code_id) as promo_code_id, min(sold.promo_code) as code, ${FIGURES},
      coalesce(sum(discounts.discount), 0)::bigint as discount
    from sold left join discounts on discounts.order_id = sold.id
    where sold.promo_code is not null
    group by upper(sold.promo_code) order by 2`);
  const rows = rowsOf<FigureColumns & { promo_code_id: number | null; code: string; discount: DbNumber }>(result).map((row) => ({
    promo_code_id: row.promo_code_id === null ? null : Number(row.promo_code_id),
    code: row.code,
    discount: num(row.discount),
    ...figuresOf(row),
  }));
  return { rows, totals: { ...sumFigures(rows), discount: rows.reduce((sum, row) => sum + row.discount, 0) } };
}
