import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { createOrganizer, linkToken, registerAccount, waitForMail, type Registered } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createEvent(owner: Registered, overrides: Record<string, unknown> = {}) {
  const organizer = await createOrganizer(t.app, owner.token, { currency: 'USD', timezone: 'America/New_York' });
  const response = await request(t.app, 'POST', '/api/events', {
    token: owner.token,
    body: {
      organizer_id: organizer.id,
      title: 'Jazz at the Lighthouse',
      start_date: '2030-06-01T19:00:00-04:00',
      end_date: '2030-06-01T23:00:00-04:00',
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return response.body.data;
}

describe('events', () => {
  it('creates a draft with the organizer currency and time zone and sanitized description', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(owner, { description: '<p>Great <script>alert(1)</script><strong>music</strong></p>' });
    expect(event).toMatchObject({
      status: 'DRAFT',
      currency: 'USD',
      timezone: 'America/New_York',
      slug: 'jazz-at-the-lighthouse',
      lifecycle: 'UPCOMING',
    });
    expect(event.description).toBe('<p>Great <strong>music</strong></p>');
    expect(event.settings.order_timeout_in_minutes).toBe(15);
  });

  it('treats markup without text as an empty description and rejects an end before the start', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(owner, { description: '<p><br></p>&nbsp;' });
    expect(event.description).toBeNull();
    const organizer = await createOrganizer(t.app, owner.token);
    const bad = await request(t.app, 'POST', '/api/events', {
      token: owner.token,
      body: { organizer_id: organizer.id, title: 'x', start_date: '2030-06-01T19:00:00Z', end_date: '2030-06-01T18:00:00Z' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.end_date).toHaveLength(1);
  });

  it('goes live only with a confirmed email, and follows the status rules', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(owner);
    const early = await request(t.app, 'PUT', `/api/events/${event.id}/status`, { token: owner.token, body: { status: 'LIVE' } });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');
    const token = linkToken(await waitForMail(t.app, owner.email), '/manage/profile/confirm-email-address');
    await request(t.app, 'POST', `/api/users/${owner.user.id}/confirm-email/${token}`, { token: owner.token });
    const live = await request(t.app, 'PUT', `/api/events/${event.id}/status`, { token: owner.token, body: { status: 'LIVE' } });
    expect(live.body.data.status).toBe('LIVE');
    expect((await request(t.app, 'GET', `/api/public/events/${event.id}`)).status).toBe(200);
    const archived = await request(t.app, 'PUT', `/api/events/${event.id}/status`, { token: owner.token, body: { status: 'ARCHIVED' } });
    expect(archived.body.data.lifecycle).toBe('ARCHIVED');
    const toLive = await request(t.app, 'PUT', `/api/events/${event.id}/status`, { token: owner.token, body: { status: 'LIVE' } });
    expect(toLive.status).toBe(409);
    expect((await request(t.app, 'GET', `/api/public/events/${event.id}`)).status).toBe(404);
    const restored = await request(t.app, 'PUT', `/api/events/${event.id}/status`, { token: owner.token, body: { status: 'DRAFT' } });
    expect(restored.body.data.status).toBe('DRAFT');
  });

  it('lists with tab filters, search and paging', async () => {
    const owner = await registerAccount(t.app);
    await createEvent(owner, { title: 'Future Fest' });
    await createEvent(owner, { title: 'Past Party', start_date: '2020-01-01T10:00:00Z', end_date: '2020-01-01T12:00:00Z' });
    const now = new Date().toISOString();
    const upcoming = await request(t.app, 'GET', `/api/events?filter_fields[start_date][gt]=${now}&filter_fields[status][ne]=ARCHIVED`, {
      token: owner.token,
    });
    expect(upcoming.body.data.map((e: { title: string }) => e.title)).toEqual(['Future Fest']);
    const ended = await request(t.app, 'GET', `/api/events?filter_fields[end_date][lt]=${now}`, { token: owner.token });
    expect(ended.body.data.map((e: { title: string }) => e.title)).toEqual(['Past Party']);
    const search = await request(t.app, 'GET', '/api/events?query=party&per_page=1', { token: owner.token });
    expect(search.body.meta).toEqual({ current_page: 1, per_page: 1, total: 1, last_page: 1 });
    const bad = await request(t.app, 'GET', '/api/events?sort_by=password', { token: owner.token });
    expect(bad.status).toBe(422);
  });

  it('duplicates a draft and deletes an event; another account sees neither', async () => {
    const owner = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const event = await createEvent(owner, { settings: { homepage_primary_color: '#123456' } });
    const copy = await request(t.app, 'POST', `/api/events/${event.id}/duplicate`, { token: owner.token, body: { title: 'Jazz again' } });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ title: 'Jazz again', status: 'DRAFT' });
    expect(copy.body.data.settings.homepage_primary_color).toBe('#123456');
    expect((await request(t.app, 'GET', `/api/events/${event.id}`, { token: other.token })).status).toBe(404);
    expect((await request(t.app, 'DELETE', `/api/events/${event.id}`, { token: other.token })).status).toBe(404);
    expect((await request(t.app, 'DELETE', `/api/events/${event.id}`, { token: owner.token })).status).toBe(200);
    expect((await request(t.app, 'GET', `/api/events/${event.id}`, { token: owner.token })).status).toBe(404);
  });

  it('rejects an invalid colour and merges settings on update', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(owner);
    const bad = await request(t.app, 'PUT', `/api/events/${event.id}`, {
      token: owner.token,
      body: { settings: { homepage_background_color: 'red' } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['settings.homepage_background_color']);
    const ok = await request(t.app, 'PUT', `/api/events/${event.id}`, { token: owner.token, body: { settings: { seo_title: 'Jazz!' } } });
    expect(ok.body.data.settings).toMatchObject({ seo_title: 'Jazz!', order_timeout_in_minutes: 15 });
  });
});

describe('duplicating an event with its catalogue', () => {
  it('copies tickets, prices, taxes, promo codes, capacity assignments and questions, with fresh stock', async () => {
    const { addTicket, liveEvent, reserve } = await import('./selling-factories.js');
    const live = await liveEvent(t.app, t.ctx);
    const token = live.owner.token;
    const tax = await request(t.app, 'POST', `/api/accounts/${live.owner.account.id}/taxes-and-fees`, {
      token,
      body: { name: 'VAT', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 19 },
    });
    const ticket = await addTicket(t.app, live, {
      type: 'TIERED',
      title: 'Pass',
      prices: [
        { label: 'Early', price: 1000, initial_quantity_available: 2 },
        { label: 'Late', price: 2000 },
      ],
      tax_and_fee_ids: [tax.body.data.id],
    });
    await request(t.app, 'POST', `/api/events/${live.eventId}/promo-codes`, {
      token,
      body: { code: 'COPYME', discount_type: 'FIXED', discount: 100, applicable_ticket_ids: [ticket.id] },
    });
    await request(t.app, 'POST', `/api/events/${live.eventId}/capacity-assignments`, {
      token,
      body: { name: 'Hall', capacity: 10, ticket_ids: [ticket.id] },
    });
    await request(t.app, 'POST', `/api/events/${live.eventId}/questions`, {
      token,
      body: { title: 'Meal?', type: 'RADIO', options: ['Yes', 'No'], belongs_to: 'ATTENDEE', ticket_ids: [ticket.id] },
    });
    expect((await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 2 }])).status).toBe(201);

    const copy = await request(t.app, 'POST', `/api/events/${live.eventId}/duplicate`, { token, body: { title: 'Second night' } });
    expect(copy.status).toBe(201);
    const copyId = copy.body.data.id;
    const copiedTickets = await request(t.app, 'GET', `/api/events/${copyId}/tickets`, { token });
    expect(copiedTickets.body.data).toHaveLength(1);
    const copied = copiedTickets.body.data[0];
    expect(copied.id).not.toBe(ticket.id);
    expect(copied.prices.map((p: { label: string; quantity_sold: number }) => [p.label, p.quantity_sold])).toEqual([
      ['Early', 0],
      ['Late', 0],
    ]);
    expect(copied.tax_and_fee_ids).toEqual([tax.body.data.id]);
    const codes = await request(t.app, 'GET', `/api/events/${copyId}/promo-codes`, { token });
    expect(codes.body.data[0]).toMatchObject({ code: 'COPYME', applicable_ticket_ids: [copied.id], usage_count: 0 });
    const capacity = await request(t.app, 'GET', `/api/events/${copyId}/capacity-assignments`, { token });
    expect(capacity.body.data[0]).toMatchObject({ name: 'Hall', ticket_ids: [copied.id], used_capacity: 0 });
    const questions = await request(t.app, 'GET', `/api/events/${copyId}/questions`, { token });
    expect(questions.body.data.filter((q: { is_default: boolean }) => !q.is_default)[0]).toMatchObject({
      title: 'Meal?',
      ticket_ids: [copied.id],
    });
  });
});

describe('deleting an event with orders', () => {
  it('refuses with 409 and keeps the event, its tickets and its orders', async () => {
    const { addTicket, liveEvent, reserve } = await import('./selling-factories.js');
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    expect((await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }])).status).toBe(201);
    const refused = await request(t.app, 'DELETE', `/api/events/${live.eventId}`, { token: live.owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('EVENT_HAS_ORDERS');
    expect((await request(t.app, 'GET', `/api/events/${live.eventId}/tickets`, { token: live.owner.token })).body.data).toHaveLength(1);
  });
});
