/** Messages to an event's attendees, sent through the API of the app the suite started (`app()`, set in its beforeAll). */
import { expect } from 'vitest';
import { request, type TestApp } from './harness.js';
import { confirmEmail, createEvent, createTicket, mailsTo, registerAccount, uniqueEmail, type Registered } from './factories.js';

export interface MessageSetup {
  owner: Registered;
  eventId: number;
  tickets: { id: number; priceId: number }[];
  /** Walk-ins: [ticket 0, en], [ticket 0, de], [ticket 1, fr], [ticket 1, en, cancelled]. */
  people: { id: number; email: string; orderId: number }[];
}

/** A message's body: the subject and content every test sends, with what the test changes. */
export const messageBody = (extra: Record<string, unknown>) => ({
  subject: 'Doors open at 7',
  content: '<p>See you <strong>soon</strong></p>',
  acknowledgement: true,
  ...extra,
});

export function messageTools(app: () => TestApp) {
  async function walkIn(owner: Registered, eventId: number, ticketId: number, extra: Record<string, unknown> = {}) {
    const email = (extra.email as string | undefined) ?? uniqueEmail('guest');
    const response = await request(app().app, 'POST', `/api/events/${eventId}/attendees`, {
      token: owner.token,
      body: { ticket_id: ticketId, first_name: 'Guest', last_name: 'Person', email, ...extra },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { id: response.body.data.id as number, email, orderId: response.body.data.order_id as number };
  }

  async function setup(options: { verified?: boolean } = {}): Promise<MessageSetup> {
    const owner = await registerAccount(app().app);
    if (options.verified !== false) await confirmEmail(app().app, owner);
    const event = await createEvent(app().app, owner.token, { title: 'Harbour Nights' });
    const settings = await request(app().app, 'PUT', `/api/events/${event.id}`, {
      token: owner.token,
      body: { settings: { email_footer_message: 'Harbour footer line' } },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const ticketA = await createTicket(app().app, owner.token, event.id, { title: 'Standing' });
    const ticketB = await createTicket(app().app, owner.token, event.id, { title: 'Balcony' });
    const people = [
      await walkIn(owner, event.id, ticketA.id, { first_name: 'Ann', locale: 'en' }),
      await walkIn(owner, event.id, ticketA.id, { first_name: 'Bernd', locale: 'de' }),
      await walkIn(owner, event.id, ticketB.id, { first_name: 'Claire', locale: 'fr' }),
      await walkIn(owner, event.id, ticketB.id, { first_name: 'Dan', locale: 'en' }),
    ];
    const cancelled = await request(app().app, 'POST', `/api/events/${event.id}/attendees/${people[3]!.id}/cancel`, { token: owner.token });
    expect(cancelled.status).toBe(200);
    return {
      owner,
      eventId: event.id,
      tickets: [ticketA, ticketB].map((ticket) => ({ id: ticket.id, priceId: ticket.prices[0]!.id })),
      people,
    };
  }

  function send(s: MessageSetup, extra: Record<string, unknown>) {
    return request(app().app, 'POST', `/api/events/${s.eventId}/messages`, { token: s.owner.token, body: messageBody(extra) });
  }

  async function waitForStatus(s: MessageSetup, id: number, statuses: string[], timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await request(app().app, 'GET', `/api/events/${s.eventId}/messages/${id}`, { token: s.owner.token });
      if (statuses.includes(response.body.data.status)) return response.body.data;
      if (Date.now() > deadline) throw new Error(`message ${id} still ${response.body.data.status}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  const subjectMails = async (email: string, subject: string) =>
    (await mailsTo(app().app, email)).filter((mail) => mail.subject === subject);

  return { walkIn, setup, send, waitForStatus, subjectMails };
}
