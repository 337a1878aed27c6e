import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { COUNTING_STATUSES, figuresOf, soldOrders, type FigureColumns } from './counting.js';
import type { EventReportScope } from './report-scope.js';

/**
 * A sale's refunds shared between its lines in proportion to their gross, rounded down, the rest of the rounding
 * going to its last line: the lines' refunds add up to the order's exactly, so the rows add up to the totals.
 */
const LINE_REFUNDED = sql.raw(`floor(i.total_gross::numeric * o.total_refunded / nullif(o.total_gross, 0))`);

/**
 * Sales per ticket and price: the lines sold (one per price in an order, the checkout refuses a price twice), what
 * they came to, their share of refunds, their valid tickets. Shares are worked out only for sales with refunds. The
 * lines and tickets are read from covering indexes alone and joined to the sales in one pass; a row's ticket title
 * and price label are those its price's latest line kept (one line read, not a title per line).
 */
export async function salesByTicket(db: Db, scope: EventReportScope) {
  const { event } = scope;
  const refunded = { ...scope.sales, where: sql`${scope.sales.where} and o.total_refunded > 0` };
  const result = await db.execute(sql`
    with lines as (
      -- The lines and the active tickets of the sales, stacked and joined to their orders once.
      select x.ticket_price_id, max(x.ticket_id) as ticket_id,
        count(*) filter (where x.line and o.status in ${COUNTING_STATUSES})::int as orders,
        sum(x.gross)::bigint as gross, count(*) filter (where not x.line)::bigint as tickets
      from orders o join (
        select i.order_id, i.ticket_price_id, i.ticket_id, i.total_gross as gross, true as line from order_items i
        union all
        select a.order_id, a.ticket_price_id, null, 0, false from attendees a where a.event_id = ${event.id} and a.status = 'ACTIVE') x
        on x.order_id = o.id
      where ${soldOrders(scope.sales)}
      group by 1
      having count(*) filter (where x.line) > 0),
    shares as (
      select i.ticket_price_id, coalesce(${LINE_REFUNDED}, 0)
          + case when row_number() over (partition by i.order_id order by i.id desc) = 1
              then o.total_refunded - coalesce(sum(${LINE_REFUNDED}) over (partition by i.order_id), 0) else 0 end as refunded
      from orders o join order_items i on i.order_id = o.id
      where ${soldOrders(refunded)}),
    refunds as (select ticket_price_id, sum(refunded) as refunded from shares group by 1)
    select false as is_total, l.ticket_id, l.ticket_price_id as price_id, n.ticket_title, n.price_label, l.orders,
      l.tickets, l.gross, coalesce(r.refunded, 0)::bigint as refunded
    from lines l left join refunds r on r.ticket_price_id = l.ticket_price_id
    cross join lateral (
      select x.ticket_title, x.price_label from order_items x where x.ticket_price_id = l.ticket_price_id
      order by x.ticket_price_id desc, x.id desc limit 1) n
    union all
    -- The totals, in the same statement (one round trip): an order with lines of two prices is one order in them.
    select true, null, null, null, null, count(*) filter (where o.status in ${COUNTING_STATUSES})::int, 0,
      coalesce(sum(o.total_gross), 0)::bigint, coalesce(sum(o.total_refunded), 0)::bigint
    from orders o where ${soldOrders(scope.sales)}
    order by 1, 4, 5 nulls first, 3`);
  const all = rowsOf<
    FigureColumns & { is_total: boolean; ticket_id: number; price_id: number; ticket_title: string; price_label: string | null }
  >(result);
  const rows = all
    .filter((row) => !row.is_total)
    .map((row) => ({
      ticket_id: Number(row.ticket_id),
      ticket_title: row.ticket_title,
      price_id: Number(row.price_id),
      price_label: row.price_label || null,
      ...figuresOf(row),
    }));
  const sum = figuresOf(all.find((row) => row.is_total) ?? { orders: 0, tickets: 0, gross: 0, refunded: 0 });
  return { rows, totals: { ...sum, tickets: rows.reduce((total, row) => total + row.tickets, 0) } };
}
