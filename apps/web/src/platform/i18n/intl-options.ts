/** Currencies and time zones known to the browser, named in the user's language. */

const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'BRL', 'CNY', 'JPY', 'SEK', 'NOK', 'DKK', 'PLN', 'MXN'];

export interface SelectOption {
  value: string;
  label: string;
}

function supported(kind: 'currency' | 'timeZone', fallback: string[]): string[] {
  try {
    return Intl.supportedValuesOf(kind);
  } catch {
    return fallback;
  }
}

export function currencyOptions(locale: string): SelectOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = null;
  }
  const codes = supported('currency', COMMON_CURRENCIES);
  return codes.map((code) => ({ value: code, label: `${code} · ${names?.of(code) ?? code}` }));
}

/** Every known time zone, plus `current` when the browser's list lacks it (Chromium omits `UTC`). */
export function timezoneOptions(current?: string): string[] {
  const zones = supported('timeZone', ['UTC']);
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
