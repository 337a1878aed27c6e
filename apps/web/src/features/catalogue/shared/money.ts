/**
 * Amounts travel as integers in the currency's minor unit (1050 = 10.50 EUR);
 * people read and type them in major units. The currency decides how many
 * decimals there are (two for EUR, none for JPY), as Intl knows it.
 */

const fractionDigitsCache = new Map<string, number>();

export function currencyFractionDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = fractionDigitsCache.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    fractionDigitsCache.set(code, digits);
  }
  return digits;
}

export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyFractionDigits(currency));
}

export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyFractionDigits(currency);
}

export function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajorUnits(minor, currency));
  } catch {
    return `${toMajorUnits(minor, currency).toFixed(currencyFractionDigits(currency))} ${currency}`;
  }
}

/** The currency's sign as the user's language writes it, e.g. "€" or "US$". */
export function currencySymbol(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** The decimal separator of the user's language, so that "25,50" means what a German user expects. */
export function decimalSeparator(locale: string): string {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}

/** A percentage such as 19.5 in the user's language ("19,5 %" in German). */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(percent / 100);
}
