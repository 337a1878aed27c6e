import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { num, soldOrders, type DbNumber, type SalesScope } from './counting.js';

interface TaxRow {
  tax_or_fee_id: number;
  name: string;
  type: 'TAX' | 'FEE';
  calculation_type: 'PERCENTAGE' | 'FIXED' | null;
  rate: DbNumber;
  currency: string;
  gross: DbNumber;
  refunded: DbNumber;
}

/**
 * Taxes and fees charged on sales, per tax or fee (by the rate it has now: a rate changed since counts under its
 * new figure, and the name kept on the line is shown), per currency. A refund gives back its share of each: an
 * amount times the part of the order refunded, rounded down (the refund is of the order, not of its taxes).
 */
export async function taxesAndFees(db: Db, sales: SalesScope) {
  const result = await db.execute(sql`
    with lists as (
      -- Most lines of an event carry the same few lists of taxes: the lines of sales without a refund are counted per
      -- list, and each list is read once; the lines of a sale with one are counted per list of that sale (lines with
      -- the same list have the same shares). One join of the lines to the sales; an empty list expands to nothing.
      select o.currency, i.taxes_and_fees as list, count(*) as lines,
        case when o.total_refunded <> 0 then o.id end as refunded_sale,
        min(o.total_refunded) as total_refunded, min(o.total_gross) as total_gross
      from orders o join order_items i on i.order_id = o.id
      where ${soldOrders(sales)}
      group by 1, 2, 4),
    amounts as (
      select x.id, min(x.name) as name, min(x.type) as type, l.currency, sum(x.amount * l.lines)::bigint as gross,
        coalesce(sum(floor(x.amount::numeric * l.total_refunded / nullif(l.total_gross, 0)) * l.lines), 0)::bigint as refunded
      from lists l cross join lateral jsonb_to_recordset(l.list) as x(id int, name text, type text, amount bigint)
      group by l.currency, x.id)
    select m.id as tax_or_fee_id, m.name, m.type, tf.calculation_type, tf.rate, m.currency, m.gross, m.refunded
    from amounts m left join taxes_and_fees tf on tf.id = m.id
    order by m.currency, m.type desc, m.name, m.id`);
  const rows = rowsOf<TaxRow>(result).map((row) => {
    const gross = num(row.gross);
    const refunded = num(row.refunded);
    const rate = row.rate === null ? null : num(row.rate);
    return {
      tax_or_fee_id: Number(row.tax_or_fee_id),
      name: row.name,
      type: row.type,
      calculation_type: row.calculation_type,
      // Stored in thousandths of a percent (docs/money.md), shown as a percent like the taxes' own API.
      rate: rate === null ? null : row.calculation_type === 'PERCENTAGE' ? rate / 1000 : rate,
      currency: row.currency,
      gross,
      refunded,
      net: gross - refunded,
    };
  });
  const totals = new Map<string, { currency: string; type: 'TAX' | 'FEE'; gross: number; refunded: number; net: number }>();
  for (const row of rows) {
    const key = `${row.currency} ${row.type}`;
    const sum = totals.get(key) ?? { currency: row.currency, type: row.type, gross: 0, refunded: 0, net: 0 };
    totals.set(key, { ...sum, gross: sum.gross + row.gross, refunded: sum.refunded + row.refunded, net: sum.net + row.net });
  }
  return { rows, totals: [...totals.values()] };
}
