/** Invoicing set up through the API, and sales bought by a business through the public checkout. */
import { spawnSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { addTicket, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

export const SELLER = {
  enabled: true,
  legal_name: 'Harbour Lights GmbH',
  address: 'Kaistraße 1, 20457 Hamburg, Germany',
  tax_id: 'DE123456789',
  invoice_prefix: 'HL',
  footer: 'Harbour Lights GmbH · Amtsgericht Hamburg HRB 12345',
  payment_terms: 'Paid in full at checkout.',
};

export async function organizerOf(app: FastifyInstance, live: LiveEvent): Promise<number> {
  const event = await request(app, 'GET', `/api/events/${live.eventId}`, { token: live.owner.token });
  return event.body.data.organizer_id;
}

export async function turnOnInvoicing(app: FastifyInstance, live: LiveEvent, overrides: Record<string, unknown> = {}) {
  const organizerId = await organizerOf(app, live);
  const saved = await request(app, 'PUT', `/api/organizers/${organizerId}/invoicing`, {
    token: live.owner.token,
    body: { ...SELLER, ...overrides },
  });
  if (saved.status !== 200) throw new Error(`invoicing: ${JSON.stringify(saved.body)}`);
  return organizerId;
}

/** A 19 % VAT on a ticket of 100.00 and a booking fee of 2.00 per ticket. */
export async function taxedTicket(app: FastifyInstance, live: LiveEvent) {
  const url = `/api/accounts/${live.owner.account.id}/taxes-and-fees`;
  const vat = await request(app, 'POST', url, {
    token: live.owner.token,
    body: { name: 'VAT', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 19 },
  });
  const fee = await request(app, 'POST', url, {
    token: live.owner.token,
    body: { name: 'Booking fee', type: 'FEE', calculation_type: 'FIXED', rate: 200 },
  });
  const ticket = await addTicket(app, live, {
    title: 'Festival pass',
    prices: [{ price: 10000, initial_quantity_available: 100 }],
    tax_and_fee_ids: [vat.body.data.id, fee.body.data.id],
  });
  return { ticketId: ticket.id, priceId: ticket.prices[0]!.id };
}

export interface BusinessBuyer {
  company?: string | null;
  address?: string | null;
  tax_id?: string | null;
  invoice_requested?: boolean;
}

/** Reserves, gives the buyer's (and business) details and pays with the test card; the order's short id and email. */
export async function buyAsBusiness(
  app: FastifyInstance,
  live: LiveEvent,
  line: { ticketId: number; priceId: number; quantity: number },
  business: BusinessBuyer | undefined,
  options: { locale?: string; pay?: boolean } = {},
) {
  const email = uniqueEmail('company');
  const reserved = await reserve(app, live.eventId, [line], options.locale ? { locale: options.locale } : {});
  if (reserved.status !== 201) throw new Error(`reserve: ${JSON.stringify(reserved.body)}`);
  const order = reserved.body.data;
  const saved = await request(app, 'PUT', `/api/public/events/${live.eventId}/order/${order.short_id}`, {
    body: {
      order: { first_name: 'Ada', last_name: 'Buyer', email },
      ...(business ? { business } : {}),
      attendees: order.attendees.map((a: { ticket_price_id: number }) => ({
        ticket_price_id: a.ticket_price_id,
        first_name: 'Ada',
        last_name: 'Buyer',
        email,
      })),
    },
  });
  if (options.pay === false) return { shortId: order.short_id as string, email, saved, id: 0 };
  if (saved.status !== 200) throw new Error(`details: ${JSON.stringify(saved.body)}`);
  await request(app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment`);
  const paid = await request(app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
    body: { card_number: '4242424242424242' },
  });
  if (paid.body?.data?.status !== 'COMPLETED') throw new Error(`payment: ${JSON.stringify(paid.body)}`);
  const listed = await request(app, 'GET', `/api/events/${live.eventId}/orders?query=${encodeURIComponent(order.short_id)}`, {
    token: live.owner.token,
  });
  return { shortId: order.short_id as string, email, saved, id: listed.body.data[0].id as number };
}

/** The text of a PDF, as pdftotext reads it (poppler-utils). */
export function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf });
  if (result.status !== 0) throw new Error(`pdftotext: ${result.stderr.toString()}`);
  return result.stdout.toString('utf8');
}

export async function download(app: FastifyInstance, url: string, token?: string) {
  const response = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

/** A business buyer from another EU country (the Netherlands), as the checkout's business details. */
export const COMPANY = { company: 'Nordlicht BV', address: 'Keizersgracht 1, 1015 Amsterdam', tax_id: 'NL 123456789 B01' };

/** A live event that takes business details if given, whose organizer issues invoices, and a line of one taxed ticket. */
export async function invoicingEvent(t: TestApp, settings: Record<string, unknown> = {}, seller: Record<string, unknown> = {}) {
  const live = await liveEvent(t.app, t.ctx, { business_details: 'OPTIONAL', ...settings });
  const organizerId = await turnOnInvoicing(t.app, live, seller);
  const line = { ...(await taxedTicket(t.app, live)), quantity: 1 };
  return { live, organizerId, line };
}

/** An order's invoices and credit notes as the organizer lists them. */
export async function orderInvoices(app: FastifyInstance, live: LiveEvent, orderId: number) {
  const response = await request(app, 'GET', `/api/events/${live.eventId}/orders/${orderId}/invoices`, { token: live.owner.token });
  expect(response.status).toBe(200);
  return response.body.data as { id: number; number: string; kind: string; refers_to: number | null; total_gross: number }[];
}

/** Refunds part of an order (or all of it) without mailing the buyer. */
export async function refundOrder(app: FastifyInstance, live: LiveEvent, orderId: number, amount: number) {
  const response = await request(app, 'POST', `/api/events/${live.eventId}/orders/${orderId}/refund`, {
    token: live.owner.token,
    body: { amount, notify_buyer: false },
  });
  expect(response.status).toBe(200);
}
