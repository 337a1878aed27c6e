import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './crash-processes.js';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.resolve(import.meta.dirname, '../dist/main.js');
const work = mkdtempSync(path.join(tmpdir(), 'stagedoor-start-'));
let serverPid = 0;
afterAll(() => {
  if (serverPid && isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start under a service manager', () => {
  it.skipIf(!existsSync(main))(
    'stops the server and frees the data directory when npm is sent SIGTERM',
    async () => {
      // The real `start` script line, with scripts/start.mjs (which builds first) standing for a runner of the build.
      const startScript = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts
        .start;
      expect(startScript).toContain('scripts/start.mjs');
      const runner = path.join(work, 'run.mjs');
      writeFileSync(runner, `await import(${JSON.stringify(main)});\n`);
      writeFileSync(
        path.join(work, 'package.json'),
        JSON.stringify({ name: 'start-check', private: true, scripts: { start: startScript.replace('scripts/start.mjs', runner) } }),
      );
      const dataDir = path.join(work, 'data');
      const port = await freePort();
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: work,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          APP_SECRET: 'x',
          SEED_DEMO: 'false',
          WEB_DIST: '',
          LOG_LEVEL: 'fatal',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const npmExited = new Promise((resolve) => npm.once('exit', resolve));
      const lockFile = path.join(dataDir, 'stagedoor.lock');
      await until(
        async () => {
          try {
            return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
          } catch {
            return false;
          }
        },
        'the server answers',
        90_000,
      );
      serverPid = Number(readFileSync(lockFile, 'utf8'));
      expect(isAlive(serverPid)).toBe(true);

      npm.kill('SIGTERM');
      await npmExited;
      await until(() => !isAlive(serverPid) && !existsSync(lockFile), 'the server has exited and released the data directory', 25_000);
    },
    150_000,
  );
});
