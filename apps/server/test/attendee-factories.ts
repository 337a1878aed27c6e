import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventStatistics } from '../src/platform/db/schema.js';
import { request, type TestApp } from './harness.js';
import { heldUnitsOf, uniqueEmail } from './factories.js';
import { type addTicket, details, reserve, type LiveEvent } from './selling-factories.js';

export type Ticket = Awaited<ReturnType<typeof addTicket>>;

/** A walk-in attendee's body for POST /events/{id}/attendees. */
export const walkIn = (ticket: Ticket, extra: Record<string, unknown> = {}) => ({
  ticket_id: ticket.id,
  first_name: 'Walter',
  last_name: 'Walkin',
  email: uniqueEmail('walkin'),
  ...extra,
});

/** What the attendee suites do through the app the suite started (`app()`, set in its beforeAll). */
export function attendeeTools(app: () => TestApp) {
  /** A real sale through checkout: a free ticket completes at the details step. */
  async function buy(live: LiveEvent, ticket: Ticket, quantity: number, email = uniqueEmail('buyer')) {
    const reserved = await reserve(app().app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity }]);
    expect(reserved.status).toBe(201);
    const saved = await details(app().app, live.eventId, reserved.body.data, email);
    expect(saved.body.data.status).toBe('COMPLETED');
    return saved.body.data as { short_id: string; public_reference: string; attendees: { short_id: string }[] };
  }

  function api(live: LiveEvent, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
    return request(app().app, method, `/api/events/${live.eventId}${path}`, { token: live.owner.token, body });
  }

  /** Units of a price held by orders that hold stock. */
  async function held(priceId: number): Promise<number> {
    return heldUnitsOf(app().ctx.db, priceId);
  }

  /** Tickets sold over the sales chart's days. */
  async function chartTickets(live: LiveEvent): Promise<number> {
    const daily = (await api(live, 'GET', '/stats')).body.data.daily as { tickets_sold: number }[];
    return daily.reduce((sum, day) => sum + day.tickets_sold, 0);
  }

  async function stats(eventId: number) {
    const [row] = await app().ctx.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, eventId));
    return row!;
  }

  return { buy, api, held, chartTickets, stats };
}
