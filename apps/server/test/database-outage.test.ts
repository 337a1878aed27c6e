import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PASSWORD } from './factories.js';
import { freePort, must, startApp, stopApp, type AppProcess } from './crash-processes.js';
import { createCluster, hasPostgresBinaries, PG_BIN, type PgCluster } from './pg-cluster.js';

/**
 * The database goes away under load: a PostgreSQL server of the test's own is restarted
 * (`pg_ctl restart -m fast`) and then stopped while buyers reserve on two real app processes,
 * and a third process is started while it is down. Every process stays up; requests the database
 * cannot serve answer 503 DATABASE_UNAVAILABLE with Retry-After (never another 5xx, never a cut
 * connection); health says 503 while the database is away; all three serve again by themselves.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');
const built = existsSync(MAIN);
const SECRET = `outage-${randomBytes(8).toString('hex')}`;
const ENV = { MAX_HOLDS_PER_CLIENT: '0', DATABASE_POOL_SIZE: '5' };
/** Service must be back this soon after the database is. */
const BACK_WITHIN_MS = 10_000;

interface Answer {
  at: number;
  port: number;
  status: number | 'no answer';
  code?: string;
  retryAfter: string | null;
}

async function send(port: number, method: string, url: string, body?: unknown): Promise<Answer> {
  const at = Date.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api${url}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await response.json().catch(() => null)) as { code?: string } | null;
    return {
      at,
      port,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      ...(json?.code ? { code: json.code } : {}),
    };
  } catch {
    return { at, port, status: 'no answer', retryAfter: null };
  }
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

const alive = (app: AppProcess) => app.child.exitCode === null && app.child.signalCode === null;

if (onPostgres && (!built || !hasPostgresBinaries)) {
  describe('database outage', () => {
    // npm test builds the server and sets CRASH_TEST_REQUIRED: there a missing build or PostgreSQL fails instead.
    it.skipIf(!process.env.CRASH_TEST_REQUIRED)(`needs ${MAIN} built and initdb, pg_ctl, postgres in ${PG_BIN}`, () => {
      expect.fail(`${MAIN} built: ${built}; PostgreSQL binaries in ${PG_BIN}: ${hasPostgresBinaries}`);
    });
  });
}

describe.runIf(onPostgres && built && hasPostgresBinaries)('database outage: PostgreSQL restarted and stopped under load', () => {
  let cluster: PgCluster | undefined;
  let dataDir: string;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-outage-'));
    cluster = await createCluster();
    const ports = [await freePort(), await freePort()];
    // Side by side: migrations run under an advisory lock, so one applies them and the other waits.
    const started = await Promise.allSettled(ports.map((port) => startApp(MAIN, SECRET, port, cluster!.url(), dataDir, ENV, 60_000)));
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(apps.map(stopApp));
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps every process up, answers 503 with Retry-After, waits at start and serves again by itself', async () => {
    const [a, b] = apps as [AppProcess, AppProcess];
    const server = cluster!;
    const email = `outage-${randomBytes(4).toString('hex')}@example.test`;
    const registered = await must(a.port, 'POST', '/auth/register', {
      first_name: 'Olga',
      last_name: 'Outage',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    const db = new pg.Client({ connectionString: server.url() });
    await db.connect();
    await db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [registered.data.id]);
    await db.end();
    const token: string = registered.token;
    const organizer = await must(
      a.port,
      'POST',
      '/organizers',
      { name: 'Outage Hall', email, currency: 'EUR', timezone: 'Europe/Berlin' },
      token,
    );
    const event = await must(
      a.port,
      'POST',
      '/events',
      { organizer_id: organizer.data.id, title: 'Outage night', start_date: '2032-01-01T20:00:00Z' },
      token,
    );
    const eventId: number = event.data.id;
    await must(a.port, 'PUT', `/events/${eventId}/status`, { status: 'LIVE' }, token);
    const ticket = await must(
      a.port,
      'POST',
      `/events/${eventId}/tickets`,
      { type: 'PAID', title: 'Steady', prices: [{ price: 1000, initial_quantity_available: 100_000 }] },
      token,
    );
    const order = { tickets: [{ ticket_id: ticket.data.id, quantities: [{ price_id: ticket.data.prices[0].id, quantity: 1 }] }] };

    // A steady load of reservations on every running process.
    const targets: AppProcess[] = [a, b];
    const answers: Answer[] = [];
    let loading = true;
    const buyers = Array.from({ length: 6 }, async (_, i) => {
      for (let round = 0; loading; round += 1) {
        const target = targets[(i + round) % targets.length]!;
        answers.push(await send(target.port, 'POST', `/public/events/${eventId}/order`, order));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
    const reservedSince = (since: number, port?: number) =>
      answers.some((x) => x.status === 201 && x.at >= since && (port === undefined || x.port === port));
    try {
      await until('first reservations', () => reservedSince(0), 10_000);

      // 1. A fast restart: every open connection is cut in the middle of the load.
      await server.restart();
      const restarted = Date.now();
      await until(
        'reservations after the restart',
        () => reservedSince(restarted, a.port) && reservedSince(restarted, b.port),
        BACK_WITHIN_MS,
      );
      expect(alive(a) && alive(b), 'both processes survive the restart').toBe(true);

      // 2. A stop: health turns 503 on both, reservations answer 503, and a process started now waits.
      await server.stop();
      const stopped = Date.now();
      for (const app of [a, b]) {
        await until(
          `health of ${app.port} while the database is down`,
          async () => (await send(app.port, 'GET', '/health')).status === 503,
          BACK_WITHIN_MS,
        );
      }
      await until(
        'a reservation answered 503 while the database is down',
        () => answers.some((x) => x.at >= stopped && x.status === 503),
        BACK_WITHIN_MS,
      );
      const latePort = await freePort();
      const late = startApp(MAIN, SECRET, latePort, server.url(), dataDir, ENV, 60_000);
      late.catch(() => undefined);
      // The late process keeps waiting for the database rather than exiting (startApp fails if it exits).
      const waitingSince = Date.now();
      await until('the late process has waited a while', () => Date.now() - waitingSince >= 1500, 5000);
      expect(alive(a) && alive(b), 'both processes survive the stop').toBe(true);

      await server.start();
      const started = Date.now();
      await until('reservations after the start', () => reservedSince(started, a.port) && reservedSince(started, b.port), BACK_WITHIN_MS);
      const c = await late;
      apps.push(c);
      targets.push(c);
      await until('reservations on the process started during the outage', () => reservedSince(started, c.port), BACK_WITHIN_MS);
      for (const app of [a, b, c]) expect((await send(app.port, 'GET', '/health')).status, `health of ${app.port}`).toBe(200);
    } finally {
      loading = false;
      await Promise.all(buyers);
    }

    expect(apps.every(alive), 'every process is still up').toBe(true);
    const failures = answers.filter((x) => x.status !== 201);
    const unexpected = failures.filter((x) => x.status !== 503 || x.code !== 'DATABASE_UNAVAILABLE' || x.retryAfter === null);
    expect(unexpected, 'anything but a 201 is a 503 DATABASE_UNAVAILABLE with Retry-After').toEqual([]);
    console.log(`database outage: ${answers.length} reservations, ${failures.length} answered 503`);
  }, 120_000);
});
