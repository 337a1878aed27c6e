import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));

// The Lingui macro finds its config from the working directory; the web tests start from the repository root.
process.env.LINGUI_CONFIG ||= fileURLToPath(new URL('./apps/web/lingui.config.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@stagedoor/contracts': contracts } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for a condition; its default second is too short on a loaded two-core machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // The web app's logic and components in a simulated DOM: no server, no database, so one run in `npm test`.
        extends: true,
        plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Worker threads start faster than forked processes, and these tests hold no process-wide state.
          pool: 'threads',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/setup.ts'],
          // One browser at a time: the machine has two cores.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Playwright's own waits allow 30 s; a polled condition in the page gets the same room.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
