/** Real app processes (the built server) on loopback, and plain HTTP calls to them, for the crash test. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

export interface AppProcess {
  port: number;
  child: ChildProcess;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startApp(
  main: string,
  secret: string,
  port: number,
  databaseUrl: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
  startDeadlineMs = 30_000,
): Promise<AppProcess> {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      APP_SECRET: secret,
      RUN_WORKERS: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'fatal',
      WEB_DIST: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      // Every buyer comes from 127.0.0.1.
      RATE_LIMIT_CHECKOUT: '0',
      RATE_LIMIT_AUTH: '100000',
      JOB_POLLING_SECONDS: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_SCHEMA: 'pgboss',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + startDeadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { port, child };
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`app on ${port} did not start`);
}

export async function stopApp(app: AppProcess | undefined): Promise<void> {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
}

export type Answer = { status: number; body: any } | { status: 'no answer' };

export async function call(port: number, method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { status: 'no answer' };
  }
}

export async function must(port: number, method: string, url: string, body?: unknown, token?: string) {
  const answer = await call(port, method, url, body, token);
  if (answer.status === 'no answer' || answer.status >= 300) throw new Error(`${method} ${url}: ${JSON.stringify(answer)}`);
  return answer.body;
}
