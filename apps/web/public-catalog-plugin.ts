import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/**
 * The sources of the public entry (public.html). A message used in one of them belongs to the buyer
 * pages' catalogue; the management strings stay out of it.
 */
export const PUBLIC_SOURCES = [
  'src/features/public/',
  'src/features/widget/',
  'src/features/check-in/scanner/',
  'src/features/errors/',
  'src/app/public/',
  'src/platform/',
];

const PUBLIC_QUERY = /\.po\?public$/;

/**
 * `…/messages.po?public`: the locale's catalogue with only the messages the public pages use (found
 * by the source files the .po lists for each message), compiled as @lingui/vite-plugin compiles a
 * whole catalogue. One .po per locale stays the single place of every translation.
 */
export function publicCatalog({ configPath }: { configPath: string }): Plugin {
  const config = getConfig({ configPath });
  return {
    name: 'stagedoor-public-catalog',
    async transform(_source, id) {
      if (!PUBLIC_QUERY.test(id)) return null;
      const file = id.split('?')[0]!;
      const found = getCatalogForFile(path.relative(config.rootDir ?? process.cwd(), file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not a catalogue of lingui.config.ts`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      const entries = await catalog.read(locale);
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale: config.sourceLocale ?? 'en',
      });
      const isPublic = (origin: unknown) => {
        const source = Array.isArray(origin) ? String(origin[0]) : String(origin);
        return PUBLIC_SOURCES.some((prefix) => source.startsWith(prefix));
      };
      const publicMessages = Object.fromEntries(Object.entries(messages).filter(([key]) => (entries?.[key]?.origin ?? []).some(isPublic)));
      const { source: code, errors } = createCompiledCatalog(locale, publicMessages, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      });
      if (errors.length) throw new Error(`${file}: ${errors.length} messages do not compile`);
      return { code, map: null, moduleType: 'js' };
    },
  };
}
