import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'pt', 'es', 'zh-cn', 'pt-br'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/locales/**'],
    },
  ],
  // Every <Trans> keeps what people typed out of the text Lingui reads for tags (src/platform/i18n/Trans.tsx).
  runtimeConfigModule: { Trans: ['#i18n/trans', 'Trans'] },
  format: 'po',
  formatOptions: { lineNumbers: false },
  orderBy: 'message',
});
