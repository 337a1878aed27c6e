/** Orders bought through the public checkout with the test provider, for back-office tests. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/platform/context.js';
import { request } from './harness.js';
import { uniqueEmail } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

export interface BoughtOrder {
  id: number;
  short_id: string;
  public_reference: string;
  email: string;
  attendees: { short_id: string; ticket_price_id: number }[];
}

export async function buyOrder(
  app: FastifyInstance,
  live: LiveEvent,
  line: { ticketId: number; priceId: number; quantity: number },
  options: { email?: string; orderAnswers?: unknown[]; attendeeAnswers?: unknown[]; dateId?: number } = {},
): Promise<BoughtOrder> {
  const email = options.email ?? uniqueEmail('buyer');
  // The date bought for; an event with several dates needs one (docs/dates.md).
  const reserved = await reserve(app, live.eventId, [line], options.dateId === undefined ? {} : { date_id: options.dateId });
  if (reserved.status !== 201) throw new Error(`reserve: ${reserved.status} ${JSON.stringify(reserved.body)}`);
  const order = reserved.body.data;
  const saved = await details(app, live.eventId, order, email, {
    orderAnswers: options.orderAnswers,
    attendeeAnswers: options.attendeeAnswers,
  });
  if (saved.status !== 200) throw new Error(`details: ${JSON.stringify(saved.body)}`);
  await request(app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment`);
  const paid = await request(app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
    body: { card_number: '4242424242424242' },
  });
  if (paid.body?.data?.status !== 'COMPLETED') throw new Error(`payment: ${JSON.stringify(paid.body)}`);
  const listed = await request(app, 'GET', `/api/events/${live.eventId}/orders?query=${encodeURIComponent(order.short_id)}`, {
    token: live.owner.token,
  });
  const id = listed.body.data?.[0]?.id;
  if (!id) throw new Error(`list: ${JSON.stringify(listed.body)}`);
  return { id, short_id: order.short_id, public_reference: order.public_reference, email, attendees: order.attendees };
}

/** The back office's URL of an event's orders, or of something under it. */
export const ordersUrl = (live: LiveEvent, rest = '') => `/api/events/${live.eventId}/orders${rest}`;

/** A live event with one ticket of ten at 25.00, and a line of it in any quantity. */
export async function sellingEvent(app: FastifyInstance, ctx: AppContext) {
  const live = await liveEvent(app, ctx);
  const ticket = await addTicket(app, live, { prices: [{ price: 2500, initial_quantity_available: 10 }] });
  const line = (quantity: number) => ({ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity });
  return { live, ticket, priceId: ticket.prices[0]!.id, line };
}
