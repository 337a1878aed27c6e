import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { request } from './harness.js';
import { uniqueEmail } from './factories.js';
import type { AppContext } from '../src/platform/context.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

export interface Line {
  ticketId: number;
  priceId: number;
  quantity: number;
}

/** A ticket of `stock` units (at most `maxPerOrder` an order), and a line builder for it. */
export async function stockedTicket(app: FastifyInstance, live: LiveEvent, stock: number, maxPerOrder = 10) {
  const ticket = await addTicket(app, live, { max_per_order: maxPerOrder, prices: [{ price: 2500, initial_quantity_available: stock }] });
  return {
    ticketId: ticket.id,
    priceId: ticket.prices[0]!.id,
    line: (quantity: number): Line => ({ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity }),
  };
}

/** Pays a held order with the test card; answers the paid order. */
export async function payHeld(
  app: FastifyInstance,
  eventId: number,
  order: { short_id: string; attendees: { ticket_price_id: number }[] },
) {
  const saved = await details(app, eventId, order, uniqueEmail('buyer'));
  expect(saved.status).toBe(200);
  await request(app, 'POST', `/api/public/events/${eventId}/order/${order.short_id}/payment`);
  const paid = await request(app, 'POST', `/api/public/events/${eventId}/order/${order.short_id}/test-payment`, {
    body: { card_number: '4242424242424242' },
  });
  expect(paid.body.data.status).toBe('COMPLETED');
  return paid.body.data as { short_id: string };
}

/** A completed order of the line, with the id the back office knows it by. */
export async function buy(app: FastifyInstance, live: LiveEvent, line: Line): Promise<{ id: number; shortId: string }> {
  const reserved = await reserve(app, live.eventId, [line]);
  expect(reserved.status).toBe(201);
  const order = reserved.body.data;
  await payHeld(app, live.eventId, order);
  const listed = await request(app, 'GET', `/api/events/${live.eventId}/orders?query=${encodeURIComponent(order.short_id)}`, {
    token: live.owner.token,
  });
  return { id: listed.body.data[0].id, shortId: order.short_id };
}

export function join(app: FastifyInstance, live: LiveEvent, body: Record<string, unknown>) {
  return request(app, 'POST', `/api/public/events/${live.eventId}/waiting-list`, {
    body: { first_name: 'Wanda', last_name: 'Waiter', email: uniqueEmail('waiter'), quantity: 1, ...body },
  });
}

export function cancelOrder(app: FastifyInstance, live: LiveEvent, orderId: number) {
  return request(app, 'POST', `/api/events/${live.eventId}/orders/${orderId}/cancel`, {
    token: live.owner.token,
    body: { notify_buyer: false },
  });
}

export async function listEntries(app: FastifyInstance, live: LiveEvent, query = '') {
  const response = await request(app, 'GET', `/api/events/${live.eventId}/waiting-list${query}`, { token: live.owner.token });
  expect(response.status).toBe(200);
  return response.body as {
    data: {
      id: number;
      status: string;
      position: number | null;
      quantity: number;
      order_short_id: string | null;
      email: string;
      ticket_price_id: number;
      seat_category?: string | null;
      capacity_assignment_id?: number | null;
      capacity_assignment_name?: string | null;
    }[];
    figures: { waiting: number; offered: number; offers_sent: number; offers_converted: number };
  };
}

/** The checkout path in an offer mail: the order's short id. */
export function offerOrderShortId(text: string, eventId: number): string {
  const match = new RegExp(`/checkout/${eventId}/([A-Za-z0-9_-]+)/details`).exec(text);
  if (!match?.[1]) throw new Error(`no checkout link in: ${text}`);
  return match[1];
}

/** Whether a mail is an offer of the event's (its button opens the order's checkout). */
export const isOffer = (eventId: number) => (mail: { text: string }) => mail.text.includes(`/checkout/${eventId}/`);

export interface PublicOrder {
  short_id: string;
  status: string;
  reserved_until: string;
  attendees: { ticket_price_id: number; seat: { id: string } | null }[];
}

export async function publicOrder(app: FastifyInstance, eventId: number, shortId: string): Promise<PublicOrder> {
  const response = await request(app, 'GET', `/api/public/events/${eventId}/order/${shortId}`);
  return response.body.data as PublicOrder;
}

/** What the public event page says of a price: its ticket's status and its own. */
export async function publicPriceStatus(app: FastifyInstance, eventId: number, priceId: number) {
  const page = await request(app, 'GET', `/api/public/events/${eventId}`);
  const tickets = page.body.data.tickets as { status: string; prices: { id: number; status: string }[] }[];
  const ticket = tickets.find((row) => row.prices.some((price) => price.id === priceId))!;
  return { ticket: ticket.status, price: ticket.prices.find((price) => price.id === priceId)!.status };
}

/** The organizer's "offer now". */
export function offerByHand(app: FastifyInstance, live: LiveEvent, entryId: number) {
  return request(app, 'POST', `/api/events/${live.eventId}/waiting-list/${entryId}/offer`, { token: live.owner.token });
}

/** The organizer removes every entry of the event's list (withdrawing open offers). */
export async function removeEveryEntry(app: FastifyInstance, live: LiveEvent): Promise<void> {
  for (const row of (await listEntries(app, live)).data) {
    const removed = await request(app, 'DELETE', `/api/events/${live.eventId}/waiting-list/${row.id}`, { token: live.owner.token });
    expect(removed.status).toBe(200);
  }
}

/**
 * A capacity pool (docs/waiting-list.md, "Capacity pools"): two tickets of `stock` units each (one price each) in
 * one capacity assignment of `capacity`, and a ticket outside it.
 */
export async function pooledEvent(
  app: FastifyInstance,
  ctx: AppContext,
  options: { capacity: number; stock?: [number, number]; settings?: Record<string, unknown> },
) {
  const live = await liveEvent(app, ctx, options.settings ?? {});
  const [stockA, stockB] = options.stock ?? [10, 10];
  const a = await stockedTicket(app, live, stockA);
  const b = await stockedTicket(app, live, stockB);
  const outside = await stockedTicket(app, live, 10);
  const pool = await request(app, 'POST', `/api/events/${live.eventId}/capacity-assignments`, {
    token: live.owner.token,
    body: { name: 'Main hall', capacity: options.capacity, ticket_ids: [a.ticketId, b.ticketId] },
  });
  expect(pool.status).toBe(201);
  return { live, a, b, outside, poolId: pool.body.data.id as number };
}
