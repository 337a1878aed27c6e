import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { invoices } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { liveEvent } from './selling-factories.js';
import { buyAsBusiness, taxedTicket, turnOnInvoicing } from './invoice-factories.js';

/**
 * Completions of one organizer's orders racing for invoice numbers on real PostgreSQL (docs/invoice-numbering.md).
 * Fifty orders wait at the test card's payment; a gate holds the organizer's invoicing settings (which an issue reads
 * FOR SHARE) until every connection of the app is a completion waiting there, past its own order's update, so all
 * of them take their number at once. With the counter, the numbers are 1 to 50; the control numbers "latest + 1"
 * without the counter's row lock, as the invoicing that hands out duplicates does, and must fail to.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const BUYERS = 50;
/**
 * Half the buyers hold a connection at the gate at once, the rest queue for one: a completion (tickets, mails queued)
 * takes longer than a reservation, so the queue may wait longer than the default acquire timeout. No job workers:
 * sending the confirmations would take connections from the completions.
 */
const RACE_APP = { databasePoolSize: 25, databaseAcquireTimeoutMs: 30_000, runWorkers: false };

async function rush(t: TestApp) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const live = await liveEvent(t.app, t.ctx);
  const organizerId = await turnOnInvoicing(t.app, live);
  const line = { ...(await taxedTicket(t.app, live)), quantity: 1 };
  const held: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const order = await buyAsBusiness(t.app, live, line, undefined, { pay: false });
    expect(order.saved.status).toBe(200);
    await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.shortId}/payment`);
    held.push(order.shortId);
  }
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT 1 FROM invoicing_settings WHERE organizer_id = $1 FOR UPDATE', [organizerId]);
    const pending = Promise.all(
      held.map(async (shortId) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/public/events/${live.eventId}/order/${shortId}/test-payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ card_number: '4242424242424242' }),
        });
        return res.status;
      }),
    );
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < Math.min(BUYERS, t.ctx.config.databasePoolSize)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await gate.query('COMMIT');
    const statuses = await pending;
    const numbers = await t.ctx.db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.organizerId, organizerId))
      .orderBy(asc(invoices.sequence));
    return { statuses, sequences: numbers.map((row) => row.sequence) };
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
}

const ONE_TO_FIFTY = Array.from({ length: BUYERS }, (_, i) => i + 1);

describe.runIf(onPostgres)('fifty completions of one organizer at once, with the counter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(RACE_APP);
  });
  afterAll(async () => {
    await t.close();
  });

  it('completes every order and numbers the invoices 1 to 50, no gap, no duplicate', async () => {
    const { statuses, sequences } = await rush(t);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(sequences).toEqual(ONE_TO_FIFTY);
  });
});

describe.runIf(onPostgres)('control: the same completions numbered "latest + 1" without the lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...RACE_APP, unsafeInvoiceNumbering: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('hands out one number twice (the unique index then fails the completions that took it)', async () => {
    const { statuses, sequences } = await rush(t);
    const failed = statuses.filter((status) => status !== 200).length;
    expect(failed).toBeGreaterThan(0);
    expect(sequences.length).toBeLessThan(BUYERS);
  });
});
