/**
 * Amounts in the major unit of their currency, for files people read (CSV reports, exports): the API keeps minor
 * units (docs/money.md). Exact: the digits are placed by string, never through a float.
 */

/** Known per currency: building an Intl.NumberFormat costs more than writing a row, and an export writes six amounts a row. */
const DIGITS = new Map<string, number>();

/** Digits after the decimal point in a currency (2 for EUR, 0 for JPY, 3 for KWD). */
export function fractionDigits(currency: string): number {
  let digits = DIGITS.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    DIGITS.set(currency, digits);
  }
  return digits;
}

/** `5008` EUR → "50.08"; `5008` JPY → "5008"; `-5` EUR → "-0.05". */
export function majorUnits(amount: number, currency: string): string {
  const digits = fractionDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(amount))).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
