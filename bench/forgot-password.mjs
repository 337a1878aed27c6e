// Forgot-password timing: the answer for a known address and for an unknown one should
// take the same time, so that the endpoint does not tell which addresses have a login.
// Runs the built server in process on an in-memory database and prints both medians.
//
//   node scripts/build.mjs && node bench/forgot-password.mjs   (BENCH_ROUNDS, default 300)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => import(path.join(root, 'apps/server/dist', file));
const { loadConfig } = await dist('platform/config.js');
const { createContext, closeContext } = await dist('platform/bootstrap.js');
const { defineFeatureJobs } = await dist('features/jobs.js');
const { buildApp } = await dist('app.js');

const ROUNDS = Number(process.env.BENCH_ROUNDS || 300);
const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-bench-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'bench', WEB_DIST: '', RATE_LIMIT_AUTH: '0' }),
  logLevel: 'silent',
  runWorkers: false,
};
const ctx = await createContext(config, { logger: pino({ level: 'silent' }), inMemory: true, defineJobs: defineFeatureJobs });
const app = await buildApp(ctx);
await app.ready();

const known = 'known@bench.test';
const password = 'correct-horse-1';
await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { first_name: 'Kim', email: known, password, password_confirmation: password },
});

async function time(email) {
  const start = process.hrtime.bigint();
  const response = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  if (response.statusCode !== 200) throw new Error(`forgot-password answered ${response.statusCode}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const knownTimes = [];
const unknownTimes = [];
// Warm up, then alternate so that both see the same state of the process and the database.
for (let i = 0; i < 20; i += 1) await time(i % 2 ? known : `warm${i}@bench.test`);
for (let i = 0; i < ROUNDS; i += 1) {
  knownTimes.push(await time(known));
  unknownTimes.push(await time(`nobody${i}@bench.test`));
}
const k = median(knownTimes);
const u = median(unknownTimes);
console.log(
  `forgot-password, ${ROUNDS} rounds: known ${k.toFixed(2)} ms median, unknown ${u.toFixed(2)} ms median, ratio ${(k / u).toFixed(2)}`,
);

await app.close();
await closeContext(ctx);
rmSync(dataDir, { recursive: true, force: true });
