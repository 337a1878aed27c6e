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
  format: 'po',
  formatOptions: { lineNumbers: false },
  orderBy: 'message',
});
