import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { publicCatalog } from './public-catalog-plugin.ts';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The Lingui macro looks for its config from the working directory; builds started from the repository root need the path.
process.env.LINGUI_CONFIG ||= fromHere('./lingui.config.ts');

export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ configPath: fromHere('./lingui.config.ts') }),
    publicCatalog({ configPath: fromHere('./lingui.config.ts') }),
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
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle-size.mjs to add up each public page's first load.
    manifest: true,
    rolldownOptions: {
      // The full app, and the lean entry of the public pages (docs/ARCHITECTURE.md, Web app).
      input: { main: fromHere('./index.html'), public: fromHere('./public.html') },
      output: {
        codeSplitting: {
          // zod and the switch that keeps it from probing for eval run together, before any schema is defined
          // (src/platform/zod-without-eval.ts): in separate chunks the schemas' chunk would run first.
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval/ }],
        },
      },
    },
  },
});
