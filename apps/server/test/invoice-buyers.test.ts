import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';
import {
  buyAsBusiness,
  COMPANY,
  download,
  invoicingEvent,
  orderInvoices,
  pdfText,
  refundOrder,
  taxedTicket,
  turnOnInvoicing,
} from './invoice-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Invoices as the buyer meets them: business details at checkout (VAT ids, reverse charge, invoices on request, the
 * buyer's language) and the buyer's request for the invoice after the purchase.
 */

describe('business details at checkout', () => {
  it('checks the VAT id per EU country and requires company and address when the event does', async () => {
    const { live, line } = await invoicingEvent(t, { business_details: 'REQUIRED' });
    const missing = await buyAsBusiness(t.app, live, line, undefined, { pay: false });
    expect(missing.saved.status).toBe(422);
    expect(Object.keys(missing.saved.body.errors).sort()).toEqual(['business.address', 'business.company']);
    for (const tax_id of ['DE12345678', 'FR1234567890', 'NL123456789A01', 'ATU1234567']) {
      const wrong = await buyAsBusiness(t.app, live, line, { ...COMPANY, tax_id }, { pay: false });
      expect(wrong.saved.status, tax_id).toBe(422);
      expect(Object.keys(wrong.saved.body.errors)).toEqual(['business.tax_id']);
    }
    for (const tax_id of ['ATU12345678', 'ESX1234567X', 'BE0123456789', 'CHE123456789']) {
      expect((await buyAsBusiness(t.app, live, line, { ...COMPANY, tax_id }, { pay: false })).saved.status, tax_id).toBe(200);
    }
  });

  it('prints the reverse-charge wording for a company of another EU country when the organizer turned it on', async () => {
    const { live, line } = await invoicingEvent(t, {}, { reverse_charge: true });
    const foreign = await buyAsBusiness(t.app, live, line, COMPANY);
    const domestic = await buyAsBusiness(t.app, live, line, { ...COMPANY, tax_id: 'DE987654321' });
    const [foreignInvoice] = await orderInvoices(t.app, live, foreign.id);
    const [domesticInvoice] = await orderInvoices(t.app, live, domestic.id);
    expect(foreignInvoice).toMatchObject({ reverse_charge: true });
    expect(domesticInvoice).toMatchObject({ reverse_charge: false });
    const text = pdfText((await download(t.app, `/api/invoices/${foreignInvoice!.id}/pdf`, live.owner.token)).body);
    expect(text.replace(/\s+/g, ' ')).toContain('Reverse charge: VAT is to be accounted for by the recipient');
  });

  it('issues on request only to buyers who asked, and in the buyer’s language (Chinese included)', async () => {
    const { live, line } = await invoicingEvent(t, { invoice_mode: 'ON_REQUEST' });
    const silent = await buyAsBusiness(t.app, live, line, COMPANY);
    const asked = await buyAsBusiness(t.app, live, line, { ...COMPANY, invoice_requested: true }, { locale: 'zh-cn' });
    expect(await orderInvoices(t.app, live, silent.id)).toEqual([]);
    const [invoice] = await orderInvoices(t.app, live, asked.id);
    expect(invoice).toMatchObject({ number: 'HL-000001', locale: 'zh-cn' });
    const text = pdfText((await download(t.app, `/api/invoices/${invoice!.id}/pdf`, live.owner.token)).body);
    expect(text).toContain('发票 HL-000001');
    expect(text).toContain('价税合计');

    // The organizer issues the invoice of the buyer who did not ask, on the buyer's request by other means.
    const issued = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${silent.id}/invoices`, {
      token: live.owner.token,
      body: {},
    });
    expect(issued.status).toBe(201);
    expect(issued.body.data.number).toBe('HL-000002');
  });
});

describe("the buyer's request for the invoice after the purchase", () => {
  const requestUrl = (live: LiveEvent, shortId: string) => `/api/public/events/${live.eventId}/order/${shortId}/invoices`;
  const ask = (live: LiveEvent, shortId: string, body?: unknown) =>
    request(t.app, 'POST', requestUrl(live, shortId), body === undefined ? {} : { body });

  it('issues the invoice once, with the details given then checked as at checkout, and answers the same invoice again', async () => {
    const { live, line } = await invoicingEvent(t, { invoice_mode: 'ON_REQUEST' });
    const order = await buyAsBusiness(t.app, live, line, { company: 'Nordlicht BV' });
    expect(await orderInvoices(t.app, live, order.id)).toEqual([]);

    const malformed = await ask(live, order.shortId, { business: { tax_id: 'NL123456789A01' } });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors)).toEqual(['business.tax_id']);
    expect(await orderInvoices(t.app, live, order.id)).toEqual([]);

    const first = await ask(live, order.shortId, { business: { address: COMPANY.address, tax_id: COMPANY.tax_id } });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ number: 'HL-000001', kind: 'INVOICE', currency: 'EUR', total_gross: 12100 });
    const [invoice] = await orderInvoices(t.app, live, order.id);
    // The company given at checkout is kept; the address and the normalized VAT id given now are added.
    expect(invoice).toMatchObject({
      id: first.body.data.id,
      buyer: { name: 'Ada Buyer', company: 'Nordlicht BV', address: COMPANY.address, tax_id: 'NL123456789B01' },
    });

    const again = await ask(live, order.shortId, { business: { company: 'Another Name Ltd' } });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await ask(live, order.shortId)).toMatchObject({ status: 200, body: { data: first.body.data } });
    expect(await orderInvoices(t.app, live, order.id)).toEqual([invoice]);

    const listed = await request(t.app, 'GET', requestUrl(live, order.shortId));
    expect(listed.body.data).toEqual([first.body.data]);
    const pdf = await download(t.app, `${requestUrl(live, order.shortId)}/${invoice!.id}/pdf`);
    expect(pdfText(pdf.body)).toContain('Nordlicht BV');
  });

  it('credits what was refunded before the request with the invoice, so the documents add up to what was charged', async () => {
    const { live, line } = await invoicingEvent(t, { invoice_mode: 'ON_REQUEST' });
    const order = await buyAsBusiness(t.app, live, line, undefined);
    await refundOrder(t.app, live, order.id, 2100);
    const asked = await ask(live, order.shortId);
    expect(asked.status).toBe(201);
    const all = await orderInvoices(t.app, live, order.id);
    expect(all.map((row) => [row.number, row.kind, row.total_gross])).toEqual([
      ['HL-000001', 'INVOICE', 12100],
      ['HL-000002', 'CREDIT_NOTE', -2100],
    ]);
    // A later refund credits only its own amount.
    await refundOrder(t.app, live, order.id, 1000);
    expect((await orderInvoices(t.app, live, order.id)).reduce((sum, row) => sum + row.total_gross, 0)).toBe(12100 - 3100);

    // The organizer's first issue of a sale's invoice does the same.
    const other = await buyAsBusiness(t.app, live, line, undefined);
    await refundOrder(t.app, live, other.id, 1000);
    const issued = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${other.id}/invoices`, {
      token: live.owner.token,
      body: {},
    });
    expect(issued.status).toBe(201);
    expect((await orderInvoices(t.app, live, other.id)).map((row) => [row.kind, row.total_gross])).toEqual([
      ['INVOICE', 12100],
      ['CREDIT_NOTE', -1000],
    ]);
  });

  it('answers 409 INVOICE_NOT_AVAILABLE where no invoice may be issued, and 404 for an unknown order', async () => {
    const { live, line } = await invoicingEvent(t, { invoice_mode: 'ON_REQUEST' });
    const notPaid = await buyAsBusiness(t.app, live, line, undefined, { pay: false });
    const cancelled = await buyAsBusiness(t.app, live, line, undefined);
    await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${cancelled.id}/cancel`, {
      token: live.owner.token,
      body: { notify_buyer: false },
    });
    const free = await addTicket(t.app, live, { title: 'Free entry', prices: [{ price: 0, initial_quantity_available: 10 }] });
    const freeOrder = await buyAsBusiness(t.app, live, { ticketId: free.id, priceId: free.prices[0]!.id, quantity: 1 }, undefined, {
      pay: false,
    });
    expect(freeOrder.saved.body.data.status).toBe('COMPLETED');
    for (const shortId of [notPaid.shortId, cancelled.shortId, freeOrder.shortId]) {
      const refused = await ask(live, shortId, { business: { company: 'Nordlicht BV' } });
      expect(refused.status, shortId).toBe(409);
      expect(refused.body.code).toBe('INVOICE_NOT_AVAILABLE');
    }
    expect((await ask(live, 'o_never-existed-at-all')).status).toBe(404);

    // Invoicing turned off: nothing is issued, and the details given are not kept.
    const paid = await buyAsBusiness(t.app, live, line, undefined);
    await turnOnInvoicing(t.app, live, { enabled: false });
    const off = await ask(live, paid.shortId, { business: { company: 'Nordlicht BV' } });
    expect(off).toMatchObject({ status: 409, body: { code: 'INVOICE_NOT_AVAILABLE' } });
    await turnOnInvoicing(t.app, live);
    expect(await ask(live, paid.shortId)).toMatchObject({ status: 201 });
    expect((await orderInvoices(t.app, live, paid.id))[0]).toMatchObject({ buyer: { company: null } });
  });

  it('gives an event that issues on completion its invoice back, and issues none on request there', async () => {
    const { live, line } = await invoicingEvent(t);
    const order = await buyAsBusiness(t.app, live, line, undefined);
    const [invoice] = await orderInvoices(t.app, live, order.id);
    expect(await ask(live, order.shortId)).toMatchObject({ status: 200, body: { data: { id: invoice!.id, number: invoice!.number } } });

    const before = await liveEvent(t.app, t.ctx, { business_details: 'OPTIONAL' });
    const beforeLine = { ...(await taxedTicket(t.app, before)), quantity: 1 };
    const sold = await buyAsBusiness(t.app, before, beforeLine, undefined);
    await turnOnInvoicing(t.app, before);
    expect(await ask(before, sold.shortId)).toMatchObject({ status: 409, body: { code: 'INVOICE_NOT_AVAILABLE' } });
  });
});
