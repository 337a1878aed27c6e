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
    with amounts as (
      select x.id, min(x.name) as name, min(x.type) as type, o.currency, sum(x.amount)::bigint as gross,
        -- Most sales have no refund: their share is worked out only when there is one.
        sum(case when o.total_refunded = 0 then 0 else floor(x.amount::numeric * o.total_refunded / nullif(o.total_gross, 0)) end)::bigint
          as refunded
      from orders o join order_items i on i.order_id = o.id
      cross join lateral jsonb_to_recordset(i.taxes_and_fees) as x(id int, name text, type text, amount bigint)
      where ${soldOrders(sales)} and i.taxes_and_fees <> '[]'::jsonb
      group by o.currency, x.id)
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
