import { DEFAULT_LOCALE, LOCALES, type Locale } from '@stagedoor/contracts';
import { i18nFor } from './catalogues.js';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps any language tag (`pt-BR`, `zh`, `de-AT`) to the closest supported locale. */
export function normalizeLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (isLocale(lower)) return lower;
  if (lower.startsWith('zh')) return 'zh-cn';
  if (lower === 'pt-pt') return 'pt';
  const base = lower.split('-')[0];
  return isLocale(base) ? base : null;
}

/** Picks the locale from an Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = normalizeLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/**
 * Lingui decodes `\uXXXX` and `\xXX` in what it formats, but a value is text to show as it
 * is: a value with a backslash is formatted as a stand-in and put back afterwards.
 */
const HAS_BACKSLASH = /\\/;
const STANDIN = /\uE000(\d+)\uE001/g;

/**
 * Translates a catalogue key (`apps/server/src/locales/<locale>/messages.po`) with ICU
 * MessageFormat: `{name}`, `{count, plural, one {# ticket} other {# tickets}}`, select,
 * number. Unknown keys are returned as they are. The result is plain text: callers
 * escape it for HTML, and values are never unescaped or escaped here.
 */
export function t(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const i18n = i18nFor(isLocale(locale) ? locale : DEFAULT_LOCALE);
  if (!Object.hasOwn(i18n.messages, key)) return key;
  const standIns: string[] = [];
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && HAS_BACKSLASH.test(value)) {
      values[name] = `\uE000${standIns.length}\uE001`;
      standIns.push(value);
    } else {
      values[name] = value;
    }
  }
  const text = i18n._(key, values);
  return standIns.length === 0 ? text : text.replace(STANDIN, (_match, index: string) => standIns[Number(index)] ?? '');
}
