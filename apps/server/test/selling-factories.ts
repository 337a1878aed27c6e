import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/platform/context.js';
import { users } from '../src/platform/db/schema.js';
import { request } from './harness.js';
import { createOrganizer, registerAccount, type Registered } from './factories.js';

export interface LiveEvent {
  owner: Registered;
  eventId: number;
  organizerEmail: string;
}

/** An account whose owner has a confirmed email and a live event, ready to sell. */
export async function liveEvent(app: FastifyInstance, ctx: AppContext, settings: Record<string, unknown> = {}): Promise<LiveEvent> {
  const owner = await registerAccount(app);
  await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.user.id));
  const organizer = await createOrganizer(app, owner.token, { currency: 'EUR', timezone: 'Europe/Berlin' });
  const created = await request(app, 'POST', '/api/events', {
    token: owner.token,
    body: {
      organizer_id: organizer.id,
      title: 'Harbour Lights Festival',
      start_date: '2031-07-01T18:00:00+02:00',
      end_date: '2031-07-01T23:00:00+02:00',
      settings,
    },
  });
  if (created.status !== 201) throw new Error(`event: ${JSON.stringify(created.body)}`);
  const live = await request(app, 'PUT', `/api/events/${created.body.data.id}/status`, { token: owner.token, body: { status: 'LIVE' } });
  if (live.status !== 200) throw new Error(`live: ${JSON.stringify(live.body)}`);
  return { owner, eventId: created.body.data.id, organizerEmail: organizer.email };
}

export async function addTicket(app: FastifyInstance, live: LiveEvent, body: Record<string, unknown>) {
  const response = await request(app, 'POST', `/api/events/${live.eventId}/tickets`, {
    token: live.owner.token,
    body: { type: 'PAID', title: 'General admission', prices: [{ price: 2500, initial_quantity_available: 100 }], ...body },
  });
  if (response.status !== 201) throw new Error(`ticket: ${JSON.stringify(response.body)}`);
  return response.body.data as { id: number; prices: { id: number; price: number }[] };
}

export function reserve(
  app: FastifyInstance,
  eventId: number,
  lines: { ticketId: number; priceId: number; quantity: number; price?: number }[],
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return request(app, 'POST', `/api/public/events/${eventId}/order`, {
    headers,
    body: {
      tickets: lines.map((line) => ({
        ticket_id: line.ticketId,
        quantities: [{ price_id: line.priceId, quantity: line.quantity, ...(line.price !== undefined ? { price: line.price } : {}) }],
      })),
      ...extra,
    },
  });
}

/** The details step with a buyer and one holder per attendee of the order. */
export function details(
  app: FastifyInstance,
  eventId: number,
  order: { short_id: string; attendees: { ticket_price_id: number }[] },
  email: string,
  extra: { orderAnswers?: unknown[]; attendeeAnswers?: unknown[] } = {},
) {
  return request(app, 'PUT', `/api/public/events/${eventId}/order/${order.short_id}`, {
    body: {
      order: { first_name: 'Bea', last_name: 'Buyer', email, answers: extra.orderAnswers ?? [] },
      attendees: order.attendees.map((a, i) => ({
        ticket_price_id: a.ticket_price_id,
        first_name: `Guest${i + 1}`,
        last_name: 'Holder',
        email,
        answers: extra.attendeeAnswers ?? [],
      })),
    },
  });
}
