import { DEFAULT_LOCALE, LOCALES, normalizeLocale, type Locale } from '@stagedoor/contracts';
import { readLocaleCookie } from './locale-cookie';

export { LOCALES, DEFAULT_LOCALE, type Locale };

/** Each language is offered under its own name, so it can be found by someone who reads only that language. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português (Portugal)',
  es: 'Español',
  'zh-cn': '简体中文',
  'pt-br': 'Português (Brasil)',
};

/** BCP 47 tags for `<html lang>` and `lang` attributes. */
export const LOCALE_LANG_TAGS: Record<Locale, string> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  pt: 'pt-PT',
  es: 'es',
  'zh-cn': 'zh-CN',
  'pt-br': 'pt-BR',
};

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * A `locale` in the address (a widget passing its language on to the checkout it opens)
 * applies to that visit; then SPEC §1: the `locale` cookie, else the browser's languages
 * in order of preference, else English.
 */
export function detectLocale(): Locale {
  const fromAddress = typeof location === 'undefined' ? null : normalizeLocale(new URLSearchParams(location.search).get('locale'));
  if (fromAddress) return fromAddress;
  const fromCookie = normalizeLocale(readLocaleCookie());
  if (fromCookie) return fromCookie;
  for (const tag of browserLanguages()) {
    const locale = normalizeLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
