/**
 * The format of an EU VAT identification number, per member state: the country prefix and the national pattern
 * (the published VIES formats). Only the format is checked; nothing is looked up online (docs/money.md, "Invoices").
 */
const EU_VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  // Northern Ireland keeps EU VAT rules for goods.
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** A VAT id as written on documents: upper case, without spaces, dots or dashes. */
export function normalizeVatId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/** The EU member state of a VAT id (`EL` for Greece), or null when its prefix is no EU country. */
export function vatIdCountry(value: string): string | null {
  const prefix = normalizeVatId(value).slice(0, 2);
  return Object.hasOwn(EU_VAT_PATTERNS, prefix) ? prefix : null;
}

/**
 * Whether a tax id is well formed: one with an EU country prefix must match that country's pattern; any other
 * (a tax id outside the EU) is 4 to 20 letters and digits, accepted as given.
 */
export function isValidTaxId(value: string): boolean {
  const normalized = normalizeVatId(value);
  const country = vatIdCountry(normalized);
  if (country) return EU_VAT_PATTERNS[country]!.test(normalized.slice(2));
  return /^[A-Z0-9]{4,20}$/.test(normalized);
}
