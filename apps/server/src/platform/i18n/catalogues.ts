import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@stagedoor/contracts';

/**
 * The server's Lingui catalogues, `apps/server/src/locales/<locale>/messages.po`: one
 * entry per message key (`#. js-lingui-explicit-id`, msgid = key, msgstr = ICU text).
 * They are read and compiled when first needed, from the same folder whether the
 * code runs from `src` (tests, tsx) or from the built `dist`.
 */
export const CATALOGUES_DIR = path.join(import.meta.dirname, '../../../src/locales');

/** The language tags Intl should use for plural rules and numbers: `pt` is European Portuguese. */
const INTL_LOCALES: Record<Locale, string> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  pt: 'pt-PT',
  es: 'es',
  'zh-cn': 'zh-CN',
  'pt-br': 'pt-BR',
};

/** Reads one catalogue as key → ICU text, leaving out entries without a translation. */
export function readCatalogue(locale: Locale): Map<string, string> {
  const po = PO.parse(readFileSync(path.join(CATALOGUES_DIR, locale, 'messages.po'), 'utf8'));
  const entries = new Map<string, string>();
  for (const item of po.items) {
    if (item.obsolete || !item.msgid) continue;
    const text = item.msgstr.join('');
    if (text !== '') entries.set(item.msgid, text);
  }
  return entries;
}

function compile(locale: Locale, entries: Map<string, string>): Messages {
  const messages: Messages = {};
  for (const [key, text] of entries) {
    try {
      messages[key] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${locale}/messages.po: ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return messages;
}

const loaded = new Map<Locale, I18n>();

/**
 * One Lingui instance per locale, so that no request changes another's language. A key
 * a locale has not translated yet falls back to its English text.
 */
export function i18nFor(locale: Locale): I18n {
  let i18n = loaded.get(locale);
  if (!i18n) {
    const source = compile(DEFAULT_LOCALE, readCatalogue(DEFAULT_LOCALE));
    const messages = locale === DEFAULT_LOCALE ? source : { ...source, ...compile(locale, readCatalogue(locale)) };
    i18n = setupI18n({ locale, locales: INTL_LOCALES[locale], messages: { [locale]: messages } });
    loaded.set(locale, i18n);
  }
  return i18n;
}

/** Reads and compiles every catalogue now; throws on the first that is missing or not valid ICU. */
export function loadCatalogues(): void {
  for (const locale of LOCALES) i18nFor(locale);
}
