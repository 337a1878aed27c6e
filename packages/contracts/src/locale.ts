// No zod here: the public web pages import the locales without the schemas.

/** Locales the product speaks, in the order the language switcher lists them. */
export const LOCALES = ['en', 'de', 'fr', 'pt', 'es', 'zh-cn', 'pt-br'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Maps any language tag (`pt-BR`, `zh-Hant`, `de-AT`, `pt_PT`) to the closest
 * supported locale, or null when the language is not offered.
 */
export function normalizeLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (isLocale(lower)) return lower;
  if (lower.startsWith('zh')) return 'zh-cn';
  if (lower.startsWith('pt-br')) return 'pt-br';
  const base = lower.split('-')[0];
  return isLocale(base) ? base : null;
}
