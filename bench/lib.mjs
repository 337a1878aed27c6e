// What the PostgreSQL benchmarks share: a throwaway database, app processes started from the build, and
// calls to their API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The PostgreSQL server (BENCH_POSTGRES_URL) and a database of this run's own on it. */
export function benchDatabase(prefix) {
  const serverUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}`;
  return { serverUrl, name, url: `${serverUrl.replace(/\/[^/]*$/, '')}/${name}` };
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * One app process from the build (apps/server/dist) on `databaseUrl`, without the web app, the demo data or
 * its log; `env` adds or overrides settings, BENCH_APP_NODE_ARGS adds flags to node.
 */
export function startApp({ port, databaseUrl, dataDir, env = {} }) {
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS ? process.env.BENCH_APP_NODE_ARGS.split(' ') : [];
  return spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      APP_SECRET: 'bench-secret',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH: '100000',
      WEB_DIST: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitHealthy(port) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app on port ${port} did not start`);
}

/** A JSON call to the app on `port`; anything but a 2xx answer throws with the body. */
export async function callApi(port, method, url, body, token) {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

export const fmt = (n) => (Math.round(n * 10) / 10).toLocaleString('en');
