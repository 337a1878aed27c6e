import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sqlState } from '../src/platform/db/errors.js';
import { rowsOf } from '../src/platform/db/client.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { registerAccount, waitForMail } from './factories.js';
import { liveEvent } from './selling-factories.js';
import {
  buyAsBusiness,
  COMPANY,
  download,
  invoicingEvent,
  orderInvoices,
  organizerOf,
  pdfText,
  refundOrder,
  SELLER,
  taxedTicket,
} from './invoice-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('invoicing settings', () => {
  it('starts off, saves, and refuses an incomplete seller or a malformed VAT id or prefix with per-field messages', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const organizerId = await organizerOf(t.app, live);
    const url = `/api/organizers/${organizerId}/invoicing`;
    const initial = await request(t.app, 'GET', url, { token: live.owner.token });
    expect(initial.body.data).toMatchObject({ enabled: false, invoice_prefix: 'INV', legal_name: null });

    const bad = await request(t.app, 'PUT', url, {
      token: live.owner.token,
      body: { enabled: true, legal_name: '', address: null, tax_id: 'DE12345', invoice_prefix: 'no spaces!' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['address', 'invoice_prefix', 'legal_name', 'tax_id']);
    expect(bad.body.errors.tax_id[0]).toContain('VAT');

    const saved = await request(t.app, 'PUT', url, { token: live.owner.token, body: { ...SELLER, tax_id: 'de 123.456.789' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ enabled: true, tax_id: 'DE123456789', invoice_prefix: 'HL', reverse_charge: false });
    expect((await request(t.app, 'GET', url, { token: live.owner.token })).body.data).toEqual(saved.body.data);

    const stranger = await registerAccount(t.app);
    expect((await request(t.app, 'GET', url, { token: stranger.token })).status).toBe(404);
  });
});

describe('invoices of sales', () => {
  it('issues a numbered invoice when a business buyer completes, readable in its PDF, attached to the confirmation and downloadable by both sides', async () => {
    const { live, organizerId, line } = await invoicingEvent(t);
    const first = await buyAsBusiness(t.app, live, line, COMPANY);
    const second = await buyAsBusiness(t.app, live, { ...line, quantity: 2 }, undefined);

    const [invoice] = await orderInvoices(t.app, live, first.id);
    expect(invoice).toMatchObject({
      number: 'HL-000001',
      kind: 'INVOICE',
      refers_to: null,
      currency: 'EUR',
      seller: { name: 'Harbour Lights GmbH', tax_id: 'DE123456789' },
      buyer: { name: 'Ada Buyer', company: 'Nordlicht BV', tax_id: 'NL123456789B01' },
      lines: [
        { description: 'Festival pass', quantity: 1, unit_price: 10000, tax_rate: 19, tax: 1900, total: 11900 },
        { description: 'Booking fee', quantity: 1, unit_price: 200, tax_rate: 0, tax: 0, total: 200 },
      ],
      taxes: [
        { tax_rate: 0, net: 200, tax: 0 },
        { tax_rate: 19, net: 10000, tax: 1900 },
      ],
      reverse_charge: false,
      total_net: 10200,
      total_tax: 1900,
      total_gross: 12100,
    });
    expect((await orderInvoices(t.app, live, second.id)).map((row) => row.number)).toEqual(['HL-000002']);

    const pdf = await download(t.app, `/api/invoices/${invoice!.id}/pdf`, live.owner.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.length).toBeLessThan(50_000);
    const text = pdfText(pdf.body);
    for (const expected of ['Invoice HL-000001', 'Harbour Lights GmbH', 'DE123456789', 'Nordlicht BV', 'NL123456789B01', 'Festival pass']) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Total due\s+€121\.00/);
    expect(text).toContain('Paid in full at checkout.');

    const mail = await waitForMail(t.app, first.email, (m) => m.subject.startsWith('Your order'));
    const attached = mail.attachments.find((file) => file.filename === 'HL-000001.pdf');
    expect(attached?.content_type).toBe('application/pdf');
    expect(pdfText((await download(t.app, attached!.url)).body)).toContain('Invoice HL-000001');

    const publicList = await request(t.app, 'GET', `/api/public/events/${live.eventId}/order/${first.shortId}/invoices`);
    expect(publicList.body.data).toEqual([expect.objectContaining({ id: invoice!.id, number: 'HL-000001', kind: 'INVOICE' })]);
    const buyerPdf = await download(t.app, `/api/public/events/${live.eventId}/order/${first.shortId}/invoices/${invoice!.id}/pdf`);
    expect(buyerPdf.status).toBe(200);
    expect(pdfText(buyerPdf.body)).toContain('HL-000001');
    // Another order's short id does not open this order's document, nor does another account's token.
    const secondInvoice = (await orderInvoices(t.app, live, second.id))[0]!;
    expect(
      (await download(t.app, `/api/public/events/${live.eventId}/order/${first.shortId}/invoices/${secondInvoice.id}/pdf`)).status,
    ).toBe(404);
    const stranger = await registerAccount(t.app);
    expect((await download(t.app, `/api/invoices/${invoice!.id}/pdf`, stranger.token)).status).toBe(404);

    const listed = await request(t.app, 'GET', `/api/organizers/${organizerId}/invoices`, { token: live.owner.token });
    expect(listed.body.data.map((row: { number: string }) => row.number)).toEqual(['HL-000002', 'HL-000001']);
  });

  it('credits a partial refund in part and the rest on cancellation, each credit note numbered on and referring to the invoice', async () => {
    const { live, organizerId, line } = await invoicingEvent(t);
    const order = await buyAsBusiness(t.app, live, line, COMPANY);
    await refundOrder(t.app, live, order.id, 6050);
    const afterRefund = await orderInvoices(t.app, live, order.id);
    expect(afterRefund.map((row) => [row.number, row.kind, row.total_gross])).toEqual([
      ['HL-000001', 'INVOICE', 12100],
      ['HL-000002', 'CREDIT_NOTE', -6050],
    ]);
    expect(afterRefund[1]).toMatchObject({
      refers_to: afterRefund[0]!.id,
      total_tax: -950,
      lines: [
        expect.objectContaining({ tax_rate: 0, tax: 0, total: -100 }),
        expect.objectContaining({ tax_rate: 19, tax: -950, total: -5950 }),
      ],
    });
    const creditPdf = pdfText((await download(t.app, `/api/invoices/${afterRefund[1]!.id}/pdf`, live.owner.token)).body);
    expect(creditPdf).toContain('Credit note HL-000002');
    expect(creditPdf).toContain('Cancels invoice HL-000001');

    const cancelled = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${order.id}/cancel`, {
      token: live.owner.token,
      body: { refund: true, notify_buyer: false },
    });
    expect(cancelled.status).toBe(200);
    const all = await orderInvoices(t.app, live, order.id);
    // The cancellation credits what was left; the refund of that rest that follows finds nothing more to credit.
    expect(all.map((row) => [row.number, row.kind, row.total_gross])).toEqual([
      ['HL-000001', 'INVOICE', 12100],
      ['HL-000002', 'CREDIT_NOTE', -6050],
      ['HL-000003', 'CREDIT_NOTE', -6050],
    ]);
    expect(all.reduce((sum, row) => sum + row.total_gross, 0)).toBe(0);

    // The accountant's export: every document, newest first, amounts in minor units.
    const exported = await t.app.inject({
      method: 'POST',
      url: `/api/organizers/${organizerId}/invoices/export`,
      headers: { authorization: `Bearer ${live.owner.token}` },
      payload: { format: 'csv' },
    });
    expect(exported.statusCode).toBe(200);
    const rows = exported.body.trim().split('\n');
    expect(rows[0]).toContain('Number,Kind');
    expect(rows.slice(1).map((row) => row.split(',').slice(0, 2).join(','))).toEqual([
      'HL-000003,CREDIT_NOTE',
      'HL-000002,CREDIT_NOTE',
      'HL-000001,INVOICE',
    ]);
    expect(rows[3]).toContain('12100');
  });

  it('credits a full cancellation with the invoice lines negated', async () => {
    const { live, line } = await invoicingEvent(t);
    const order = await buyAsBusiness(t.app, live, line, undefined);
    await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${order.id}/cancel`, {
      token: live.owner.token,
      body: { notify_buyer: false },
    });
    const [invoice, credit] = await orderInvoices(t.app, live, order.id);
    expect(credit).toMatchObject({ kind: 'CREDIT_NOTE', refers_to: invoice!.id, total_gross: -12100, total_tax: -1900 });
    expect((credit as unknown as { lines: { total: number }[] }).lines.map((l) => l.total)).toEqual([-11900, -200]);
  });

  it('corrects an invoice with a credit note and a new invoice, never changing the first; not once it was credited in part', async () => {
    const { live, line } = await invoicingEvent(t);
    const order = await buyAsBusiness(t.app, live, line, undefined);
    const [original] = await orderInvoices(t.app, live, order.id);
    const corrected = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${order.id}/invoices`, {
      token: live.owner.token,
      body: { buyer: { company: 'Ada Consulting SARL', address: '1 rue de la Paix, Paris', tax_id: 'FR12345678901' } },
    });
    expect(corrected.status).toBe(201);
    expect(corrected.body.data).toMatchObject({ number: 'HL-000003', buyer: { company: 'Ada Consulting SARL', tax_id: 'FR12345678901' } });
    const all = await orderInvoices(t.app, live, order.id);
    expect(all.map((row) => [row.number, row.kind, row.refers_to])).toEqual([
      ['HL-000001', 'INVOICE', null],
      ['HL-000002', 'CREDIT_NOTE', original!.id],
      ['HL-000003', 'INVOICE', null],
    ]);
    expect(all[0]).toEqual(original);

    await refundOrder(t.app, live, order.id, 1000);
    const again = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${order.id}/invoices`, {
      token: live.owner.token,
      body: {},
    });
    expect(again.status).toBe(409);
    const bad = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${order.id}/invoices`, {
      token: live.owner.token,
      body: { buyer: { tax_id: 'IT123' } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['buyer.tax_id']);
  });

  it('issues nothing while invoicing is off', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const line = { ...(await taxedTicket(t.app, live)), quantity: 1 };
    const order = await buyAsBusiness(t.app, live, line, undefined);
    expect(await orderInvoices(t.app, live, order.id)).toEqual([]);
  });
});

describe('frozen documents', () => {
  async function refused(statement: ReturnType<typeof sql>) {
    const error = await t.ctx.db.execute(statement).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, 'the database let the statement through').not.toBeNull();
    expect(sqlState(error)).toBe('P0001');
    expect(String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message)).toContain('INVOICE_FROZEN');
  }

  it('refuses in the database every UPDATE and DELETE of an issued invoice or credit note, while issue, credit and correction go on', async () => {
    const { live, line } = await invoicingEvent(t);
    const order = await buyAsBusiness(t.app, live, line, COMPANY);
    await refundOrder(t.app, live, order.id, 1000);
    const corrected = await buyAsBusiness(t.app, live, line, undefined);
    const correction = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${corrected.id}/invoices`, {
      token: live.owner.token,
      body: { buyer: { company: 'Ada Consulting SARL', address: '1 rue de la Paix, Paris' } },
    });
    expect(correction.status).toBe(201);
    const [invoice, credit] = await orderInvoices(t.app, live, order.id);
    expect(credit).toMatchObject({ kind: 'CREDIT_NOTE', refers_to: invoice!.id, total_gross: -1000 });
    const stored = async () => rowsOf(await t.ctx.db.execute(sql`select * from invoices where event_id = ${live.eventId} order by id`));
    const before = await stored();
    expect(before).toHaveLength(5);

    for (const document of [invoice!, credit!]) {
      await refused(sql`update invoices set total_gross = 1 where id = ${document.id}`);
      // Even a write that changes nothing, and one of a column nothing prints.
      await refused(sql`update invoices set number = number where id = ${document.id}`);
      await refused(sql`update invoices set issued_at = now() where id = ${document.id}`);
      await refused(sql`delete from invoices where id = ${document.id}`);
    }
    await refused(sql`update invoices set buyer = '{}'::jsonb where event_id = ${live.eventId}`);
    await refused(sql`delete from invoices where event_id = ${live.eventId}`);
    // The order's cascade does not take its documents either.
    await refused(sql`delete from orders where id = ${order.id}`);
    await refused(sql`truncate invoices cascade`);
    expect(await stored()).toEqual(before);

    // Inserting is what issuing is: the next sale still gets the next number.
    const next = await buyAsBusiness(t.app, live, line, undefined);
    expect((await orderInvoices(t.app, live, next.id)).map((row) => row.number)).toEqual(['HL-000006']);
  });
});
