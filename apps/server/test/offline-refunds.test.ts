import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderRefunds, orders } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { heldUnitsOf, uniqueEmail, waitForMail } from './factories.js';
import { details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';
import { taxedTicket, turnOnInvoicing } from './invoice-factories.js';

/**
 * Refunds of orders paid offline (API.md "Money"; docs/payments.md "Offline payments"): a bank transfer or a payment
 * at the door marked paid is refunded in full or in part by the organizer with no card provider involved, recorded
 * as an offline refund done at once; the invoice gets its credit notes and the reports and statistics lose what
 * went back.
 */
const METHODS = [
  { method: 'BANK_TRANSFER', instructions: 'IBAN DE89 3704 0044 0532 0130 00' },
  { method: 'PAY_AT_DOOR', instructions: 'Cash or card at the box office.' },
];

let t: TestApp;
let live: LiveEvent;
let line: { ticketId: number; priceId: number; quantity: number };

beforeAll(async () => {
  t = await createTestApp();
  live = await liveEvent(t.app, t.ctx, { payment_methods: METHODS, pay_at_door_issues_tickets: true });
  await turnOnInvoicing(t.app, live);
  line = { ...(await taxedTicket(t.app, live)), quantity: 2 };
});
afterAll(async () => {
  await t.close();
});

const token = () => live.owner.token;
const orderUrl = (id: number, rest = '') => `/api/events/${live.eventId}/orders/${id}${rest}`;

/** An order of two tickets (2 × (100.00 + 19 % + 2.00) = 242.00) paid offline with `method` and marked paid. */
async function paidOffline(method: 'BANK_TRANSFER' | 'PAY_AT_DOOR') {
  const email = uniqueEmail('offline-refund');
  const reserved = await reserve(t.app, live.eventId, [line]);
  expect(reserved.status).toBe(201);
  expect((await details(t.app, live.eventId, reserved.body.data, email)).status).toBe(200);
  const shortId = reserved.body.data.short_id as string;
  const chosen = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${shortId}/offline-payment`, { body: { method } });
  expect(chosen.body.data.status).toBe('AWAITING_PAYMENT');
  const [row] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.shortId, shortId));
  const paid = await request(t.app, 'POST', orderUrl(row!.id, '/mark_paid'), { token: token() });
  expect(paid.body.data).toMatchObject({ status: 'COMPLETED', payment_method: method, total_gross: 24200 });
  return { id: row!.id, shortId, email };
}

async function refund(id: number, amount: number, extra: Record<string, unknown> = {}) {
  return request(t.app, 'POST', orderUrl(id, '/refund'), { token: token(), body: { amount, ...extra } });
}

async function invoicesOf(id: number) {
  const listed = await request(t.app, 'GET', orderUrl(id, '/invoices'), { token: token() });
  return listed.body.data as { number: string; kind: string; refers_to: number | null; total_gross: number; total_tax: number }[];
}

const stats = async () => (await request(t.app, 'GET', `/api/events/${live.eventId}/stats`, { token: token() })).body.data.totals;
const report = async (kind: string) =>
  (await request(t.app, 'GET', `/api/events/${live.eventId}/reports/${kind}`, { token: token() })).body.data;

describe('refunds of orders paid offline', () => {
  it('refunds a bank transfer in full as an offline refund: order REFUNDED, tickets released, invoice credited, buyer told', async () => {
    const order = await paidOffline('BANK_TRANSFER');
    const before = await stats();
    const units = await heldUnitsOf(t.ctx.db, line.priceId);

    const refunded = await refund(order.id, 24200);
    expect(refunded.status).toBe(200);
    const detailsAfter = (await request(t.app, 'GET', orderUrl(order.id), { token: token() })).body.data;
    expect(detailsAfter).toMatchObject({ status: 'REFUNDED', can_refund: false, totals: expect.objectContaining({ refunded: 24200 }) });
    expect(detailsAfter.refunds).toEqual([
      expect.objectContaining({
        provider: 'offline',
        status: 'SUCCEEDED',
        amount: 24200,
        currency: 'EUR',
        provider_refund_id: expect.stringMatching(/^offline_re_/),
      }),
    ]);
    // Recorded against the offline payment: no card provider's payment, no job asking one.
    const [row] = await t.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(row).toMatchObject({ provider: 'offline', paymentAccountId: null, reason: 'ORGANIZER' });
    // A sale refunded in full holds no stock: its tickets are cancelled and back on sale.
    expect(detailsAfter.attendees.map((a: { status: string }) => a.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(await heldUnitsOf(t.ctx.db, line.priceId)).toBe(units - 2);

    const documents = await invoicesOf(order.id);
    expect(documents.map((doc) => [doc.kind, doc.total_gross])).toEqual([
      ['INVOICE', 24200],
      ['CREDIT_NOTE', -24200],
    ]);
    expect(documents[1]!.refers_to).not.toBeNull();

    const after = await stats();
    expect(after.total_refunded - before.total_refunded).toBe(24200);
    expect(after.sales_total_gross).toBe(before.sales_total_gross);
    const mail = await waitForMail(t.app, order.email, (mail) => mail.subject.startsWith('A refund for your order'));
    // Paid offline, paid back directly: no word of a card refund's delay at the bank.
    expect(mail.text).toContain('the organizer pays the money back to you directly');
    expect(mail.text).not.toContain('5 to 10 days');

    // Nothing is left to refund.
    const again = await refund(order.id, 1);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORDER_NOT_REFUNDABLE');
  });

  it('refunds a payment at the door in part, then the rest: credit notes for each, the reports net of both', async () => {
    const order = await paidOffline('PAY_AT_DOOR');
    const byTicketBefore = (await report('sales-by-ticket')).totals;

    expect((await refund(order.id, 6050, { notify_buyer: false })).status).toBe(200);
    let shown = (await request(t.app, 'GET', orderUrl(order.id), { token: token() })).body.data;
    expect(shown).toMatchObject({ status: 'PARTIALLY_REFUNDED', can_refund: true });
    expect(shown.attendees.map((a: { status: string }) => a.status)).toEqual(['ACTIVE', 'ACTIVE']);
    let documents = await invoicesOf(order.id);
    expect(documents.map((doc) => [doc.kind, doc.total_gross, doc.total_tax])).toEqual([
      ['INVOICE', 24200, 3800],
      ['CREDIT_NOTE', -6050, -950],
    ]);
    let byTicket = (await report('sales-by-ticket')).totals;
    expect(byTicket.refunded - byTicketBefore.refunded).toBe(6050);
    expect(byTicket.net - byTicketBefore.net).toBe(-6050);

    // More than is left is refused; the rest is refunded.
    const tooMuch = await refund(order.id, 24200 - 6050 + 1, { notify_buyer: false });
    expect(tooMuch.status).toBe(422);
    expect(Object.keys(tooMuch.body.errors)).toEqual(['amount']);
    expect((await refund(order.id, 24200 - 6050, { notify_buyer: false })).status).toBe(200);
    shown = (await request(t.app, 'GET', orderUrl(order.id), { token: token() })).body.data;
    expect(shown.status).toBe('REFUNDED');
    expect(shown.refunds.map((r: { provider: string; amount: number }) => [r.provider, r.amount])).toEqual([
      ['offline', 6050],
      ['offline', 18150],
    ]);
    documents = await invoicesOf(order.id);
    expect(documents.map((doc) => doc.total_gross)).toEqual([24200, -6050, -18150]);
    expect(documents.reduce((sum, doc) => sum + doc.total_tax, 0)).toBe(0);

    // Every report agrees with the statistics: what went back is off the net, the taxes and the fees.
    const totals = await stats();
    byTicket = (await report('sales-by-ticket')).totals;
    expect(byTicket.net).toBe(totals.sales_total_gross - totals.total_refunded);
    expect((await report('sales-by-day')).totals).toEqual(byTicket);
    const taxes = (await report('taxes-and-fees')).totals as { type: string; gross: number }[];
    expect(taxes.find((row) => row.type === 'TAX')?.gross).toBe(totals.total_tax);
    expect(taxes.find((row) => row.type === 'FEE')?.gross).toBe(totals.total_fee);
  });

  it('refunds and cancels in one call: one credit note for everything', async () => {
    const order = await paidOffline('BANK_TRANSFER');
    expect((await refund(order.id, 24200, { cancel_order: true, notify_buyer: false })).status).toBe(200);
    const shown = (await request(t.app, 'GET', orderUrl(order.id), { token: token() })).body.data;
    expect(shown).toMatchObject({ status: 'CANCELLED', totals: expect.objectContaining({ refunded: 24200 }) });
    expect((await invoicesOf(order.id)).map((doc) => [doc.kind, doc.total_gross])).toEqual([
      ['INVOICE', 24200],
      ['CREDIT_NOTE', -24200],
    ]);
  });
});
