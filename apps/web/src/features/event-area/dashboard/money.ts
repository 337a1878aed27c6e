/** Money arrives in the currency's minor unit (API.md); Intl knows how many decimals each currency has. */
export function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** fractionDigits(currency);
}

export function formatMinor(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajor(minor, currency));
  } catch {
    return `${toMajor(minor, currency).toFixed(fractionDigits(currency))} ${currency}`;
  }
}
