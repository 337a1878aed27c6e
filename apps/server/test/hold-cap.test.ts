import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { orders } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';

/** MAX_HOLDS_PER_CLIENT: unpaid holds can not make a small ticket look sold out. */
const CAP = 3;
const onPostgres = !!process.env.TEST_DATABASE_URL;

async function smallTicket(t: TestApp) {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 50 }] });
  const body = { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }] };
  return { live, body };
}

function reserveFrom(t: TestApp, live: LiveEvent, body: unknown, remoteAddress: string, headers: Record<string, string> = {}) {
  return request(t.app, 'POST', `/api/public/events/${live.eventId}/order`, { body, remoteAddress, headers });
}

describe('holds per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ maxHoldsPerClient: CAP });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses one hold too many from one address with 429, Retry-After and a translated message', async () => {
    const { live, body } = await smallTicket(t);
    const ip = '10.20.30.40';
    for (let i = 0; i < CAP; i += 1) expect((await reserveFrom(t, live, body, ip)).status).toBe(201);
    const refused = await reserveFrom(t, live, body, ip, { 'accept-language': 'de' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_HOLDS');
    expect(refused.body.message).toContain(`${CAP} unbezahlte Bestellungen`);
    const retryAfter = Number(refused.headers['retry-after']);
    // The first hold runs out after the event's order timeout (15 minutes unless set).
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Other addresses, and the same address on another event, go on.
    expect((await reserveFrom(t, live, body, '10.20.30.41')).status).toBe(201);
    const other = await smallTicket(t);
    expect((await reserveFrom(t, other.live, other.body, ip)).status).toBe(201);
  });

  it('counts only holds still running, and keeps a hash rather than the address', async () => {
    const { live, body } = await smallTicket(t);
    const ip = '10.20.30.50';
    for (let i = 0; i < CAP; i += 1) expect((await reserveFrom(t, live, body, ip)).status).toBe(201);
    expect((await reserveFrom(t, live, body, ip)).status).toBe(429);

    const keys = await t.ctx.db.select({ key: orders.clientKey }).from(orders).where(eq(orders.eventId, live.eventId));
    expect(keys).toHaveLength(CAP);
    expect(new Set(keys.map((row) => row.key)).size).toBe(1);
    expect(keys[0]!.key).toBeTruthy();
    expect(keys[0]!.key).not.toContain('10.20.30.50');

    // One hold runs out (its release is still pending): the address may hold again.
    const [first] = await t.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.eventId, live.eventId))
      .orderBy(orders.id)
      .limit(1);
    await t.ctx.db.update(orders).set({ reservedUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, first!.id));
    expect((await reserveFrom(t, live, body, ip)).status).toBe(201);
    expect((await reserveFrom(t, live, body, ip)).status).toBe(429);
  });
});

/** The hold rule behind a shared address (docs/locking.md, "The hold rule"): the cap per browser, a ceiling per address. */
describe('holds per browser behind one address', () => {
  const CEILING = 7;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ maxHoldsPerClient: CAP, maxHoldsPerAddress: CEILING });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A browser: it keeps the holder cookie its first answer sets. */
  function browser(live: LiveEvent, body: unknown, ip: string) {
    let cookie: string | null = null;
    return async () => {
      const answer = await reserveFrom(t, live, body, ip, cookie ? { cookie } : {});
      const set = answer.headers['set-cookie'];
      const holder = [set ?? []].flat().find((value) => String(value).startsWith('stagedoor_holder='));
      if (holder) cookie = String(holder).split(';')[0]!;
      return answer;
    };
  }

  it('gives each browser of a shared address its own cap, up to the address ceiling, and counts cookie-less clients by address', async () => {
    const { live, body } = await smallTicket(t);
    const ip = '100.64.1.1';
    const first = browser(live, body, ip);
    const second = browser(live, body, ip);
    // A browser's first order (no cookie yet) counts against the address; then it holds CAP by itself.
    for (let i = 0; i < CAP + 1; i += 1) expect((await first()).status).toBe(201);
    expect((await first()).body.code).toBe('TOO_MANY_HOLDS');
    for (let i = 0; i < CAP + 1; i += 1) expect((await second()).status).toBe(201);
    expect((await second()).body.code).toBe('TOO_MANY_HOLDS');
    // A script that drops the cookie is counted by the address under the small cap: the two first orders and one more.
    expect((await reserveFrom(t, live, body, ip)).status).toBe(201);
    expect((await reserveFrom(t, live, body, ip)).body.code).toBe('TOO_MANY_HOLDS');
    // A new browser is refused by the address cap once, gets its cookie with the refusal, and then holds by itself
    // until the browsers of the address reach their ceiling (six held by cookie so far).
    const third = browser(live, body, ip);
    expect((await third()).body.code).toBe('TOO_MANY_HOLDS');
    for (let i = 0; i < CEILING - 2 * CAP; i += 1) expect((await third()).status).toBe(201);
    const ceiling = await third();
    expect(ceiling.status).toBe(429);
    expect(ceiling.body.code).toBe('TOO_MANY_HOLDS');
    // Another address is not touched.
    expect((await reserveFrom(t, live, body, '100.64.1.2')).status).toBe(201);
  });

  it('refuses a forged holder cookie: the client counts as its address', async () => {
    const { live, body } = await smallTicket(t);
    const ip = '100.64.2.1';
    const forged = { cookie: 'stagedoor_holder=AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA' };
    for (let i = 0; i < CAP; i += 1) expect((await reserveFrom(t, live, body, ip, forged)).status).toBe(201);
    expect((await reserveFrom(t, live, body, ip, forged)).body.code).toBe('TOO_MANY_HOLDS');
  });
});

/**
 * Parallel reservations from one address on real PostgreSQL. A gate holds the event row
 * until the purchases are all waiting at a lock, so that none of them has written when
 * the others count; the control run without the purchase locks must let too many through.
 */
async function rushFromOneAddress(t: TestApp, buyers: number) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const { live, body } = await smallTicket(t);
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT 1 FROM events WHERE id = $1 FOR UPDATE', [live.eventId]);
    const pending = Promise.all(
      Array.from({ length: buyers }, () =>
        fetch(`http://127.0.0.1:${port}/api/public/events/${live.eventId}/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (res) => ({ status: res.status, code: ((await res.json()) as { code?: string }).code })),
      ),
    );
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < Math.min(buyers, t.ctx.config.databasePoolSize)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await gate.query('COMMIT');
    const responses = await pending;
    const [held] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.eventId, live.eventId), eq(orders.status, 'RESERVED')));
    return { responses, held: Number(held?.n ?? 0) };
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
}

describe.runIf(onPostgres)('holds per client address under a parallel rush', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ maxHoldsPerClient: CAP });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives one address at most the cap, however many reservations arrive at once', async () => {
    const { responses, held } = await rushFromOneAddress(t, 12);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(CAP);
    expect(responses.filter((r) => r.status !== 201).every((r) => r.status === 429 && r.code === 'TOO_MANY_HOLDS')).toBe(true);
    expect(held).toBe(CAP);
  });
});

describe.runIf(onPostgres)('control: the same rush without the purchase locks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ maxHoldsPerClient: CAP, unsafeDisableStockLocking: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets more than the cap through, which shows the rush above would catch a missing lock', async () => {
    const { held } = await rushFromOneAddress(t, 12);
    expect(held).toBeGreaterThan(CAP);
  });
});
