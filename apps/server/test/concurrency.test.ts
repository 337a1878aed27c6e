import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { PublicOrder, ReserveOrderInput } from '@stagedoor/contracts';
import { orderIdempotencyScope } from '../src/features/checkout/reserve-alone.js';
import { reserveOrder } from '../src/features/checkout/reserve-order.js';
import { EarlierAnswers } from '../src/platform/http/idempotency.js';
import { orderItems, orders } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { addTicket, liveEvent } from './selling-factories.js';

/**
 * Real parallel HTTP requests against real PostgreSQL (PGlite runs one
 * transaction at a time, so a race cannot happen there). The control suite runs
 * the same rush with the purchase locks switched off and must see an oversell,
 * which proves the harness would catch one.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const BUYERS = 40;
const STOCK = 5;

/**
 * BUYERS parallel purchases. A gate holds the event row until every database
 * connection of the app is a purchase waiting at its first lock, so that all those
 * buyers have read the stock as free before any of them writes: only the locks and
 * the conditions of the write can keep them apart.
 */
async function rush(t: TestApp, build: (live: Awaited<ReturnType<typeof liveEvent>>) => Promise<Record<string, unknown>[]>) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const live = await liveEvent(t.app, t.ctx);
  const bodies = await build(live);
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  let responses: { status: number; body: { code?: string } }[];
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT 1 FROM events WHERE id = $1 FOR UPDATE', [live.eventId]);
    const pending = Promise.all(Array.from({ length: BUYERS }, (_, i) => placeOrder(port, live.eventId, bodies[i % bodies.length]!)));
    // Well within the purchases' lock timeout.
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < Math.min(BUYERS, t.ctx.config.databasePoolSize)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await gate.query('COMMIT');
    responses = await pending;
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
  return { live, responses, held: await heldUnits(t, live.eventId) };
}

/** The units the event's reserved orders hold. */
async function heldUnits(t: TestApp, eventId: number): Promise<number> {
  const held = await t.ctx.db
    .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.eventId, eventId), inArray(orders.status, ['RESERVED'])));
  return Number(held[0]?.quantity ?? 0);
}

/** One buyer's reservation over a real socket, so that many run at once. */
async function placeOrder(port: number, eventId: number, body: Record<string, unknown>, idempotencyKey?: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/public/events/${eventId}/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code?: string } };
}

function ticketBody(ticket: { id: number; prices: { id: number }[] }, extra: Record<string, unknown> = {}) {
  return { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }], ...extra };
}

describe.runIf(onPostgres)('flash-sale rush with locking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never sells more of a price than its stock', async () => {
    const { responses, held } = await rush(t, async (live) => [
      ticketBody(await addTicket(t.app, live, { prices: [{ price: 1000, initial_quantity_available: STOCK }] })),
    ]);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(STOCK);
    expect(responses.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    expect(held).toBe(STOCK);
  });

  it('never sells more than a capacity assignment shared by two tickets', async () => {
    const { responses, held } = await rush(t, async (live) => {
      const a = await addTicket(t.app, live, { title: 'Stalls' });
      const b = await addTicket(t.app, live, { title: 'Balcony' });
      const created = await request(t.app, 'POST', `/api/events/${live.eventId}/capacity-assignments`, {
        token: live.owner.token,
        body: { name: 'Fire limit', capacity: STOCK, ticket_ids: [a.id, b.id] },
      });
      expect(created.status).toBe(201);
      return [ticketBody(a), ticketBody(b)];
    });
    expect(responses.filter((r) => r.status === 201)).toHaveLength(STOCK);
    expect(held).toBe(STOCK);
  });

  it("never lets a promo code's usage limit be exceeded", async () => {
    const { responses } = await rush(t, async (live) => {
      const ticket = await addTicket(t.app, live, {});
      const created = await request(t.app, 'POST', `/api/events/${live.eventId}/promo-codes`, {
        token: live.owner.token,
        body: { code: 'RUSH50', discount_type: 'PERCENTAGE', discount: 50, max_allowed_usages: 3 },
      });
      expect(created.status).toBe(201);
      return [ticketBody(ticket, { promo_code: 'RUSH50' })];
    });
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
  });
});

describe.runIf(onPostgres)('control: the same rush without locks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ unsafeDisableStockLocking: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('oversells, which shows the rush above would catch a missing lock', async () => {
    const { held } = await rush(t, async (live) => [
      ticketBody(await addTicket(t.app, live, { prices: [{ price: 1000, initial_quantity_available: STOCK }] })),
    ]);
    expect(held).toBeGreaterThan(STOCK);
  });
});

/**
 * RESERVATIONS_PER_PRICE: a rush on one price sends at most that many reservations to the database at a time in a
 * process, and the others wait in the process, so the pool stays free for everything else. The event row is held
 * while the rush arrives, so the reservations that reached the database wait there; then another request asks for
 * the event. Without the gate (the control) the rush holds every connection and that request answers 503.
 */
describe.runIf(onPostgres)('a rush on one price waits in the process, not for the pool', () => {
  const POOL = 4;
  const RUSH = 12;
  const RUSH_STOCK = 3;

  /** `keyed`: every buyer sends an Idempotency-Key of its own, as the buyer pages do. */
  async function rushWhileOthersAsk(reservationsPerPrice: number, keyed = false) {
    const t = await createTestApp({ databasePoolSize: POOL, databaseAcquireTimeoutMs: 2000, reservationsPerPrice, runWorkers: false });
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const live = await liveEvent(t.app, t.ctx);
      const ticket = await addTicket(t.app, live, { prices: [{ price: 1000, initial_quantity_available: RUSH_STOCK }] });
      await Promise.all([holder.connect(), monitor.connect()]);
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM events WHERE id = $1 FOR UPDATE', [live.eventId]);
      const pending = Promise.all(
        Array.from({ length: RUSH }, (_, i) =>
          placeOrder(port, live.eventId, ticketBody(ticket), keyed ? `rush-${live.eventId}-${i}` : undefined),
        ),
      );
      const inDatabase = Math.min(reservationsPerPrice, POOL);
      const deadline = Date.now() + 5000;
      while ((await lockWaiters(monitor, t)) < inDatabase) {
        if (Date.now() > deadline) throw new Error(`${inDatabase} reservations never waited in the database`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
      await holder.query('COMMIT');
      return { page, responses: await pending, held: await heldUnits(t, live.eventId) };
    } finally {
      await Promise.all([holder.end(), monitor.end()]);
      await t.close();
    }
  }

  it('leaves connections to other requests, and sells exactly the stock', async () => {
    const { page, responses, held } = await rushWhileOthersAsk(2);
    expect(page.status).toBe(200);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(RUSH_STOCK);
    expect(responses.filter((r) => r.status !== 201).map((r) => r.body.code)).toEqual(Array(RUSH - RUSH_STOCK).fill('SOLD_OUT'));
    expect(held).toBe(RUSH_STOCK);
  });

  it('leaves connections to other requests when every buyer sends an Idempotency-Key', async () => {
    const { page, responses, held } = await rushWhileOthersAsk(2, true);
    expect(page.status).toBe(200);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(RUSH_STOCK);
    expect(responses.filter((r) => r.status !== 201).map((r) => r.body.code)).toEqual(Array(RUSH - RUSH_STOCK).fill('SOLD_OUT'));
    expect(held).toBe(RUSH_STOCK);
  });

  it('control: without the gate the rush takes every connection and the other request answers 503', async () => {
    const { page, held } = await rushWhileOthersAsk(1000);
    expect(page.status).toBe(503);
    expect(held).toBe(RUSH_STOCK);
  });
});

/**
 * A reservation with an Idempotency-Key that answers a sold-out reading without its work (reservation-gate.ts) still
 * answers as its first attempt did when that attempt is in flight elsewhere: it waits for it, and answers its order.
 */
describe.runIf(onPostgres)('the earlier answer of an Idempotency-Key in flight', () => {
  it('waits for the attempt in flight and answers its order, where a read of the key would find nothing', async () => {
    const t = await createTestApp({ runWorkers: false });
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    try {
      const live = await liveEvent(t.app, t.ctx);
      const ticket = await addTicket(t.app, live, { prices: [{ price: 1000, initial_quantity_available: 1 }] });
      const input = ticketBody(ticket) as ReserveOrderInput;
      const key = { key: 'in-flight', client: 'one-client' };
      await Promise.all([holder.connect(), monitor.connect()]);
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM events WHERE id = $1 FOR UPDATE', [live.eventId]);
      // The first attempt has taken its key and waits at the event's lock in its transaction.
      const first = reserveOrder(t.ctx, { eventId: live.eventId, input, locale: 'en', idempotencyKey: key, clientKey: null });
      const waitFor = async (waiters: number) => {
        const deadline = Date.now() + 5000;
        while ((await lockWaiters(monitor, t)) < waiters) {
          if (Date.now() > deadline) throw new Error(`${waiters} statements never waited for a lock`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      await waitFor(1);
      const scope = orderIdempotencyScope(live.eventId);
      const answer = new EarlierAnswers(t.ctx.db).ask<PublicOrder>({ scope, key, request: input });
      await waitFor(2);
      // Read without taking the key, the attempt in flight is not there yet: such a check would answer SOLD_OUT.
      const { rows } = await monitor.query('SELECT 1 FROM idempotency_keys WHERE scope = $1 AND key = $2', [
        `${scope}|${key.client}`,
        key.key,
      ]);
      expect(rows).toHaveLength(0);
      await holder.query('COMMIT');
      const { order, created } = await first;
      expect(created).toBe(true);
      expect((await answer)?.short_id).toBe(order.short_id);
    } finally {
      await Promise.all([holder.end(), monitor.end()]);
      await t.close();
    }
  });
});
