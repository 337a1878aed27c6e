import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { taxesAndFees, ticketTaxesAndFees } from '../../platform/db/schema.js';
import type { PricingTaxOrFee } from './price-order.js';

/** The active taxes and fees of each ticket, as the pricing function takes them. */
export async function taxesByTicket(tx: Db, ticketIds: number[]): Promise<Map<number, PricingTaxOrFee[]>> {
  const rows = await tx
    .select({ ticketId: ticketTaxesAndFees.ticketId, tax: taxesAndFees })
    .from(ticketTaxesAndFees)
    .innerJoin(taxesAndFees, eq(taxesAndFees.id, ticketTaxesAndFees.taxAndFeeId))
    .where(inArray(ticketTaxesAndFees.ticketId, ticketIds));
  const map = new Map<number, PricingTaxOrFee[]>();
  for (const row of rows) {
    if (!row.tax.isActive) continue;
    const list = map.get(row.ticketId) ?? [];
    list.push({ id: row.tax.id, name: row.tax.name, type: row.tax.type, calculationType: row.tax.calculationType, rate: row.tax.rate });
    map.set(row.ticketId, list);
  }
  return map;
}
