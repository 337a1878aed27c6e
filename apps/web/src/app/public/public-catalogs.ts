import type { CatalogLoaders } from '../../platform/i18n/i18n';

/** Each language's messages of the public pages only (public-catalog-plugin.ts): a buyer never downloads the management strings. */
export const publicCatalogs: CatalogLoaders = {
  en: () => import('../../locales/en/messages.po?public'),
  de: () => import('../../locales/de/messages.po?public'),
  fr: () => import('../../locales/fr/messages.po?public'),
  pt: () => import('../../locales/pt/messages.po?public'),
  es: () => import('../../locales/es/messages.po?public'),
  'zh-cn': () => import('../../locales/zh-cn/messages.po?public'),
  'pt-br': () => import('../../locales/pt-br/messages.po?public'),
};
