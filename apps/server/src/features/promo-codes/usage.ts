import { and, eq, getTableName, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orders, promoCodes } from '../../platform/db/schema.js';
import { orderHoldsStock } from '../tickets/availability.js';

/**
 * How often a promo code is used: the orders placed with it that hold stock
 * (paid, being paid, or reserved and not yet timed out). A correlated subquery on
 * `promo_codes`, so that lists can select and sort by it.
 */
export function usageCountSql(): SQL<number> {
  // Spelled out in full: in the field list of a one-table select, drizzle leaves column names unqualified.
  const outerId = sql`${sql.identifier(getTableName(promoCodes))}.${sql.identifier(promoCodes.id.name)}`;
  return sql<number>`(select count(*)::int from ${orders} where ${orders.promoCodeId} = ${outerId} and ${orderHoldsStock()})`;
}

/** The usage of one code; `ignoreOrderId` leaves out an order that is re-checking its own code. */
export async function usageOf(db: Db, promoCodeId: number, ignoreOrderId?: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(eq(orders.promoCodeId, promoCodeId), orderHoldsStock(), ignoreOrderId === undefined ? undefined : ne(orders.id, ignoreOrderId)),
    );
  return Number(row?.used ?? 0);
}
