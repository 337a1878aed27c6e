import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices } from '../src/platform/db/schema.js';
import type { TestApp } from './harness.js';
import { buyAsBusiness } from './invoice-factories.js';
import { baseUrlOf, invoicingSale, onPostgres, raceApp, throughInvoicingGate } from './invoice-race-fixture.js';

/**
 * A buyer's invoice request sent several times at once (a double click, two tabs) on real PostgreSQL
 * (POST /public/events/{event_id}/order/{short_id}/invoices). A gate holds the organizer's invoicing settings (which
 * an issue reads FOR SHARE) until every request waits: with the order claimed by a conditional write, one request
 * waits at the gate and the others on the order's row, then find its invoice; one number is issued and every
 * request answers that invoice. The control reads the order instead of claiming it: every request waits at the
 * gate having found no invoice, and each issues one.
 */
const REQUESTS = 8;
const RACE_APP = { databasePoolSize: REQUESTS + 2, runWorkers: false };

async function rush(t: TestApp) {
  const base = await baseUrlOf(t);
  const { live, organizerId, line } = await invoicingSale(t, { invoice_mode: 'ON_REQUEST' });
  const order = await buyAsBusiness(t.app, live, line, undefined);
  const { result: answers, waiting } = await throughInvoicingGate(t, { organizerId, waiters: REQUESTS, deadlineMs: 10_000 }, () =>
    Promise.all(
      Array.from({ length: REQUESTS }, async () => {
        const res = await fetch(`${base}/api/public/events/${live.eventId}/order/${order.shortId}/invoices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({}),
        });
        return { status: res.status, body: (await res.json()) as { data: { id: number; number: string } } };
      }),
    ),
  );
  const issued = await t.ctx.db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.orderId, order.id));
  return { waiting, answers, issued };
}

describe.runIf(onPostgres)('a buyer requesting the invoice several times at once', () => {
  const app = raceApp(RACE_APP);

  it('issues one invoice, one number, and answers it to every request', async () => {
    const { waiting, answers, issued } = await rush(app());
    expect(waiting).toBe(REQUESTS);
    expect(issued).toHaveLength(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.id))).toEqual(new Set([issued[0]!.id]));
  });
});

describe.runIf(onPostgres)('control: the same requests reading the order instead of claiming it', () => {
  const app = raceApp({ ...RACE_APP, unsafeInvoiceRequests: true });

  it('issues more than one invoice for the one order', async () => {
    const { waiting, answers, issued } = await rush(app());
    expect(waiting).toBe(REQUESTS);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    expect(issued.length).toBeGreaterThan(1);
    expect(new Set(issued.map((row) => row.number)).size).toBe(issued.length);
  });
});
