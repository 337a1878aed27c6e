import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicEventDate } from '@stagedoor/contracts';
import { createTestApp, request, type TestApp } from './harness.js';
import { createEvent, registerAccount, type Registered } from './factories.js';
import { addTicket, liveEvent } from './selling-factories.js';
import { addDate, allDates, datesOf } from './date-factories.js';

/** The public list of an event's dates (docs/dates.md). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('public dates', () => {
  it('lists the dates of a live event with their availability, paged and filtered by from/to', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 5 }] });
    const [first] = await allDates(t.app, live.owner.token, live.eventId);
    const full = await addDate(t.app, live.owner.token, live.eventId, {
      start_date: '2031-07-02T18:00:00+02:00',
      end_date: null,
      capacity: 0,
    });
    const soldOut = await addDate(t.app, live.owner.token, live.eventId, { start_date: '2031-07-03T18:00:00+02:00', end_date: null });
    const cancelled = await addDate(t.app, live.owner.token, live.eventId, {
      start_date: '2031-07-04T18:00:00+02:00',
      end_date: null,
      status: 'CANCELLED',
    });
    const past = await addDate(t.app, live.owner.token, live.eventId, { start_date: '2020-07-04T18:00:00+02:00', end_date: null });
    const zeroHere = await request(t.app, 'PUT', `${datesOf(live.eventId)}/${soldOut.id}/overrides`, {
      token: live.owner.token,
      body: [{ ticket_price_id: ticket.prices[0]!.id, quantity: 0 }],
    });
    expect(zeroHere.status).toBe(200);

    const listed = await request(t.app, 'GET', `/api/public/events/${live.eventId}/dates`);
    expect(listed.status).toBe(200);
    expect(listed.body.meta).toMatchObject({ total: 5, current_page: 1 });
    const byId = new Map((listed.body.data as PublicEventDate[]).map((date) => [date.id, date.availability]));
    expect(Object.fromEntries(byId)).toEqual({
      [past.id]: 'NOT_ON_SALE',
      [first!.id]: 'ON_SALE',
      [full.id]: 'SOLD_OUT',
      [soldOut.id]: 'SOLD_OUT',
      [cancelled.id]: 'CANCELLED',
    });
    expect(Object.keys(listed.body.data[0]).sort()).toEqual(['availability', 'end_date', 'id', 'label', 'start_date', 'status']);

    const window = await request(
      t.app,
      'GET',
      `/api/public/events/${live.eventId}/dates?from=2031-07-02&to=2031-07-04T00:00:00Z&per_page=1&page=2`,
    );
    expect(window.status).toBe(200);
    expect(window.body.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(window.body.data.map((date: PublicEventDate) => date.id)).toEqual([soldOut.id]);
    for (const query of ['from=yesterday', 'per_page=0', 'per_page=101', 'page=0x1']) {
      expect((await request(t.app, 'GET', `/api/public/events/${live.eventId}/dates?${query}`)).status, query).toBe(422);
    }
  });

  it('hides the dates of a draft from the public as the event page does', async () => {
    const owner: Registered = await registerAccount(t.app);
    const draft = await createEvent(t.app, owner.token);
    expect((await request(t.app, 'GET', `/api/public/events/${draft.id}/dates`)).status).toBe(404);
    const preview = await request(t.app, 'GET', `/api/public/events/${draft.id}/dates`, { token: owner.token });
    expect(preview.status).toBe(200);
    expect((await request(t.app, 'GET', '/api/public/events/99999999/dates')).status).toBe(404);
  });
});
