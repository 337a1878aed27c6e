import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { orderRefunds } from '../src/platform/db/schema.js';
import { createTestApp, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';
import { buyOrder } from './order-factories.js';
import { heldUnitsOf } from './factories.js';

/**
 * Back-office actions on one order fired in parallel against real PostgreSQL
 * (PGlite runs one transaction at a time). A gate holds the order's row until
 * every request waits for a lock, so all of them have started before any writes.
 * The control runs the same with the order lock and status condition switched
 * off and must see money move twice, which shows the race would be caught.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

interface Call {
  path: string;
  body: unknown;
}

async function race(t: TestApp, live: LiveEvent, orderId: number, calls: Call[]) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
    const pending = Promise.all(
      calls.map((call) =>
        fetch(`http://127.0.0.1:${port}/api/events/${live.eventId}/orders/${orderId}/${call.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${live.owner.token}` },
          body: JSON.stringify(call.body),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code?: string } })),
      ),
    );
    // Well within the actions' lock timeout.
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < calls.length) await new Promise((resolve) => setTimeout(resolve, 10));
    await gate.query('COMMIT');
    return await pending;
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
}

async function setup(t: TestApp) {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 20 }] });
  const line = (quantity: number) => ({ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity });
  // Another sale of the same price: its units must stay held whatever happens to the raced order.
  await buyOrder(t.app, live, line(2));
  const order = await buyOrder(t.app, live, line(3));
  return { live, order, priceId: ticket.prices[0]!.id };
}

async function refundedOf(t: TestApp, orderId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({
      sum: sql<number>`coalesce(sum(${orderRefunds.amount}) filter (where ${orderRefunds.status} in ('SUCCEEDED', 'PENDING')), 0)::int`,
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return Number(row?.sum ?? 0);
}

async function heldOf(t: TestApp, priceId: number): Promise<number> {
  return heldUnitsOf(t.ctx.db, priceId);
}

describe.runIf(onPostgres)('order actions in parallel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('two refunds of everything that is left: one wins', async () => {
    const { live, order } = await setup(t);
    const answers = await race(t, live, order.id, [
      { path: 'refund', body: { amount: 7500 } },
      { path: 'refund', body: { amount: 7500 } },
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await refundedOf(t, order.id)).toBe(7500);
  });

  it('a cancellation with refund and a refund of the same order never move money twice', async () => {
    const { live, order, priceId } = await setup(t);
    const answers = await race(t, live, order.id, [
      { path: 'cancel', body: { refund: true } },
      { path: 'refund', body: { amount: 7500 } },
    ]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await refundedOf(t, order.id)).toBe(7500);
    expect(await heldOf(t, priceId)).toBe(2);
  });

  it('two cancellations: one wins and the stock comes back exactly once', async () => {
    const { live, order, priceId } = await setup(t);
    expect(await heldOf(t, priceId)).toBe(5);
    const answers = await race(t, live, order.id, [
      { path: 'cancel', body: {} },
      { path: 'cancel', body: {} },
      { path: 'cancel', body: {} },
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await heldOf(t, priceId)).toBe(2);
  });
});

describe.runIf(onPostgres)('control: the same races without the order lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ unsafeDisableOrderLocking: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refunds twice, which shows the race above would catch a missing lock', async () => {
    const { live, order } = await setup(t);
    const answers = await race(t, live, order.id, [
      { path: 'refund', body: { amount: 7500 } },
      { path: 'refund', body: { amount: 7500 } },
    ]);
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers),
    ).toEqual([200, 200]);
    expect(await refundedOf(t, order.id)).toBe(15_000);
  });

  it('moves money twice when a cancellation with refund meets a refund', async () => {
    const { live, order } = await setup(t);
    await race(t, live, order.id, [
      { path: 'cancel', body: { refund: true } },
      { path: 'refund', body: { amount: 7500 } },
    ]);
    expect(await refundedOf(t, order.id)).toBe(15_000);
  });
});
