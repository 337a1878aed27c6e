import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { orders, seatClaims } from '../src/platform/db/schema.js';
import { rowsOf } from '../src/platform/db/client.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { freePort, startApp, stopApp, type AppProcess } from './crash-processes.js';
import { uniqueEmail } from './factories.js';
import { details } from './selling-factories.js';
import { seatedEvent, seatLine, type SeatedEvent } from './seat-purchase-factories.js';

/**
 * Seats racing on real PostgreSQL (docs/locking.md, "Seats"). A gate holds the event's row until the buyers'
 * purchases wait at their first lock, so that all of them have read the seats as free before any writes: only
 * seat_claims' key and the conditional upsert keep them apart. Each race has a control in which the upsert takes a
 * seat whatever claim is there (`unsafeDisableStockLocking`: a check-then-write), which must sell a seat twice.
 *
 * The 1,000 buyers go to two app processes: this test's app and the built server (dist/main.js) started beside it
 * on the same database. The unsafe switch cannot be set from the environment, so the control's two apps both run in
 * this process, each with its own connection pool.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');
const built = existsSync(MAIN);
const SEATS = 100;
const BUYERS = 1000;

type Answer = { status: number; body: { code?: string; data?: { short_id: string; attendees: { ticket_price_id: number }[] } } };

async function buy(port: number, eventId: number, body: unknown): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${port}/api/public/events/${eventId}/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function portOf(t: TestApp): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/**
 * Sends the bodies to the ports (round robin) while the event's row is locked, and lets them go once `waiting`
 * connections of the database wait for a lock (or after two seconds).
 */
async function rush(eventId: number, ports: number[], bodies: unknown[], waiting: number): Promise<Answer[]> {
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT 1 FROM events WHERE id = $1 FOR UPDATE', [eventId]);
    const pending = Promise.all(bodies.map((body, i) => buy(ports[i % ports.length]!, eventId, body)));
    const deadline = Date.now() + 2000;
    for (;;) {
      const { rows } = await monitor.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.n ?? 0) >= waiting || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await gate.query('COMMIT');
    return await pending;
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
}

/** Half the buyers name one seat (every seat named by several), half ask for the best one or two together. */
function buyers(s: SeatedEvent, count: number): unknown[] {
  const seatIds = Array.from({ length: SEATS }, (_, i) => `${String.fromCharCode(65 + Math.floor(i / 10))}-${(i % 10) + 1}`);
  return Array.from({ length: count }, (_, i) =>
    i % 2 === 0
      ? seatLine(s.stalls, { seat_ids: [seatIds[(i / 2) % SEATS]!] }, 0)
      : seatLine(s.stalls, { quantity: 1 + (i % 4 === 1 ? 1 : 0), best_available: true }, 1),
  );
}

/** Attendees of orders that hold their seats (a hold still running, or a sale), by seat: more than one is a seat sold twice. */
async function holdersBySeat(t: TestApp, eventId: number): Promise<Map<string, number>> {
  const result = await t.ctx.db.execute(sql`
    select a.seat->>'id' as seat_id, count(*)::int as holders from attendees a join orders o on o.id = a.order_id
    where a.event_id = ${eventId} and a.seat is not null and a.status <> 'CANCELLED' and stagedoor_order_holds_stock(o)
    group by 1`);
  return new Map(rowsOf<{ seat_id: string; holders: number }>(result).map((row) => [row.seat_id, Number(row.holders)]));
}

async function claimsOf(t: TestApp, eventId: number) {
  return t.ctx.db.select().from(seatClaims).where(eq(seatClaims.eventId, eventId));
}

async function idOf(t: TestApp, shortId: string): Promise<number> {
  const [row] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.shortId, shortId));
  return row!.id;
}

if (onPostgres && !built) {
  describe('seat races across two processes', () => {
    // npm test builds the server first and sets CRASH_TEST_REQUIRED, so that there a missing build fails instead.
    it.skipIf(!process.env.CRASH_TEST_REQUIRED)(`needs ${MAIN}, which is not built: run node scripts/build.mjs`, () => {
      expect.fail(`${MAIN} is not built`);
    });
  });
}

describe.runIf(onPostgres && built)('1,000 buyers of 100 seats on two app processes', () => {
  let t: TestApp;
  let other: AppProcess | undefined;
  let dataDir: string;
  beforeAll(async () => {
    // A thousand requests queue for ten connections per process: they wait as long as the rush lasts.
    t = await createTestApp({ databaseAcquireTimeoutMs: 60_000 });
    dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-seats-'));
    other = await startApp(MAIN, 'test-secret', await freePort(), process.env.TEST_DATABASE_URL!, dataDir, {
      RUN_WORKERS: 'false',
      MAX_HOLDS_PER_CLIENT: '0',
      RESERVATIONS_PER_PRICE: '1000',
      DATABASE_ACQUIRE_TIMEOUT_MS: '60000',
      JOB_SCHEMA: `jobs_seats_${randomBytes(3).toString('hex')}`,
    });
  }, 90_000);
  afterAll(async () => {
    await stopApp(other);
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('sells every seat exactly once, and each to one attendee', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 10, seatsPerRow: 10, price: 0, stallsPrices: 2 });
    const answers = await rush(s.live.eventId, [await portOf(t), other!.port], buyers(s, BUYERS), 16);
    const won = answers.filter((a) => a.status === 201);
    const refusals = new Set(answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.body.code}`));
    expect(
      // A buyer who waited out the bounded wait for a connection is refused too (503, nothing held): on a loaded
      // machine the rush can outlast it. What counts is below: every seat sold once.
      [...refusals].every((r) => ['409 SEAT_TAKEN', '409 SOLD_OUT', '409 SEATS_NOT_TOGETHER', '503 DATABASE_UNAVAILABLE'].includes(r)),
      [...refusals].join(),
    ).toBe(true);
    // The winners complete their (free) orders: the claims become sales.
    for (const answer of won) await details(t.app, s.live.eventId, answer.body.data!, uniqueEmail('buyer'));
    const claims = await claimsOf(t, s.live.eventId);
    expect(claims).toHaveLength(SEATS);
    expect(claims.every((claim) => claim.kind === 'SOLD')).toBe(true);
    expect(new Set(claims.map((claim) => claim.attendeeId)).size).toBe(SEATS);
    const holders = await holdersBySeat(t, s.live.eventId);
    expect(holders.size).toBe(SEATS);
    expect([...holders.values()].every((n) => n === 1)).toBe(true);
    const seatsWon = won.reduce((sum, a) => sum + a.body.data!.attendees.length, 0);
    expect(seatsWon).toBe(SEATS);
  }, 120_000);
});

describe.runIf(onPostgres)('control: two apps whose upsert takes any seat (a check-then-write)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ unsafeDisableStockLocking: true, databaseAcquireTimeoutMs: 60_000 });
    b = await createTestApp({ unsafeDisableStockLocking: true, databaseAcquireTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('sells a seat twice', async () => {
    const s = await seatedEvent(a.app, a.ctx, { rows: 10, seatsPerRow: 10, price: 0, stallsPrices: 2 });
    await rush(s.live.eventId, [await portOf(a), await portOf(b)], buyers(s, 300), 16);
    const holders = await holdersBySeat(a, s.live.eventId);
    expect(Math.max(...holders.values())).toBeGreaterThan(1);
  }, 120_000);
});

/** A seat freed by an expired hold and one freed by a cancelled sale, each wanted by 30 buyers at once. */
async function freedSeatsRace(t: TestApp, others: TestApp = t) {
  const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4, price: 0 });
  const expired = await request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, {
    body: seatLine(s.stalls, { seat_ids: ['A-1'] }),
  });
  const expiredId = await idOf(t, expired.body.data.short_id);
  await t.ctx.db.update(orders).set({ reservedUntil: sql`now() - interval '1 minute'` }).where(eq(orders.id, expiredId));
  await t.ctx.db.update(seatClaims).set({ heldUntil: sql`now() - interval '1 minute'` }).where(eq(seatClaims.orderId, expiredId));
  const sold = await request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, {
    body: seatLine(s.stalls, { seat_ids: ['A-2'] }),
  });
  await details(t.app, s.live.eventId, sold.body.data, uniqueEmail('buyer'));
  const cancelled = await request(t.app, 'POST', `/api/events/${s.live.eventId}/orders/${await idOf(t, sold.body.data.short_id)}/cancel`, {
    token: s.live.owner.token,
    body: { refund: false, notify_buyer: false },
  });
  expect(cancelled.status).toBeLessThan(300);
  const bodies = Array.from({ length: 60 }, (_, i) => seatLine(s.stalls, { seat_ids: [i % 2 === 0 ? 'A-1' : 'A-2'] }));
  const answers = await rush(s.live.eventId, [await portOf(t), await portOf(others)], bodies, 10);
  const winners = (seat: string) => answers.filter((answer, i) => answer.status === 201 && (i % 2 === 0 ? 'A-1' : 'A-2') === seat).length;
  return { s, answers, winners, holders: await holdersBySeat(t, s.live.eventId) };
}

describe.runIf(onPostgres)('seats freed by an expiry and by a cancellation, sold again under a race', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Sixty requests queue for ten connections: they wait as long as the rush lasts.
    t = await createTestApp({ databaseAcquireTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sells each exactly once', async () => {
    const { answers, winners, holders, s } = await freedSeatsRace(t);
    expect(winners('A-1')).toBe(1);
    expect(winners('A-2')).toBe(1);
    // The others are refused: the seat is taken or, on a loaded machine, the bounded wait for the winner's lock or
    // for a connection ran out (nothing held). Any other answer is named.
    const refusals = answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.body.code}`);
    expect(refusals.filter((r) => !['409 SEAT_TAKEN', '409 BUSY', '503 DATABASE_UNAVAILABLE'].includes(r))).toEqual([]);
    expect(holders.get('A-1')).toBe(1);
    expect(holders.get('A-2')).toBe(1);
    expect((await claimsOf(t, s.live.eventId)).map((c) => c.seatId).sort()).toEqual(['A-1', 'A-2']);
  }, 60_000);
});

describe.runIf(onPostgres)('control: the same race with an upsert that takes any seat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ unsafeDisableStockLocking: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sells a freed seat more than once', async () => {
    const { winners, holders } = await freedSeatsRace(t);
    expect(winners('A-1') > 1 || winners('A-2') > 1).toBe(true);
    expect(Math.max(...holders.values())).toBeGreaterThan(1);
  }, 60_000);
});
