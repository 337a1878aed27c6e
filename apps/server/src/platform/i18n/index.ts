import { DEFAULT_LOCALE, LOCALES, type Locale } from '@stagedoor/contracts';
import { en, type MessageKey } from './messages/en.js';
import { de } from './messages/de.js';
import { fr } from './messages/fr.js';
import { pt } from './messages/pt.js';
import { es } from './messages/es.js';
import { zhCn } from './messages/zh-cn.js';
import { ptBr } from './messages/pt-br.js';

export type { MessageKey };
export type Catalogue = Record<MessageKey, string>;

const CATALOGUES: Record<Locale, Catalogue> = { en, de, fr, pt, es, 'zh-cn': zhCn, 'pt-br': ptBr };

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

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Translates a catalogue key; unknown keys are returned as they are. */
export function t(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? (CATALOGUES[locale] ?? CATALOGUES[DEFAULT_LOCALE])[key] : key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function catalogueFor(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}
