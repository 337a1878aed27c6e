import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@stagedoor/contracts';
import { createTestApp, request, type TestApp } from './harness.js';
import { addMember, createEvent, createTicket, recordOrder, registerAccount, type Registered } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = (eventId: number) => `/api/events/${eventId}/capacity-assignments`;

function sell(owner: Registered, eventId: number, ticket: Ticket, quantity: number, status: 'COMPLETED' | 'CANCELLED' = 'COMPLETED') {
  return recordOrder(t.ctx.db, {
    accountId: owner.account.id,
    eventId,
    status,
    items: [{ ticketId: ticket.id, ticketPriceId: ticket.prices[0]!.id, quantity }],
  });
}

describe('capacity assignments', () => {
  it('needs a ticket to exist first', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const otherEvent = await createEvent(t.app, owner.token);
    const elsewhere = await createTicket(t.app, owner.token, otherEvent.id);
    const response = await request(t.app, 'POST', base(event.id), {
      token: owner.token,
      body: { name: 'Hall', capacity: 10, ticket_ids: [elsewhere.id] },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ ticket_ids: ['You need to create a ticket first.'] });
  });

  it('creates one over tickets of the event and reports the capacity used by orders that hold stock', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const standing = await createTicket(t.app, owner.token, event.id, { title: 'Standing' });
    const seated = await createTicket(t.app, owner.token, event.id, { title: 'Seated' });
    const created = await request(t.app, 'POST', base(event.id), {
      token: owner.token,
      body: { name: 'Main hall', capacity: 100, ticket_ids: [seated.id, standing.id, seated.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      event_id: event.id,
      name: 'Main hall',
      capacity: 100,
      used_capacity: 0,
      status: 'ACTIVE',
      stop_sales_at_limit: true,
      ticket_ids: [standing.id, seated.id].sort((a, b) => a - b),
    });
    await sell(owner, event.id, standing, 3);
    await sell(owner, event.id, seated, 2);
    await sell(owner, event.id, seated, 5, 'CANCELLED');
    const fetched = await request(t.app, 'GET', `${base(event.id)}/${created.body.data.id}`, { token: owner.token });
    expect(fetched.body.data.used_capacity).toBe(5);

    const unlimited = await request(t.app, 'POST', base(event.id), {
      token: owner.token,
      body: { name: 'Balcony report', capacity: null, ticket_ids: [seated.id] },
    });
    expect(unlimited.body.data).toMatchObject({ capacity: null, used_capacity: 2 });
    const list = await request(t.app, 'GET', base(event.id), { token: owner.token });
    expect(list.body.data.map((item: { name: string }) => item.name)).toEqual(['Balcony report', 'Main hall']);
  });

  it('validates the fields and the tickets', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const ticket = await createTicket(t.app, owner.token, event.id);
    const otherEvent = await createEvent(t.app, owner.token);
    const foreign = await createTicket(t.app, owner.token, otherEvent.id);
    const cases: [object, string, string?][] = [
      [{ name: 'Hall', capacity: 10, ticket_ids: [] }, 'ticket_ids', 'Select at least one ticket.'],
      [{ name: 'Hall', capacity: 10, ticket_ids: [ticket.id, foreign.id] }, 'ticket_ids', 'Choose tickets of this event.'],
      [{ name: '', capacity: 10, ticket_ids: [ticket.id] }, 'name'],
      [{ name: 'Hall', capacity: -1, ticket_ids: [ticket.id] }, 'capacity'],
      [{ name: 'Hall', capacity: 1.5, ticket_ids: [ticket.id] }, 'capacity'],
      [{ name: 'Hall', status: 'PAUSED', ticket_ids: [ticket.id] }, 'status'],
    ];
    for (const [body, field, message] of cases) {
      const response = await request(t.app, 'POST', base(event.id), { token: owner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors), JSON.stringify(body)).toEqual([field]);
      if (message) expect(response.body.errors[field]).toEqual([message]);
    }
    expect((await request(t.app, 'GET', base(event.id), { token: owner.token })).body.data).toEqual([]);
  });

  it('updates the fields and replaces the tickets; deletes', async () => {
    const owner = await registerAccount(t.app);
    const organizer = await addMember(t.app, owner, 'ORGANIZER');
    const event = await createEvent(t.app, owner.token);
    const a = await createTicket(t.app, owner.token, event.id);
    const b = await createTicket(t.app, owner.token, event.id);
    const created = (
      await request(t.app, 'POST', base(event.id), { token: owner.token, body: { name: 'Hall', capacity: 10, ticket_ids: [a.id] } })
    ).body.data;
    const url = `${base(event.id)}/${created.id}`;
    // Organizers manage events, so they manage capacity assignments too.
    const updated = await request(t.app, 'PUT', url, {
      token: organizer.token,
      body: { name: 'Hall B', capacity: 20, status: 'INACTIVE', stop_sales_at_limit: false, ticket_ids: [b.id] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Hall B',
      capacity: 20,
      status: 'INACTIVE',
      stop_sales_at_limit: false,
      ticket_ids: [b.id],
    });
    expect(
      (await request(t.app, 'PUT', `${base(event.id)}/2000000000`, { token: owner.token, body: { name: 'x', ticket_ids: [a.id] } })).status,
    ).toBe(404);

    // A deleted ticket drops out of the assignment.
    await request(t.app, 'DELETE', `/api/events/${event.id}/tickets/${b.id}`, { token: owner.token });
    expect((await request(t.app, 'GET', url, { token: owner.token })).body.data.ticket_ids).toEqual([]);

    expect((await request(t.app, 'DELETE', url, { token: owner.token })).status).toBe(200);
    expect((await request(t.app, 'GET', url, { token: owner.token })).status).toBe(404);
    expect((await request(t.app, 'DELETE', url, { token: owner.token })).status).toBe(404);
  });

  it("answers 404 for another account's event or assignment and changes nothing", async () => {
    const owner = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const ticket = await createTicket(t.app, owner.token, event.id);
    const created = (
      await request(t.app, 'POST', base(event.id), { token: owner.token, body: { name: 'Hall', capacity: 10, ticket_ids: [ticket.id] } })
    ).body.data;
    const url = `${base(event.id)}/${created.id}`;
    expect((await request(t.app, 'GET', base(event.id), { token: stranger.token })).status).toBe(404);
    expect(
      (await request(t.app, 'POST', base(event.id), { token: stranger.token, body: { name: 'x', ticket_ids: [ticket.id] } })).status,
    ).toBe(404);
    expect((await request(t.app, 'PUT', url, { token: stranger.token, body: { name: 'Mine', ticket_ids: [ticket.id] } })).status).toBe(404);
    expect((await request(t.app, 'DELETE', url, { token: stranger.token })).status).toBe(404);
    const strangerEvent = await createEvent(t.app, stranger.token);
    const strangerTicket = await createTicket(t.app, stranger.token, strangerEvent.id);
    expect((await request(t.app, 'GET', `${base(strangerEvent.id)}/${created.id}`, { token: stranger.token })).status).toBe(404);
    const mixed = await request(t.app, 'POST', base(strangerEvent.id), {
      token: stranger.token,
      body: { name: 'x', ticket_ids: [strangerTicket.id, ticket.id] },
    });
    expect(mixed.status).toBe(422);
    expect((await request(t.app, 'GET', url, { token: owner.token })).body.data).toEqual(created);
  });
});
