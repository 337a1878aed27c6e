import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isPublicPagePath } from '../../packages/contracts/src/pages.ts';
import { publicCatalog } from './public-catalog-plugin.ts';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The Lingui macro looks for its config from the working directory; builds started from the repository root need the path.
process.env.LINGUI_CONFIG ||= fromHere('./lingui.config.ts');

/** In development, as the server does in production: the buyer pages and the scanner are the public entry's. */
function publicPagesInDevelopment(): Plugin {
  return {
    name: 'stagedoor-public-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.method === 'GET' && request.url && isPublicPagePath(request.url)) request.url = '/public.html';
        next();
      });
    },
  };
}

/** `STAGEDOOR_WEB_BUILD=public`: the public entry's build (scripts/build.mjs runs both). */
const publicBuild = process.env.STAGEDOOR_WEB_BUILD === 'public';
const input: Record<string, string> = publicBuild ? { public: fromHere('./public.html') } : { main: fromHere('./index.html') };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ configPath: fromHere('./lingui.config.ts') }),
    publicCatalog({ configPath: fromHere('./lingui.config.ts') }),
    publicPagesInDevelopment(),
  ],
  resolve: {
    alias: {
      '@stagedoor/contracts': fromHere('../../packages/contracts/src/index.ts'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // The management app's build clears the output; the public entry's build (scripts/build.mjs) adds to it.
    emptyOutDir: !publicBuild,
    // The server entry (public-server.tsx, built into dist-ssr) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    // Read by the server and scripts/check-bundle-size.mjs: each entry's chunks and what they import.
    manifest: publicBuild ? '.vite/public-manifest.json' : true,
    rolldownOptions: {
      // The full app, or the lean entry of the public pages (docs/ARCHITECTURE.md, Web app). Built apart, each
      // is split for its own pages: the public pages share no chunk with the management app.
      input,
      output: {
        codeSplitting: {
          groups: publicBuild
            ? [
                // Where most buyers arrive, on a phone that pays a round trip per file: the event page and all it
                // imports are one file (with its dependencies, which the other public pages share).
                {
                  name: 'event-page',
                  test: /src[\\/]features[\\/]public[\\/]event-page[\\/](EventPage\.tsx|event-page-loader\.ts)$|node_modules[\\/]@mantine[\\/]core[\\/].*[\\/](VisuallyHidden|get-auto-contrast-value|get-contrast-color|get-env)[\\/]/,
                },
                // The few form controls of Mantine that the checkout and the waiting list's form use (check boxes,
                // radios, selects, a segmented control) are one file of their own: on their own they were seven
                // small files fetched one wave after another over a phone's handful of connections. The seat picker
                // draws its controls with the browser's own elements (event-page/seating/controls.tsx), so that a
                // seated event's page loads none of these before its picker can be used.
                {
                  name: 'form-controls',
                  test: /node_modules[\\/]@mantine[\\/]core[\\/].*[\\/](Checkbox|InlineInput|NativeSelect|Radio|SegmentedControl|FloatingIndicator)[\\/]/,
                },
              ]
            : [
                // zod and the switch that keeps it from probing for eval run together, before any schema is defined
                // (src/platform/zod-without-eval.ts): in separate chunks the schemas' chunk would run first.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval/ },
              ],
        },
      },
    },
  },
}));
