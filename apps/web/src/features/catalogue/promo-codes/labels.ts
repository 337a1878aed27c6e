import { t } from '@lingui/core/macro';
import type { PromoCode } from '@stagedoor/contracts';
import { formatMoney, formatPercent } from '../shared/money';

export function discountTypeLabels(): Record<PromoCode['discount_type'], string> {
  return { NONE: t`No discount`, PERCENTAGE: t`Percentage`, FIXED: t`Fixed amount` };
}

/** "10 % off", "€5.00 off each ticket", or "No discount" (a code that only unlocks hidden tickets). */
export function describeDiscount(code: Pick<PromoCode, 'discount_type' | 'discount'>, currency: string, locale: string): string {
  if (code.discount_type === 'PERCENTAGE') {
    const percent = formatPercent(code.discount, locale);
    return t`${percent} off`;
  }
  if (code.discount_type === 'FIXED') {
    const amount = formatMoney(code.discount, currency, locale);
    return t`${amount} off each ticket`;
  }
  return t`No discount`;
}

/** "3 / 100", or "3 / unlimited". */
export function describeUsage(code: Pick<PromoCode, 'usage_count' | 'max_allowed_usages'>): string {
  const used = code.usage_count;
  if (code.max_allowed_usages === null) return t`${used} / unlimited`;
  const limit = code.max_allowed_usages;
  return `${used} / ${limit}`;
}

export const copyLabel = (code: string) => t`Copy the event link with ${code}`;
