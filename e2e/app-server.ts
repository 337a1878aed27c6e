import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

export interface AppServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the built server on a fresh embedded database with the demo data, as `npm start` would. */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      JOB_POLLING_SECONDS: '0.5',
      DATABASE_URL: '',
      // The integrations test's webhook receiver listens on loopback.
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
