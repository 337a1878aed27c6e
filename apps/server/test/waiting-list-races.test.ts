import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../src/platform/db/client.js';
import { ticketPrices, waitingListEntries } from '../src/platform/db/schema.js';
import { runOfferPass } from '../src/features/waiting-list/offer.js';
import { WAITING_LIST_OFFERS_QUEUE } from '../src/features/waiting-list/queue.js';
import { createTestApp, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { heldUnitsOf, pendingJobs } from './factories.js';
import { liveEvent, reserve } from './selling-factories.js';
import { buy, cancelOrder, join, payHeld, pooledEvent, stockedTicket } from './waiting-list-factories.js';
import { request } from './harness.js';
import { seatedEvent, seatLine } from './seat-purchase-factories.js';
import { orders } from '../src/platform/db/schema.js';

/**
 * Waiting-list offers racing public buyers, cancellations and each other on real PostgreSQL (PGlite runs one
 * transaction at a time). Each race has its control: the same race with the guard it proves switched off
 * (unsafeDisableWaitingListGuard, unsafeDisableWaitingListLocking: code-only settings) must go wrong.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const STOCK = 3;

async function soldOutWithList(t: TestApp, entries: number) {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await stockedTicket(t.app, live, STOCK);
  const sales = [];
  for (let i = 0; i < STOCK; i += 1) sales.push(await buy(t.app, live, ticket.line(1)));
  const joined = [];
  for (let i = 0; i < entries; i += 1) joined.push((await join(t.app, live, { ticket_price_id: ticket.priceId })).body);
  const [entry] = await t.ctx.db.select().from(waitingListEntries).where(eq(waitingListEntries.id, joined[0].id));
  return { live, ticket, sales, joined, dateId: entry!.eventDateId };
}

/** The offers each entry got: orders placed for its address (an offer's order carries the entrant's name and email). */
async function offersPerEntry(t: TestApp, eventId: number): Promise<number[]> {
  const result = await t.ctx.db.execute(sql`select e.id, (select count(*)::int from orders o
      where o.event_id = e.event_id and o.email = e.email) as offers
    from waiting_list_entries e where e.event_id = ${eventId} order by e.id`);
  return rowsOf<{ offers: number }>(result).map((row) => Number(row.offers));
}

async function capacityOf(t: TestApp, priceId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ quantity: ticketPrices.initialQuantityAvailable })
    .from(ticketPrices)
    .where(eq(ticketPrices.id, priceId));
  return row!.quantity!;
}

async function untilPassesDone(t: TestApp, eventId: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await pendingJobs(t.app, WAITING_LIST_OFFERS_QUEUE, { eventId })) > 0) {
    if (Date.now() > deadline) throw new Error('offer pass still queued');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Cancellations give three units back while the offer pass of the line is held at its lock (the test holds the
 * line's advisory lock); thirty public buyers, who read the units as free, then try to buy them; then the pass runs.
 */
async function buyersAgainstOffers(t: TestApp) {
  const setup = await soldOutWithList(t, STOCK);
  const { live, ticket, sales, dateId } = setup;
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await gate.connect();
  let bought = 0;
  try {
    await gate.query('select pg_advisory_lock(hashtextextended($1, 0))', [`stagedoor-waiting-list:${ticket.priceId}:${dateId}`]);
    const cancelled = await Promise.all(sales.map((sale) => cancelOrder(t.app, live, sale.id)));
    expect(cancelled.map((response) => response.status)).toEqual(sales.map(() => 200));
    const buyers = await Promise.all(Array.from({ length: 30 }, () => reserve(t.app, live.eventId, [ticket.line(1)])));
    bought = buyers.filter((response) => response.status === 201).length;
    expect(buyers.every((response) => response.status === 201 || response.body.code === 'SOLD_OUT')).toBe(true);
  } finally {
    await gate.query('select pg_advisory_unlock_all()');
    await gate.end();
  }
  await untilPassesDone(t, live.eventId);
  const offered = (await offersPerEntry(t, live.eventId)).reduce((sum, n) => sum + n, 0);
  const held = await heldUnitsOf(t.ctx.db, ticket.priceId);
  return { bought, offered, held, capacity: await capacityOf(t, ticket.priceId) };
}

/**
 * `returned` units come back (a raised quantity, which enqueues nothing) and four passes run at once while the test
 * holds the price's stock row; the test lets the row go once `queued` of them wait for a lock.
 *
 * The control needs two things to show its race every time. Units enough for every pass to hold one more: otherwise
 * the first pass, once its offer commits, may offer the last units to the next entries before a second pass holds
 * for the first entry again, and that pass is refused SOLD_OUT. And a gate that opens as soon as two passes wait:
 * without the line lock the second one waits on the first one's entry, which is all the race needs, and the first
 * one waits at the stock write under the purchase's lock timeout (LOCK_TIMEOUT_MS), which a loaded machine could
 * reach before four passes queue.
 */
async function passesAgainstEachOther(t: TestApp, { queued = 4, returned = STOCK } = {}) {
  const { live, ticket, dateId } = await soldOutWithList(t, 5);
  await t.ctx.db
    .update(ticketPrices)
    .set({ initialQuantityAvailable: STOCK + returned })
    .where(eq(ticketPrices.id, ticket.priceId));
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  try {
    await gate.query('BEGIN');
    await gate.query('select 1 from event_date_prices where event_date_id = $1 and ticket_price_id = $2 for update', [
      dateId,
      ticket.priceId,
    ]);
    const passes = Promise.all(Array.from({ length: 4 }, () => runOfferPass(t.ctx, live.eventId)));
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < queued) await new Promise((resolve) => setTimeout(resolve, 10));
    await gate.query('COMMIT');
    await passes;
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
  return {
    perEntry: await offersPerEntry(t, live.eventId),
    held: await heldUnitsOf(t.ctx.db, ticket.priceId),
    capacity: await capacityOf(t, ticket.priceId),
  };
}

/**
 * The same race on a seat category of a seated event (docs/waiting-list.md, "Seated prices"): three seats of the
 * category, sold on its two prices, come back while the category line's pass is held at its lock; thirty public
 * buyers ask for best available seats on either price; then the pass offers the seats to the three entries.
 */
async function seatBuyersAgainstOffers(t: TestApp) {
  const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: STOCK, stallsPrices: 2 });
  const sales: number[] = [];
  for (let i = 0; i < STOCK; i += 1) {
    const held = await request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, {
      body: seatLine(s.stalls, { seat_ids: [`A-${i + 1}`] }, i % 2),
    });
    expect(held.status).toBe(201);
    await payHeld(t.app, s.live.eventId, held.body.data);
    const [row] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.shortId, held.body.data.short_id));
    sales.push(row!.id);
  }
  for (let i = 0; i < STOCK; i += 1) {
    expect((await join(t.app, s.live, { ticket_price_id: s.stalls.prices[1]!.id })).status).toBe(201);
  }
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await gate.connect();
  let bought = 0;
  try {
    const key = `stagedoor-waiting-list-seats:${s.live.eventId}:${s.dateId}:stalls`;
    await gate.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    const cancelled = await Promise.all(sales.map((sale) => cancelOrder(t.app, s.live, sale)));
    expect(cancelled.map((response) => response.status)).toEqual(sales.map(() => 200));
    const buyers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, {
          body: seatLine(s.stalls, { best_available: true, quantity: 1 }, i % 2),
        }),
      ),
    );
    bought = buyers.filter((response) => response.status === 201).length;
    // Every buyer gets an order, a refusal of the race (409: sold out, seat taken) or, past the bounded wait for a
    // connection (the offer passes hold theirs while the gate holds their lock), a 503; nothing else.
    const unexpected = buyers.filter(
      (r) => r.status !== 201 && r.status !== 409 && !['BUSY', 'DATABASE_UNAVAILABLE'].includes(r.body.code),
    );
    expect(unexpected.map((r) => [r.status, r.body.code])).toEqual([]);
  } finally {
    await gate.query('select pg_advisory_unlock_all()');
    await gate.end();
  }
  await untilPassesDone(t, s.live.eventId);
  const offered = (await offersPerEntry(t, s.live.eventId)).reduce((sum, n) => sum + n, 0);
  const claims = rowsOf<{ claims: number; seats: number }>(
    await t.ctx.db.execute(sql`select count(*)::int as claims, count(distinct seat_id)::int as seats from seat_claims
      where event_id = ${s.live.eventId} and (kind <> 'HELD' or held_until > now())`),
  )[0]!;
  return { bought, offered, claims: Number(claims.claims), seats: Number(claims.seats) };
}

/**
 * The same race on a capacity pool (docs/waiting-list.md, "Capacity pools"): a pool of three places over two prices
 * (each with units of its own to spare) is full; three entries wait on the pool's line; the three sales come back
 * while the pool line's pass is held at its lock; thirty public buyers ask for either price; then the pass offers
 * the places to the three entries.
 */
async function poolBuyersAgainstOffers(t: TestApp) {
  const { live, a, b, poolId } = await pooledEvent(t.app, t.ctx, { capacity: STOCK });
  const sales = [];
  for (let i = 0; i < STOCK; i += 1) sales.push(await buy(t.app, live, (i % 2 === 0 ? a : b).line(1)));
  const joined = [];
  for (let i = 0; i < STOCK; i += 1) {
    const entry = await join(t.app, live, { ticket_price_id: (i % 2 === 0 ? b : a).priceId });
    expect(entry.status).toBe(201);
    joined.push(entry.body);
  }
  const [entry] = await t.ctx.db.select().from(waitingListEntries).where(eq(waitingListEntries.id, joined[0].id));
  expect(entry!.capacityAssignmentId).toBe(poolId);
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await gate.connect();
  let bought = 0;
  try {
    await gate.query('select pg_advisory_lock(hashtextextended($1, 0))', [`stagedoor-waiting-list-pool:${poolId}:${entry!.eventDateId}`]);
    const cancelled = await Promise.all(sales.map((sale) => cancelOrder(t.app, live, sale.id)));
    expect(cancelled.map((response) => response.status)).toEqual(sales.map(() => 200));
    const buyers = await Promise.all(Array.from({ length: 30 }, (_, i) => reserve(t.app, live.eventId, [(i % 2 === 0 ? a : b).line(1)])));
    bought = buyers.filter((response) => response.status === 201).length;
    // Every buyer gets an order, a refusal (sold out) or, past the bounded wait for a connection (the offer passes
    // hold theirs while the gate holds their lock), a 503; nothing else.
    const unexpected = buyers.filter(
      (r) => r.status !== 201 && r.body.code !== 'SOLD_OUT' && !['BUSY', 'DATABASE_UNAVAILABLE'].includes(r.body.code),
    );
    expect(unexpected.map((r) => [r.status, r.body.code])).toEqual([]);
  } finally {
    await gate.query('select pg_advisory_unlock_all()');
    await gate.end();
  }
  await untilPassesDone(t, live.eventId);
  const offered = (await offersPerEntry(t, live.eventId)).reduce((sum, n) => sum + n, 0);
  const held = (await heldUnitsOf(t.ctx.db, a.priceId)) + (await heldUnitsOf(t.ctx.db, b.priceId));
  return { bought, offered, held };
}

describe.runIf(onPostgres)('waiting-list races', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives returned units to the list, never to public buyers racing the offers', async () => {
    const { bought, offered, held, capacity } = await buyersAgainstOffers(t);
    expect(bought).toBe(0);
    expect(offered).toBe(STOCK);
    expect(held).toBe(capacity);
  });

  it("gives a seat category's returned seats to the list, never to public buyers of any of its prices", async () => {
    const { bought, offered, claims, seats } = await seatBuyersAgainstOffers(t);
    expect(bought).toBe(0);
    expect(offered).toBe(STOCK);
    expect([claims, seats]).toEqual([STOCK, STOCK]);
  });

  it("gives a capacity pool's returned places to the list, never to public buyers of any of its prices", async () => {
    const { bought, offered, held } = await poolBuyersAgainstOffers(t);
    expect(bought).toBe(0);
    expect(offered).toBe(STOCK);
    expect(held).toBe(STOCK);
  });

  it('makes one offer per entry and never oversells when passes run at once', async () => {
    const { perEntry, held, capacity } = await passesAgainstEachOther(t);
    expect(perEntry).toEqual([1, 1, 1, 0, 0]);
    expect(held).toBe(capacity);
  });
});

describe.runIf(onPostgres)('waiting-list races: controls', () => {
  it('without the purchase guard, public buyers take the returned units from the list', async () => {
    const t = await createTestApp({ unsafeDisableWaitingListGuard: true });
    try {
      const { bought, offered, held, capacity } = await buyersAgainstOffers(t);
      expect(bought).toBeGreaterThan(0);
      expect(offered).toBeLessThan(STOCK);
      // The stock write still keeps the counter within the quantity: the guard is what keeps the list first.
      expect(held).toBeLessThanOrEqual(capacity);
    } finally {
      await t.close();
    }
  });

  it("without the purchase guard, public buyers take a seat category's returned seats from the list", async () => {
    const t = await createTestApp({ unsafeDisableWaitingListGuard: true });
    try {
      const { bought, offered, claims, seats } = await seatBuyersAgainstOffers(t);
      expect(bought).toBeGreaterThan(0);
      expect(offered).toBeLessThan(STOCK);
      // The seat claims still sell each seat once: the guard is what keeps the list first.
      expect(claims).toBe(seats);
    } finally {
      await t.close();
    }
  });

  it("without the purchase guard, public buyers take a capacity pool's returned places from the list", async () => {
    const t = await createTestApp({ unsafeDisableWaitingListGuard: true });
    try {
      const { bought, offered, held } = await poolBuyersAgainstOffers(t);
      expect(bought).toBeGreaterThan(0);
      expect(offered).toBeLessThan(STOCK);
      // The pool's check still keeps its use within its capacity: the guard is what keeps the list first.
      expect(held).toBeLessThanOrEqual(STOCK);
    } finally {
      await t.close();
    }
  });

  it('without the line lock and the WAITING condition, an entry gets two offers', async () => {
    const t = await createTestApp({ unsafeDisableWaitingListLocking: true });
    try {
      const { perEntry } = await passesAgainstEachOther(t, { queued: 2, returned: 5 + 3 });
      expect(Math.max(...perEntry)).toBeGreaterThan(1);
    } finally {
      await t.close();
    }
  });
});
