// Builds what is missing or stale: the contracts and server (tsc -b is incremental)
// and the web app (rebuilt when any of its sources is newer than the last build),
// with brotli and gzip copies of its files for the server to send as they are.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function build({ force = false } = {}) {
  run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contracts', 'apps/server']);

  const webIndex = path.join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/contracts/src',
  ]
    .map((p) => path.join(root, p))
    .filter((p) => existsSync(p));
  const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
  // Every part of the web build: the management app, the public pages' manifest and the server entry.
  const complete = [
    webIndex,
    path.join(root, 'apps/web/dist/.vite/public-manifest.json'),
    path.join(root, 'apps/web/dist-ssr/public-server.js'),
  ].every((file) => existsSync(file));
  if (force || !complete || statSync(webIndex).mtimeMs < sourceTime) {
    console.log('Building the web app…');
    // The waiting room page's texts, one file per locale from the catalogues, copied with apps/web/public.
    run(process.execPath, [path.join(root, 'scripts/queue-texts.mjs')]);
    const vite = path.join(root, 'node_modules/vite/bin/vite.js');
    run(process.execPath, [vite, 'build', 'apps/web', '--logLevel', 'warn']);
    // The public pages' own build, added to the same output (apps/web/vite.config.ts).
    run(process.execPath, [vite, 'build', 'apps/web', '--logLevel', 'warn'], { STAGEDOOR_WEB_BUILD: 'public' });
    // The event page as the server draws it (apps/web/src/public-server.tsx), beside the browser's build.
    run(process.execPath, [vite, 'build', 'apps/web', '--logLevel', 'warn', '--ssr', 'src/public-server.tsx', '--outDir', 'dist-ssr']);
    precompress(path.join(root, 'apps/web/dist'));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build({ force: process.argv.includes('--force') });
}
