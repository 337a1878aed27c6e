import { LOCALES, type Locale } from './common.js';

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
