import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestApp, request, type ApiResponse, type TestApp } from './harness.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';
import { lockWaiters } from './pg-locks.js';

/**
 * Every wait for the database is bounded (PostgreSQL): a statement waits for a lock at most
 * DATABASE_LOCK_TIMEOUT_MS (409 BUSY), a request waits for a connection at most
 * DATABASE_ACQUIRE_TIMEOUT_MS (503 DATABASE_UNAVAILABLE), and health says 503 when the process
 * cannot get a connection. DATABASE_POOL_SIZE counts every connection, the job queue's too.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

async function until(what: string, condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The request's answer, or 'still waiting' once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.runIf(onPostgres)('database waits are bounded', () => {
  let t: TestApp;
  let live: LiveEvent;
  let monitor: pg.Client;
  const LOCK_MS = 1500;
  /** A row wait can take a lock timeout per lock PostgreSQL queues for (the tuple, then the transaction): the statement timeout caps it. */
  const STATEMENT_MS = 2500;
  const ACQUIRE_MS = 300;
  const LIMITS = {
    databasePoolSize: 2,
    databaseLockTimeoutMs: LOCK_MS,
    databaseStatementTimeoutMs: STATEMENT_MS,
    databaseAcquireTimeoutMs: ACQUIRE_MS,
  };

  beforeAll(async () => {
    // Only the pool's size: with a short acquire timeout the job queue's own statements would give up in the burst below.
    t = await createTestApp({ databasePoolSize: LIMITS.databasePoolSize });
    live = await liveEvent(t.app, t.ctx);
    monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await monitor.connect();
  });

  afterAll(async () => {
    await monitor?.end();
    await t?.close();
  });

  it('answers 409 BUSY, 503 with Retry-After and an honest health while a row stays locked', async () => {
    // The same limits on an app without job workers, so that every connection of its pool is the test's to take.
    const webDist = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div></body></html>',
    );
    const quiet = await createTestApp({ ...LIMITS, runWorkers: false, webDist });
    const ticket = await addTicket(quiet.app, live, { title: 'Locked' });
    const edit = () =>
      request(quiet.app, 'PUT', `/api/events/${live.eventId}/tickets/${ticket.id}`, {
        token: live.owner.token,
        body: { type: 'PAID', title: 'Edited', prices: [{ id: ticket.prices[0]!.id, price: 2500, initial_quantity_available: 100 }] },
      });
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM tickets WHERE id = $1 FOR UPDATE', [ticket.id]);
    try {
      // Two edits take both connections of the pool and wait for the lock; the others find no connection.
      const edits = Array.from({ length: 4 }, edit);
      await until('both connections wait for the lock', async () => (await lockWaiters(monitor, quiet)) >= 2, 5000);
      const health = await within(request(quiet.app, 'GET', '/api/health'), ACQUIRE_MS + 1500);
      expect(health, 'health answers while every connection waits').not.toBe('still waiting');
      const healthAnswer = health as ApiResponse;
      expect(healthAnswer.status, 'health cannot get a connection: it says so').toBe(503);
      expect(healthAnswer.body).toEqual({ status: 'unavailable', failing: ['database'] });
      expect(healthAnswer.headers['retry-after']).toBeDefined();
      // A reader of the event's page gets a page, not the API's JSON error.
      const eventPage = (await within(request(quiet.app, 'GET', `/event/${live.eventId}`), ACQUIRE_MS + 1500)) as ApiResponse;
      expect(eventPage.status).toBe(503);
      expect(eventPage.headers['content-type']).toMatch(/^text\/html/);
      expect(eventPage.headers['retry-after']).toBeDefined();
      expect(eventPage.body).toContain('<div id="root">');

      // Every edit gives up while the lock is still held: none waits for it without end.
      const answered = await within(Promise.all(edits), STATEMENT_MS + 2500);
      expect(answered, 'the edits answer while the row is still locked').not.toBe('still waiting');
      const answers = answered as ApiResponse[];
      const summary = answers.map((a) => `${a.status} ${a.body?.code} ${a.headers['retry-after'] ?? '-'}`).sort();
      expect(summary.filter((s) => s.startsWith('409')).length, summary.join(', ')).toBeGreaterThanOrEqual(1);
      for (const answer of answers) {
        expect(['409 BUSY', '503 DATABASE_UNAVAILABLE']).toContain(`${answer.status} ${answer.body.code}`);
        expect(answer.headers['retry-after'], 'a retry is announced').toBeDefined();
      }
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    // With the lock gone, the edit goes through and health is well again.
    expect((await edit()).status).toBe(200);
    expect((await request(quiet.app, 'GET', '/api/health')).status).toBe(200);
    await quiet.close();
  });

  it('never opens more connections than DATABASE_POOL_SIZE, the job queue counted in', async () => {
    const ticket = await addTicket(t.app, live, { title: 'Counted' });
    let most = 0;
    let counting = true;
    const counter = (async () => {
      while (counting) {
        const { rows } = await monitor.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [
          t.databaseApplicationName,
        ]);
        most = Math.max(most, rows[0]!.n);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      // A burst of reads and reservations while the job workers poll.
      for (let round = 0; round < 5; round += 1) {
        await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            i % 2 === 0
              ? request(t.app, 'GET', `/api/public/events/${live.eventId}`)
              : request(t.app, 'POST', `/api/public/events/${live.eventId}/order`, {
                  body: { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }] },
                }),
          ),
        );
      }
    } finally {
      counting = false;
      await counter;
    }
    expect(most, 'connections of this process at once').toBeGreaterThan(0);
    expect(most, 'connections of this process at once').toBeLessThanOrEqual(2);
  });
});
