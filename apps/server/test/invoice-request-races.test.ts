import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { invoices } from '../src/platform/db/schema.js';
import { createTestApp, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { liveEvent } from './selling-factories.js';
import { buyAsBusiness, taxedTicket, turnOnInvoicing } from './invoice-factories.js';

/**
 * A buyer's invoice request sent several times at once (a double click, two tabs) on real PostgreSQL
 * (POST /public/events/{event_id}/order/{short_id}/invoices). A gate holds the organizer's invoicing settings (which
 * an issue reads FOR SHARE) until every request waits: with the order claimed by a conditional write, one request
 * waits at the gate and the others on the order's row, then find its invoice; one number is issued and every
 * request answers that invoice. The control reads the order instead of claiming it: every request waits at the
 * gate having found no invoice, and each issues one.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const REQUESTS = 8;
const RACE_APP = { databasePoolSize: REQUESTS + 2, runWorkers: false };

async function rush(t: TestApp) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const live = await liveEvent(t.app, t.ctx, { invoice_mode: 'ON_REQUEST' });
  const organizerId = await turnOnInvoicing(t.app, live);
  const line = { ...(await taxedTicket(t.app, live)), quantity: 1 };
  const order = await buyAsBusiness(t.app, live, line, undefined);
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT 1 FROM invoicing_settings WHERE organizer_id = $1 FOR UPDATE', [organizerId]);
    const pending = Promise.all(
      Array.from({ length: REQUESTS }, async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/public/events/${live.eventId}/order/${order.shortId}/invoices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({}),
        });
        return { status: res.status, body: (await res.json()) as { data: { id: number; number: string } } };
      }),
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < REQUESTS) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const waiting = await lockWaiters(monitor, t);
    await gate.query('COMMIT');
    const answers = await pending;
    const issued = await t.ctx.db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.orderId, order.id));
    return { waiting, answers, issued };
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
}

describe.runIf(onPostgres)('a buyer requesting the invoice several times at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(RACE_APP);
  });
  afterAll(async () => {
    await t.close();
  });

  it('issues one invoice, one number, and answers it to every request', async () => {
    const { waiting, answers, issued } = await rush(t);
    expect(waiting).toBe(REQUESTS);
    expect(issued).toHaveLength(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.id))).toEqual(new Set([issued[0]!.id]));
  });
});

describe.runIf(onPostgres)('control: the same requests reading the order instead of claiming it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...RACE_APP, unsafeInvoiceRequests: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('issues more than one invoice for the one order', async () => {
    const { waiting, answers, issued } = await rush(t);
    expect(waiting).toBe(REQUESTS);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    expect(issued.length).toBeGreaterThan(1);
    expect(new Set(issued.map((row) => row.number)).size).toBe(issued.length);
  });
});
