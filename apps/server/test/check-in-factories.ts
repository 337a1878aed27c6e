import { expect } from 'vitest';
import { request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';

/** An event with two tickets and a check-in list for the first. */
export interface CheckInSetup {
  live: LiveEvent;
  ticketId: number;
  otherTicketId: number;
  listId: number;
  shortId: string;
}

/** What the check-in suites do through the app the suite started (`app()`, set in its beforeAll). */
export function checkInTools(app: () => TestApp) {
  async function setup(listBody: Record<string, unknown> = {}): Promise<CheckInSetup> {
    const live = await liveEvent(app().app, app().ctx);
    const ticket = await addTicket(app().app, live, { title: 'Standing' });
    const other = await addTicket(app().app, live, { title: 'Balcony' });
    const list = await request(app().app, 'POST', `/api/events/${live.eventId}/check-in-lists`, {
      token: live.owner.token,
      body: { name: 'Front door', ticket_ids: [ticket.id], ...listBody },
    });
    expect(list.status).toBe(201);
    return { live, ticketId: ticket.id, otherTicketId: other.id, listId: list.body.data.id, shortId: list.body.data.short_id };
  }

  /**
   * A walk-in attendee added by the organizer, on the list's ticket unless told otherwise, for the date named (an
   * event with several dates needs one; a pass's attendee has none of its own whatever the date).
   */
  async function walkIn(
    s: CheckInSetup,
    ticketId = s.ticketId,
    lastName = 'Holder',
    dateId?: number,
  ): Promise<{ id: number; short_id: string; email: string }> {
    const email = uniqueEmail('door');
    const created = await request(app().app, 'POST', `/api/events/${s.live.eventId}/attendees`, {
      token: s.live.owner.token,
      body: { ticket_id: ticketId, first_name: 'Gate', last_name: lastName, email, ...(dateId ? { event_date_id: dateId } : {}) },
    });
    expect(created.status).toBe(201);
    return { id: created.body.data.id, short_id: created.body.data.short_id, email };
  }

  /** A scan through the public check-in API, as the scanner sends it. */
  const scan = (shortId: string, body: Record<string, unknown>) =>
    request(app().app, 'POST', `/api/public/check-in-lists/${shortId}/check-ins`, { body });

  return { setup, walkIn, scan };
}
