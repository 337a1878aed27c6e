import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createTestApp, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { liveEvent, type LiveEvent } from './selling-factories.js';
import { taxedTicket, turnOnInvoicing } from './invoice-factories.js';

/**
 * What the invoice races on real PostgreSQL share (docs/invoice-numbering.md): an app of their own, listening so that
 * their requests go through real connections in parallel; an event of an organizer that issues invoices, with a taxed
 * ticket; and a gate that holds the organizer's invoicing settings (which an issue reads FOR SHARE) until the racing
 * requests wait there.
 */

export const onPostgres = !!process.env.TEST_DATABASE_URL;

/** Builds the describe block's app before its tests and closes it after them; the getter answers it inside a test. */
export function raceApp(options: Parameters<typeof createTestApp>[0]): () => TestApp {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(options);
  });
  afterAll(async () => {
    await t.close();
  });
  return () => t;
}

/** The app's base URL, listening on a free port of the loopback address from the first call on. */
export async function baseUrlOf(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A live event whose organizer issues invoices, and one unit of its taxed ticket as an order line. */
export async function invoicingSale(t: TestApp, settings: Record<string, unknown> = {}) {
  const live: LiveEvent = await liveEvent(t.app, t.ctx, settings);
  const organizerId = await turnOnInvoicing(t.app, live);
  const line = { ...(await taxedTicket(t.app, live)), quantity: 1 };
  return { live, organizerId, line };
}

/**
 * Holds the organizer's invoicing settings FOR UPDATE, starts the requests, waits until `waiters` connections of the
 * app wait for a lock (or `deadlineMs` passes), then lets them through. Answers the requests' result and how many
 * waited at the moment the gate opened.
 */
export async function throughInvoicingGate<T>(
  t: TestApp,
  gateOptions: { organizerId: number; waiters: number; deadlineMs: number },
  requests: () => Promise<T>,
): Promise<{ result: T; waiting: number }> {
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT 1 FROM invoicing_settings WHERE organizer_id = $1 FOR UPDATE', [gateOptions.organizerId]);
    const pending = requests();
    const deadline = Date.now() + gateOptions.deadlineMs;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < gateOptions.waiters) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const waiting = await lockWaiters(monitor, t);
    await gate.query('COMMIT');
    return { result: await pending, waiting };
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
}
