import { t } from '@lingui/core/macro';
import type { TaxAndFee } from '@stagedoor/contracts';
import { formatMoney, formatPercent } from '../shared/money';

export function kindLabels(): Record<TaxAndFee['type'], string> {
  return { TAX: t`Tax`, FEE: t`Fee` };
}

export function calculationLabels(): Record<TaxAndFee['calculation_type'], string> {
  return { PERCENTAGE: t`Percentage`, FIXED: t`Fixed amount` };
}

/** "7 %" or "€1.00 per ticket". */
export function formatRate(item: Pick<TaxAndFee, 'calculation_type' | 'rate'>, currency: string, locale: string): string {
  if (item.calculation_type === 'PERCENTAGE') return formatPercent(item.rate, locale);
  const amount = formatMoney(item.rate, currency, locale);
  return t`${amount} per ticket`;
}
