// The translators' lock: the catalogue scripts write .po files one at a time, however many people run them at once.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = path.join(root, 'node_modules/.stagedoor-i18n.lock');

/** Runs the calling script again under the lock (flock), unless it already holds it, and exits with its status. */
export function holdI18nLock() {
  if (process.env.STAGEDOOR_I18N_LOCKED) return;
  const result = spawnSync('flock', [lockFile, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, STAGEDOOR_I18N_LOCKED: '1' },
  });
  process.exit(result.status ?? 1);
}
