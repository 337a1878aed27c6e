import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { invoices } from '../src/platform/db/schema.js';
import { request, type TestApp } from './harness.js';
import { buyAsBusiness } from './invoice-factories.js';
import { baseUrlOf, invoicingSale, onPostgres, raceApp, throughInvoicingGate } from './invoice-race-fixture.js';

/**
 * Completions of one organizer's orders racing for invoice numbers on real PostgreSQL (docs/invoice-numbering.md).
 * Fifty orders wait at the test card's payment; a gate holds the organizer's invoicing settings (which an issue reads
 * FOR SHARE) until every connection of the app is a completion waiting there, past its own order's update, so all
 * of them take their number at once. With the counter, the numbers are 1 to 50; the control numbers "latest + 1"
 * without the counter's row lock, as the invoicing that hands out duplicates does, and must fail to.
 */
const BUYERS = 50;
/**
 * Half the buyers hold a connection at the gate at once, the rest queue for one: a completion (tickets, mails queued)
 * takes longer than a reservation, so the queue may wait longer than the default acquire timeout. No job workers:
 * sending the confirmations would take connections from the completions.
 */
const RACE_APP = { databasePoolSize: 25, databaseAcquireTimeoutMs: 30_000, runWorkers: false };

async function rush(t: TestApp) {
  const base = await baseUrlOf(t);
  const { live, organizerId, line } = await invoicingSale(t);
  const held: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const order = await buyAsBusiness(t.app, live, line, undefined, { pay: false });
    expect(order.saved.status).toBe(200);
    await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.shortId}/payment`);
    held.push(order.shortId);
  }
  const gate = { organizerId, waiters: Math.min(BUYERS, t.ctx.config.databasePoolSize), deadlineMs: 5000 };
  const { result: statuses } = await throughInvoicingGate(t, gate, () =>
    Promise.all(
      held.map(async (shortId) => {
        const res = await fetch(`${base}/api/public/events/${live.eventId}/order/${shortId}/test-payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ card_number: '4242424242424242' }),
        });
        return res.status;
      }),
    ),
  );
  const numbers = await t.ctx.db
    .select({ sequence: invoices.sequence })
    .from(invoices)
    .where(eq(invoices.organizerId, organizerId))
    .orderBy(asc(invoices.sequence));
  return { statuses, sequences: numbers.map((row) => row.sequence) };
}

const ONE_TO_FIFTY = Array.from({ length: BUYERS }, (_, i) => i + 1);

describe.runIf(onPostgres)('fifty completions of one organizer at once, with the counter', () => {
  const app = raceApp(RACE_APP);

  it('completes every order and numbers the invoices 1 to 50, no gap, no duplicate', async () => {
    const { statuses, sequences } = await rush(app());
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(sequences).toEqual(ONE_TO_FIFTY);
  });
});

describe.runIf(onPostgres)('control: the same completions numbered "latest + 1" without the lock', () => {
  const app = raceApp({ ...RACE_APP, unsafeInvoiceNumbering: true });

  it('hands out one number twice (the unique index then fails the completions that took it)', async () => {
    const { statuses, sequences } = await rush(app());
    const failed = statuses.filter((status) => status !== 200).length;
    expect(failed).toBeGreaterThan(0);
    expect(sequences.length).toBeLessThan(BUYERS);
  });
});
