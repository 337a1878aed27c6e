import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { EventDate } from '@stagedoor/contracts';
import { eventDatePrices, orders } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { createEvent, createTicket, recordOrder, registerAccount } from './factories.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';
import { buyOrder } from './order-factories.js';
import { addDate, allDates, datesOf, eventSpan } from './date-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A paid order bought through the public checkout on a one-date event: it holds its date. */
async function paidOrderOnOnlyDate(live: LiveEvent) {
  const ticket = await addTicket(t.app, live, {});
  const [date] = await allDates(t.app, live.owner.token, live.eventId);
  const bought = await buyOrder(t.app, live, { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 2 });
  // An event with one date sells that date; the checkout names it on the order.
  await t.ctx.db
    .update(orders)
    .set({ eventDateId: date!.id })
    .where(and(eq(orders.id, bought.id), isNull(orders.eventDateId)));
  return { ticket, date: date!, order: bought };
}

describe('dates of an event', () => {
  it('gives a new event its one date and lists, adds, edits and deletes dates; the event spans its dates', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const [first] = await allDates(t.app, owner.token, event.id);
    expect(first).toMatchObject({
      start_date: '2031-07-01T19:00:00.000Z',
      end_date: '2031-07-01T23:00:00.000Z',
      label: null,
      status: 'SCHEDULED',
      capacity: null,
      sold_count: 0,
      available: null,
      cancellation: null,
    });

    const matinee = await addDate(t.app, owner.token, event.id, {
      start_date: '2031-07-02T14:00:00Z',
      end_date: '2031-07-02T16:00:00Z',
      label: 'Matinee',
      capacity: 40,
    });
    expect(matinee).toMatchObject({ label: 'Matinee', capacity: 40, available: 40, sold_count: 0, status: 'SCHEDULED' });
    expect(await eventSpan(t.app, owner.token, event.id)).toEqual({
      start_date: '2031-07-01T19:00:00.000Z',
      end_date: '2031-07-02T16:00:00.000Z',
    });

    const early = await addDate(t.app, owner.token, event.id, { start_date: '2031-06-30T19:00:00Z', end_date: null });
    expect((await allDates(t.app, owner.token, event.id)).map((date) => date.id)).toEqual([early.id, first!.id, matinee.id]);
    expect(await eventSpan(t.app, owner.token, event.id)).toEqual({
      start_date: '2031-06-30T19:00:00.000Z',
      end_date: '2031-07-02T16:00:00.000Z',
    });
    // Editing the event itself leaves the dates alone, and its start and end stay theirs.
    const edited = await request(t.app, 'PUT', `/api/events/${event.id}`, {
      token: owner.token,
      body: { title: 'Summer Sessions II', start_date: '2031-08-01T19:00:00Z', end_date: '2031-08-01T22:00:00Z' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ start_date: '2031-06-30T19:00:00.000Z', end_date: '2031-07-02T16:00:00.000Z' });
    expect((await allDates(t.app, owner.token, event.id)).map((date) => date.start_date)).toEqual([
      '2031-06-30T19:00:00.000Z',
      '2031-07-01T19:00:00.000Z',
      '2031-07-02T14:00:00.000Z',
    ]);

    const moved = await request(t.app, 'PUT', `${datesOf(event.id)}/${matinee.id}`, {
      token: owner.token,
      body: { start_date: '2031-07-05T14:00:00Z', end_date: '2031-07-05T17:00:00Z', label: 'Late matinee', capacity: null },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ label: 'Late matinee', capacity: null, available: null });
    expect((await eventSpan(t.app, owner.token, event.id)).end_date).toBe('2031-07-05T17:00:00.000Z');
    const got = await request(t.app, 'GET', `${datesOf(event.id)}/${matinee.id}`, { token: owner.token });
    expect(got.body.data.start_date).toBe('2031-07-05T14:00:00.000Z');

    expect((await request(t.app, 'DELETE', `${datesOf(event.id)}/${matinee.id}`, { token: owner.token })).status).toBe(200);
    expect(await eventSpan(t.app, owner.token, event.id)).toEqual({
      start_date: '2031-06-30T19:00:00.000Z',
      end_date: '2031-07-01T23:00:00.000Z',
    });
    expect((await request(t.app, 'DELETE', `${datesOf(event.id)}/${early.id}`, { token: owner.token })).status).toBe(200);
    expect(await eventSpan(t.app, owner.token, event.id)).toEqual({
      start_date: '2031-07-01T19:00:00.000Z',
      end_date: '2031-07-01T23:00:00.000Z',
    });

    const last = await request(t.app, 'DELETE', `${datesOf(event.id)}/${first!.id}`, { token: owner.token });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('LAST_EVENT_DATE');
    expect((await request(t.app, 'GET', `${datesOf(event.id)}/${matinee.id}`, { token: owner.token })).status).toBe(404);
  });

  it('refuses bad input with 422 and a status change through PUT with 409', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const [date] = await allDates(t.app, owner.token, event.id);
    const bad = [
      { start_date: '2031-07-02T20:00:00Z', end_date: '2031-07-02T19:00:00Z' },
      { start_date: '2031-07-02T20:00:00Z', end_date: '2031-07-02T20:00:00Z' },
      { start_date: 'tomorrow', end_date: null },
      { start_date: '2031-07-02T20:00:00Z', end_date: null, capacity: -1 },
      { start_date: '2031-07-02T20:00:00Z', end_date: null, capacity: 1.5 },
      { start_date: '2031-07-02T20:00:00Z', end_date: null, capacity: 2 ** 40 },
      { start_date: '2031-07-02T20:00:00Z', end_date: null, status: 'POSTPONED' },
      { start_date: '2031-07-02T20:00:00Z', end_date: null, label: 'x'.repeat(300) },
      { start_date: '2031-07-02T20:00:00', end_date: null },
    ];
    for (const body of bad) {
      const response = await request(t.app, 'POST', datesOf(event.id), { token: owner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    for (const start of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1900-02-28T12:00:00+14:00']) {
      const response = await request(t.app, 'POST', datesOf(event.id), { token: owner.token, body: { start_date: start, end_date: null } });
      expect(response.status, start).toBeLessThan(500);
    }
    const endBeforeStart = await request(t.app, 'POST', datesOf(event.id), { token: owner.token, body: bad[0] });
    expect(endBeforeStart.body.errors).toEqual({ end_date: ['The end must be after the start.'] });

    const cancel = await request(t.app, 'PUT', `${datesOf(event.id)}/${date!.id}`, {
      token: owner.token,
      body: { start_date: date!.start_date, end_date: date!.end_date, status: 'CANCELLED' },
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('INVALID_STATUS_TRANSITION');
    expect((await request(t.app, 'GET', `${datesOf(event.id)}?filter_fields[nope][eq]=1`, { token: owner.token })).status).toBe(422);
    expect((await request(t.app, 'GET', `${datesOf(event.id)}/99999999`, { token: owner.token })).status).toBe(404);
  });

  it('pages, sorts and filters the list', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token, { start_date: '2031-01-05T19:00:00Z', end_date: '2031-01-05T21:00:00Z' });
    const generated = await request(t.app, 'POST', `${datesOf(event.id)}/generate`, {
      token: owner.token,
      body: { rrule: 'FREQ=DAILY;COUNT=24', duration_minutes: 60 },
    });
    expect(generated.status).toBe(201);
    const [one] = (await request(t.app, 'GET', `${datesOf(event.id)}?per_page=1`, { token: owner.token })).body.data as EventDate[];
    await addDate(t.app, owner.token, event.id, { start_date: '2031-03-01T19:00:00Z', end_date: null, status: 'CANCELLED' });

    const page = await request(t.app, 'GET', `${datesOf(event.id)}?page=2&per_page=10`, { token: owner.token });
    expect(page.body.meta).toEqual({ current_page: 2, per_page: 10, total: 26, last_page: 3 });
    const starts = (page.body.data as EventDate[]).map((date) => date.start_date);
    expect(starts).toEqual([...starts].sort());
    expect(one!.start_date).toBe('2031-01-05T19:00:00.000Z');

    const cancelled = await request(t.app, 'GET', `${datesOf(event.id)}?filter_fields[status][eq]=CANCELLED`, { token: owner.token });
    expect(cancelled.body.data.map((date: EventDate) => date.start_date)).toEqual(['2031-03-01T19:00:00.000Z']);
    const january = await request(
      t.app,
      'GET',
      `${datesOf(event.id)}?filter_fields[start_date][gte]=2031-01-20&filter_fields[start_date][lt]=2031-02-01&sort_by=start_date&sort_direction=desc`,
      { token: owner.token },
    );
    expect(january.body.data.map((date: EventDate) => date.start_date.slice(0, 10))).toEqual([
      '2031-01-28',
      '2031-01-27',
      '2031-01-26',
      '2031-01-25',
      '2031-01-24',
      '2031-01-23',
      '2031-01-22',
      '2031-01-21',
      '2031-01-20',
    ]);
  });
});

describe('dates with orders', () => {
  it('counts ONE_DATE units of the date and pass units on every date', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const [first] = await allDates(t.app, owner.token, event.id);
    const second = await addDate(t.app, owner.token, event.id, { start_date: '2031-07-08T19:00:00Z', end_date: null, capacity: 10 });
    const single = await createTicket(t.app, owner.token, event.id);
    const pass = await createTicket(t.app, owner.token, event.id, { title: 'Season pass', validity: 'ALL_DATES' });
    expect(pass.validity).toBe('ALL_DATES');
    expect(single.validity).toBe('ONE_DATE');
    const sell = async (
      ticketId: number,
      priceId: number,
      quantity: number,
      dateId: number | null,
      status: 'COMPLETED' | 'CANCELLED' = 'COMPLETED',
    ) => {
      await recordOrder(t.ctx.db, {
        accountId: owner.account.id,
        eventId: event.id,
        status,
        items: [{ ticketId, ticketPriceId: priceId, quantity }],
        eventDateId: dateId ?? undefined,
      });
    };
    await sell(single.id, single.prices[0]!.id, 3, second.id);
    await sell(single.id, single.prices[0]!.id, 5, first!.id);
    await sell(single.id, single.prices[0]!.id, 4, second.id, 'CANCELLED');
    await sell(pass.id, pass.prices[0]!.id, 2, null);
    const dates = await allDates(t.app, owner.token, event.id);
    expect(dates.map((date) => [date.sold_count, date.available])).toEqual([
      [7, null],
      [5, 5],
    ]);
  });

  it('refuses to delete a date with orders (409 DATE_HAS_ORDERS) and to change the validity of a sold ticket', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const { ticket, date } = await paidOrderOnOnlyDate(live);
    await addDate(t.app, live.owner.token, live.eventId, { start_date: '2031-07-09T18:00:00+02:00', end_date: null });
    const refused = await request(t.app, 'DELETE', `${datesOf(live.eventId)}/${date.id}`, { token: live.owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DATE_HAS_ORDERS');
    expect(refused.body.message).toBe('A date with orders cannot be deleted. Cancel it instead.');
    const german = await request(t.app, 'DELETE', `${datesOf(live.eventId)}/${date.id}`, {
      token: live.owner.token,
      headers: { 'accept-language': 'de' },
    });
    expect(german.body.message).toBe('Ein Termin mit Bestellungen kann nicht gelöscht werden. Sagen Sie ihn stattdessen ab.');
    expect((await allDates(t.app, live.owner.token, live.eventId))[0]).toMatchObject({ id: date.id, sold_count: 2 });

    const body = {
      type: 'PAID',
      title: 'General admission',
      prices: [{ id: ticket.prices[0]!.id, price: 2500, initial_quantity_available: 100 }],
    };
    const changed = await request(t.app, 'PUT', `/api/events/${live.eventId}/tickets/${ticket.id}`, {
      token: live.owner.token,
      body: { ...body, validity: 'ALL_DATES' },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('CANNOT_CHANGE_TICKET_VALIDITY');
    expect(changed.body.message).toBe('The validity of a ticket that is part of orders cannot be changed.');
    // Leaving validity out, or naming the same one, keeps it.
    const kept = await request(t.app, 'PUT', `/api/events/${live.eventId}/tickets/${ticket.id}`, { token: live.owner.token, body });
    expect(kept.status).toBe(200);
    expect(kept.body.data.validity).toBe('ONE_DATE');

    const unsold = await addTicket(t.app, live, { title: 'Pass' });
    const toPass = await request(t.app, 'PUT', `/api/events/${live.eventId}/tickets/${unsold.id}`, {
      token: live.owner.token,
      body: { type: 'PAID', title: 'Pass', validity: 'ALL_DATES', prices: [{ id: unsold.prices[0]!.id, price: 9000 }] },
    });
    expect(toPass.status).toBe(200);
    expect(toPass.body.data.validity).toBe('ALL_DATES');
  });
});

describe('per-date overrides', () => {
  it('sets and clears a date’s price, quantity and visibility of ONE_DATE prices only', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const { ticket, date } = await paidOrderOnOnlyDate(live);
    const pass = await addTicket(t.app, live, { title: 'Pass', validity: 'ALL_DATES' });
    const other = await createEvent(t.app, live.owner.token);
    const foreign = await createTicket(t.app, live.owner.token, other.id);
    const url = `${datesOf(live.eventId)}/${date.id}/overrides`;
    const priceId = ticket.prices[0]!.id;

    const set = await request(t.app, 'PUT', url, {
      token: live.owner.token,
      body: [{ ticket_price_id: priceId, price: 3000, quantity: 20, is_hidden: false }],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toEqual([
      { ticket_price_id: priceId, price: 3000, quantity: 20, is_hidden: false, quantity_held: expect.any(Number) },
    ]);
    const read = await request(t.app, 'GET', `${datesOf(live.eventId)}/${date.id}`, { token: live.owner.token });
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(date.id);
    expect(read.body.data.overrides).toEqual(set.body.data);

    const passPrice = await request(t.app, 'PUT', url, {
      token: live.owner.token,
      body: [{ ticket_price_id: pass.prices[0]!.id, price: 1 }],
    });
    expect(passPrice.status).toBe(422);
    expect(passPrice.body.errors).toEqual({
      '0.ticket_price_id': ['A pass is valid on every date: its price, quantity and visibility are set on the ticket.'],
    });
    const otherEvent = await request(t.app, 'PUT', url, {
      token: live.owner.token,
      body: [{ ticket_price_id: foreign.prices[0]!.id, quantity: 5 }],
    });
    expect(otherEvent.status).toBe(422);
    expect(otherEvent.body.errors).toEqual({ '0.ticket_price_id': ['This price tier is not a price of this event.'] });
    const twice = await request(t.app, 'PUT', url, {
      token: live.owner.token,
      body: [{ ticket_price_id: priceId }, { ticket_price_id: priceId }],
    });
    expect(twice.status).toBe(422);
    const belowSold = await request(t.app, 'PUT', url, { token: live.owner.token, body: [{ ticket_price_id: priceId, quantity: 1 }] });
    expect(belowSold.status).toBe(422);
    expect(belowSold.body.errors).toEqual({ '0.quantity': ['The quantity cannot be lower than what this date has already sold.'] });
    const exactlySold = await request(t.app, 'PUT', url, { token: live.owner.token, body: [{ ticket_price_id: priceId, quantity: 2 }] });
    expect(exactlySold.status).toBe(200);
    for (const body of [
      { nope: 1 },
      [{ ticket_price_id: priceId, price: -1 }],
      [{ ticket_price_id: priceId, quantity: 1.5 }],
      [{ ticket_price_id: 'x' }],
    ]) {
      expect((await request(t.app, 'PUT', url, { token: live.owner.token, body })).status).toBe(422);
    }

    const cleared = await request(t.app, 'PUT', url, { token: live.owner.token, body: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual([]);
    const readCleared = await request(t.app, 'GET', `${datesOf(live.eventId)}/${date.id}`, { token: live.owner.token });
    expect(readCleared.body.data.overrides).toEqual([]);
  });
});

describe('duplicating an event', () => {
  it('copies its dates that are not cancelled, moved with a new start, with labels, capacities and overrides', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token, { start_date: '2031-09-02T17:00:00Z', end_date: '2031-09-02T19:00:00Z' });
    const ticket = await createTicket(t.app, owner.token, event.id);
    const second = await addDate(t.app, owner.token, event.id, {
      start_date: '2031-09-09T17:00:00Z',
      end_date: '2031-09-09T19:00:00Z',
      label: 'Matinee',
      capacity: 12,
    });
    await addDate(t.app, owner.token, event.id, { start_date: '2031-09-16T17:00:00Z', end_date: null, status: 'CANCELLED' });
    const overrides = await request(t.app, 'PUT', `${datesOf(event.id)}/${second.id}/overrides`, {
      token: owner.token,
      body: [{ ticket_price_id: ticket.prices[0]!.id, price: 1500, quantity: 7, is_hidden: true }],
    });
    expect(overrides.status).toBe(200);

    const copy = await request(t.app, 'POST', `/api/events/${event.id}/duplicate`, {
      token: owner.token,
      body: { title: 'Next season', start_date: '2031-10-02T17:00:00Z' },
    });
    expect(copy.status).toBe(201);
    const copied = await allDates(t.app, owner.token, copy.body.data.id);
    expect(copied.map((date) => [date.start_date, date.end_date, date.label, date.capacity, date.status, date.sold_count])).toEqual([
      ['2031-10-02T17:00:00.000Z', '2031-10-02T19:00:00.000Z', null, null, 'SCHEDULED', 0],
      ['2031-10-09T17:00:00.000Z', '2031-10-09T19:00:00.000Z', 'Matinee', 12, 'SCHEDULED', 0],
    ]);
    expect(await eventSpan(t.app, owner.token, copy.body.data.id)).toEqual({
      start_date: '2031-10-02T17:00:00.000Z',
      end_date: '2031-10-09T19:00:00.000Z',
    });
    const tickets = await request(t.app, 'GET', `/api/events/${copy.body.data.id}/tickets`, { token: owner.token });
    const copiedPrice = tickets.body.data[0].prices[0].id;
    const copiedOverrides = await t.ctx.db.select().from(eventDatePrices).where(eq(eventDatePrices.eventDateId, copied[1]!.id));
    expect(copiedOverrides).toEqual([
      { eventDateId: copied[1]!.id, ticketPriceId: copiedPrice, price: 1500, quantity: 7, isHidden: true, quantityHeld: 0 },
    ]);

    const same = await request(t.app, 'POST', `/api/events/${event.id}/duplicate`, { token: owner.token, body: {} });
    expect((await allDates(t.app, owner.token, same.body.data.id)).map((date) => date.start_date)).toEqual([
      '2031-09-02T17:00:00.000Z',
      '2031-09-09T17:00:00.000Z',
    ]);
  });
});
