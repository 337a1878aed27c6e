import type { TaxAndFee } from '@stagedoor/contracts';
import type { taxesAndFees } from '../../platform/db/schema.js';

export type TaxAndFeeRow = typeof taxesAndFees.$inferSelect;

/** Percentages are kept in thousandths of a percent (docs/money.md) and shown as a percent: 19500 → 19.5. */
export function storedRate(calculationType: TaxAndFeeRow['calculationType'], rate: number): number {
  return calculationType === 'PERCENTAGE' ? Math.round(rate * 1000) : rate;
}

export function presentTaxAndFee(row: TaxAndFeeRow): TaxAndFee {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    calculation_type: row.calculationType,
    rate: row.calculationType === 'PERCENTAGE' ? row.rate / 1000 : row.rate,
    is_default: row.isDefault,
    is_active: row.isActive,
  };
}
