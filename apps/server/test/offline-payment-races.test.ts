import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { auditLog, eventStatistics, orders } from '../src/platform/db/schema.js';
import { expireStaleOrders } from '../src/features/checkout/expire-orders.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { heldUnitsOf, uniqueEmail } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

/**
 * Marking an offline order paid, in parallel with itself and with the expiry job, against real PostgreSQL (PGlite
 * runs one transaction at a time). A gate holds the order's row until every contender waits for a lock, so that all
 * of them read the order before any writes. The control runs the same with the order lock and the status condition
 * switched off (unsafeDisableOrderLocking) and must see an order completed twice, or completed after its stock went
 * back: the damage the guards prevent (docs/locking.md "Offline payments").
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const PARALLEL = 4;
const QUANTITY = 3;

async function awaitingOrder(t: TestApp) {
  const live = await liveEvent(t.app, t.ctx, { payment_methods: [{ method: 'BANK_TRANSFER', instructions: 'IBAN DE89 3704 0044' }] });
  const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 20 }] });
  const reserved = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: QUANTITY }]);
  await details(t.app, live.eventId, reserved.body.data, uniqueEmail('race'));
  const chosen = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${reserved.body.data.short_id}/offline-payment`, {
    body: { method: 'BANK_TRANSFER' },
  });
  expect(chosen.status).toBe(200);
  const [row] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.shortId, reserved.body.data.short_id));
  return { live, orderId: row!.id, priceId: ticket.prices[0]!.id };
}

/** Mark-paid calls, one by one and in bulk alternately. */
function markPaid(port: number, live: LiveEvent, orderId: number, index: number) {
  const bulk = index % 2 === 1;
  const url = bulk ? `/api/events/${live.eventId}/orders/mark-paid` : `/api/events/${live.eventId}/orders/${orderId}/mark_paid`;
  return fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${live.owner.token}` },
    body: JSON.stringify(bulk ? { order_ids: [orderId] } : {}),
  }).then(async (res) => {
    const body = (await res.json()) as { code?: string; data?: { result: string }[] | { status: string } };
    const paid = bulk ? Array.isArray(body.data) && body.data[0]?.result === 'MARKED_PAID' : res.status === 200;
    return { status: res.status, paid };
  });
}

/** Holds the order's row while the contenders queue behind it, `first` before the others when given. */
async function race(t: TestApp, live: LiveEvent, orderId: number, first?: () => Promise<unknown>) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  const until = async (waiters: number) => {
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < waiters) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
    const leading = first ? first() : Promise.resolve();
    if (first) await until(1);
    const calls = Promise.all(Array.from({ length: PARALLEL }, (_, index) => markPaid(port, live, orderId, index)));
    await until(PARALLEL + (first ? 1 : 0));
    await gate.query('COMMIT');
    const [answers] = await Promise.all([calls, leading]);
    return answers;
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
}

async function outcome(t: TestApp, live: LiveEvent, orderId: number, priceId: number) {
  const [order] = await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const [stats] = await t.ctx.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, live.eventId));
  const [marks] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, orderId), eq(auditLog.action, 'MARKED_PAID')));
  return {
    status: order!.status,
    held: await heldUnitsOf(t.ctx.db, priceId),
    ordersCounted: stats?.ordersCreated ?? 0,
    ticketsCounted: stats?.ticketsSold ?? 0,
    marks: Number(marks!.n),
  };
}

/** The deadline passed and the expiry job runs while the organizer marks the order paid. */
async function expiryRace(t: TestApp) {
  const { live, orderId, priceId } = await awaitingOrder(t);
  await t.ctx.db.update(orders).set({ reservedUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, orderId));
  const answers = await race(t, live, orderId, () => expireStaleOrders(t.ctx, { eventId: live.eventId }));
  return { answers, ...(await outcome(t, live, orderId, priceId)) };
}

async function doubleRace(t: TestApp) {
  const { live, orderId, priceId } = await awaitingOrder(t);
  const answers = await race(t, live, orderId);
  return { answers, ...(await outcome(t, live, orderId, priceId)) };
}

describe.runIf(onPostgres)('offline payment races with the guards on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('parallel mark-paids (one by one and in bulk) complete the order once', async () => {
    const result = await doubleRace(t);
    expect(result.answers.filter((a) => a.paid)).toHaveLength(1);
    expect(result).toMatchObject({ status: 'COMPLETED', held: QUANTITY, ordersCounted: 1, ticketsCounted: QUANTITY, marks: 1 });
  });

  it('mark-paid racing the expiry never completes an order whose stock went back', async () => {
    const result = await expiryRace(t);
    expect(result.answers.filter((a) => a.paid)).toHaveLength(0);
    expect(result).toMatchObject({ status: 'EXPIRED', held: 0, ordersCounted: 0, marks: 0 });
  });
});

describe.runIf(onPostgres)('control: the same races without the order lock and status condition', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ unsafeDisableOrderLocking: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('completes the order more than once', async () => {
    const result = await doubleRace(t);
    expect(result.ordersCounted).toBeGreaterThan(1);
    expect(result.marks).toBeGreaterThan(1);
  });

  it('completes an order the expiry released: sold with its stock back on sale', async () => {
    const result = await expiryRace(t);
    expect(result.status).toBe('COMPLETED');
    expect(result.held).toBe(0);
    expect(result.ordersCounted).toBeGreaterThan(0);
  });
});
