import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { taxesAndFees, type FrozenLine, type orderItems } from '../../platform/db/schema.js';

type ItemRow = typeof orderItems.$inferSelect;

/**
 * An order's lines as an invoice prints them: one per ticket price with its net unit price (after the discount),
 * the percentage of its taxes and their amount; fees follow as lines of their own (taxes are not charged on fees,
 * docs/money.md). The net, tax and gross of the lines add up to the order's totals.
 */
export async function invoiceLinesOf(tx: Db, items: ItemRow[]): Promise<FrozenLine[]> {
  const ids = [...new Set(items.flatMap((item) => item.taxesAndFees.map((entry) => entry.id)))];
  const rates = ids.length
    ? await tx
        .select({ id: taxesAndFees.id, rate: taxesAndFees.rate, calculationType: taxesAndFees.calculationType })
        .from(taxesAndFees)
        .where(inArray(taxesAndFees.id, ids))
    : [];
  const percentOf = new Map(rates.filter((row) => row.calculationType === 'PERCENTAGE').map((row) => [row.id, row.rate]));
  const lines: FrozenLine[] = [];
  const fees = new Map<string, number>();
  for (const item of items) {
    const taxRate = item.taxesAndFees
      .filter((entry) => entry.type === 'TAX')
      .reduce((sum, entry) => sum + (percentOf.get(entry.id) ?? 0), 0);
    lines.push({
      description: item.priceLabel ? `${item.ticketTitle} — ${item.priceLabel}` : item.ticketTitle,
      quantity: item.quantity,
      unit_price: item.price,
      tax_rate: taxRate,
      tax: item.totalTax,
      total: item.totalBeforeAdditions + item.totalTax,
    });
    for (const entry of item.taxesAndFees) if (entry.type === 'FEE') fees.set(entry.name, (fees.get(entry.name) ?? 0) + entry.amount);
  }
  for (const [name, amount] of fees) lines.push({ description: name, quantity: 1, unit_price: amount, tax_rate: 0, tax: 0, total: amount });
  return lines;
}

export interface RateGroup {
  rate: number;
  gross: number;
  tax: number;
}

/** The lines' gross and tax per tax rate, in rate order. */
export function rateGroups(lines: FrozenLine[]): RateGroup[] {
  const groups = new Map<number, RateGroup>();
  for (const line of lines) {
    const group = groups.get(line.tax_rate) ?? { rate: line.tax_rate, gross: 0, tax: 0 };
    group.gross += line.total;
    group.tax += line.tax;
    groups.set(line.tax_rate, group);
  }
  return [...groups.values()].sort((a, b) => a.rate - b.rate);
}

/** round(value × numerator / denominator), half away from zero, in exact integers (docs/money.md, "Rounding"). */
export function share(value: number, numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  const product = BigInt(value) * BigInt(numerator);
  const d = BigInt(denominator);
  const negative = product < 0n !== d < 0n;
  const p = product < 0n ? -product : product;
  const q = d < 0n ? -d : d;
  const rounded = (p * 2n + q) / (q * 2n);
  return Number(negative ? -rounded : rounded);
}

export function totalsOf(lines: FrozenLine[]) {
  const totalGross = lines.reduce((sum, line) => sum + line.total, 0);
  const totalTax = lines.reduce((sum, line) => sum + line.tax, 0);
  return { totalGross, totalTax, totalNet: totalGross - totalTax };
}
