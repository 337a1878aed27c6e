import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALE_LANG_TAGS, type Locale } from './locales';
import { writeLocaleCookie } from './locale-cookie';

type CatalogModule = { messages: Messages };
export type CatalogLoaders = Record<Locale, () => Promise<CatalogModule>>;

/** One chunk per language: only the active catalog is downloaded. */
let catalogLoaders: CatalogLoaders = {
  en: () => import('../../locales/en/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  'zh-cn': () => import('../../locales/zh-cn/messages.po'),
  'pt-br': () => import('../../locales/pt-br/messages.po'),
};

/** The public pages load their own, smaller catalogues (public-catalogs.ts); called before the first activation. */
export function setCatalogs(loaders: CatalogLoaders): void {
  catalogLoaders = loaders;
}

export async function activateLocale(locale: Locale): Promise<Locale> {
  let active = locale;
  let catalog: CatalogModule;
  try {
    catalog = await catalogLoaders[locale]();
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    active = DEFAULT_LOCALE;
    catalog = await catalogLoaders[DEFAULT_LOCALE]();
  }
  i18n.loadAndActivate({ locale: active, messages: catalog.messages });
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_LANG_TAGS[active];
  return active;
}

/** A choice made by the user: remembered in the cookie the server reads, then applied. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeLocaleCookie(locale);
  await activateLocale(locale);
}

export function currentLocale(): Locale {
  return i18n.locale as Locale;
}

export { i18n };
