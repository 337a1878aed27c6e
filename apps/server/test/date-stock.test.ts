import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { attendees, eventDatePrices, eventDates, events, orders, ticketPrices, tickets } from '../src/platform/db/schema.js';
import { expireStaleOrders } from '../src/features/checkout/expire-orders.js';
import { checkRoom, takeStock } from '../src/features/checkout/locking.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addTicket, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

/** docs/dates.md, "Stock": what a purchase takes on which date, through HTTP on the embedded database. */

let t: TestApp;
beforeAll(async () => {
  // A web build of the public page only, so that the server renders the event page of a date.
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'stagedoor-web-')), 'dist');
  mkdirSync(dist, { recursive: true });
  for (const name of ['index.html', 'public.html']) {
    writeFileSync(
      path.join(dist, name),
      '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div></body></html>',
    );
  }
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
});

/** The event's first date, and `extra` more, a week apart (the dates routes are not needed for the stock). */
async function withDates(live: LiveEvent, extra: number, fields: Partial<typeof eventDates.$inferInsert> = {}): Promise<number[]> {
  const [event] = await t.ctx.db.select().from(events).where(eq(events.id, live.eventId));
  const [first] = await t.ctx.db.select().from(eventDates).where(eq(eventDates.eventId, live.eventId));
  const ids = [first!.id];
  for (let i = 1; i <= extra; i += 1) {
    const start = new Date(event!.startDate.getTime() + i * 7 * 86_400_000);
    const [row] = await t.ctx.db
      .insert(eventDates)
      .values({
        accountId: event!.accountId,
        eventId: event!.id,
        startDate: start,
        endDate: new Date(start.getTime() + 3 * 3_600_000),
        ...fields,
      })
      .returning({ id: eventDates.id });
    ids.push(row!.id);
  }
  return ids;
}

async function override(dateId: number, priceId: number, values: { price?: number; quantity?: number; isHidden?: boolean }) {
  await t.ctx.db
    .insert(eventDatePrices)
    .values({ eventDateId: dateId, ticketPriceId: priceId, ...values })
    .onConflictDoUpdate({ target: [eventDatePrices.eventDateId, eventDatePrices.ticketPriceId], set: values });
}

async function makePass(ticketId: number) {
  await t.ctx.db.update(tickets).set({ validity: 'ALL_DATES' }).where(eq(tickets.id, ticketId));
}

async function heldOn(dateId: number, priceId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ held: eventDatePrices.quantityHeld })
    .from(eventDatePrices)
    .where(and(eq(eventDatePrices.eventDateId, dateId), eq(eventDatePrices.ticketPriceId, priceId)));
  return row?.held ?? 0;
}

async function priceHeld(priceId: number): Promise<number> {
  const [row] = await t.ctx.db.select({ held: ticketPrices.quantityHeld }).from(ticketPrices).where(eq(ticketPrices.id, priceId));
  return row!.held;
}

function buy(live: LiveEvent, ticket: { id: number; prices: { id: number }[] }, quantity: number, dateId?: number, price?: number) {
  return reserve(
    t.app,
    live.eventId,
    [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity, ...(price !== undefined ? { price } : {}) }],
    dateId === undefined ? {} : { date_id: dateId },
  );
}

async function orderRow(shortId: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, shortId));
  return row!;
}

describe('stock per date', () => {
  it('needs a date when the event has several, takes the only one otherwise, and refuses a date of another event', async () => {
    const single = await liveEvent(t.app, t.ctx);
    const singleTicket = await addTicket(t.app, single, {});
    const [only] = await withDates(single, 0);
    const plain = await buy(single, singleTicket, 1);
    expect(plain.status).toBe(201);
    expect((await orderRow(plain.body.data.short_id)).eventDateId).toBe(only);
    const page = await request(t.app, 'GET', `/api/public/events/${single.eventId}`);
    expect(page.body.data).toMatchObject({ event_date_id: only, dates_count: 1 });

    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const [first, second] = await withDates(live, 1);
    const missing = await buy(live, ticket, 1);
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('DATE_REQUIRED');
    expect(Object.keys(missing.body.errors)).toEqual(['date_id']);
    const foreign = await buy(live, ticket, 1, only);
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['date_id']);

    const bought = await buy(live, ticket, 2, second);
    expect(bought.status).toBe(201);
    // The new order's answer names its date, as every later answer about it does.
    const [secondRow] = await t.ctx.db.select().from(eventDates).where(eq(eventDates.id, second!));
    const secondDate = { start_date: secondRow!.startDate.toISOString(), end_date: secondRow!.endDate!.toISOString(), label: null };
    expect(bought.body.data).toMatchObject({ event_date_id: second, event_date: secondDate });
    expect(bought.body.data.attendees.map((a: { event_date: unknown }) => a.event_date)).toEqual([secondDate, secondDate]);
    const readBack = await request(t.app, 'GET', `/api/public/events/${live.eventId}/order/${bought.body.data.short_id}`);
    expect(readBack.body.data.event_date).toEqual(bought.body.data.event_date);
    const order = await orderRow(bought.body.data.short_id);
    expect(order.eventDateId).toBe(second);
    const holders = await t.ctx.db.select().from(attendees).where(eq(attendees.orderId, order.id));
    expect(holders.map((a) => a.eventDateId)).toEqual([second, second]);
    expect(await heldOn(second!, ticket.prices[0]!.id)).toBe(2);
    expect(await heldOn(first!, ticket.prices[0]!.id)).toBe(0);
    expect(await priceHeld(ticket.prices[0]!.id)).toBe(0);

    // Without date_id the page shows the first upcoming date and says how many there are.
    const listing = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
    expect(listing.body.data).toMatchObject({ event_date_id: first, dates_count: 2 });
    const other = await request(t.app, 'GET', `/api/public/events/${live.eventId}?date_id=${only}`);
    expect(other.status).toBe(422);
  });

  it('refuses a cancelled or ended date with DATE_CANCELLED, and so does the check under the locks', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const [first, second] = await withDates(live, 1);
    await t.ctx.db.update(eventDates).set({ status: 'CANCELLED', cancelledAt: new Date() }).where(eq(eventDates.id, second!));
    const cancelled = await buy(live, ticket, 1, second);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe('DATE_CANCELLED');
    // The write's own check, read under the date's row lock: what a purchase that read the date as SCHEDULED meets.
    const underLock = await t.ctx.db
      .transaction(async (tx) => {
        await checkRoom(tx, [], null, { event_id: live.eventId, id: second!, quantity: 1, passes: 0, sell: true });
        return 'held';
      })
      .catch((error: { code?: string }) => error.code);
    expect(underLock).toBe('DATE_CANCELLED');

    const [ended] = await withDates(live, 1).then((ids) => ids.slice(-1));
    await t.ctx.db
      .update(eventDates)
      .set({ startDate: new Date(Date.now() - 3 * 3_600_000), endDate: new Date(Date.now() - 3_600_000) })
      .where(eq(eventDates.id, ended!));
    const past = await buy(live, ticket, 1, ended);
    expect(past.status).toBe(409);
    expect(past.body.code).toBe('DATE_CANCELLED');
    expect((await buy(live, ticket, 1, first)).status).toBe(201);
  });

  it('sells a date at its own price, and a price moved since the buyer saw it is PRICE_CHANGED', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const priceId = ticket.prices[0]!.id;
    const [first, second] = await withDates(live, 1);
    await override(second!, priceId, { price: 1800 });

    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}?date_id=${second}`);
    expect(page.body.data.event_date_id).toBe(second);
    expect(page.body.data.tickets[0].prices[0]).toMatchObject({ price: 1800, discounted_price: 1800 });
    const firstPage = await request(t.app, 'GET', `/api/public/events/${live.eventId}?date_id=${first}`);
    expect(firstPage.body.data.tickets[0].prices[0].price).toBe(2500);

    const stale = await buy(live, ticket, 1, second, 2500);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('PRICE_CHANGED');
    const bought = await buy(live, ticket, 1, second, 1800);
    expect(bought.status).toBe(201);
    expect(bought.body.data.total_gross).toBe(1800);
    expect((await buy(live, ticket, 1, first, 2500)).status).toBe(201);

    // The price moves between the read and the write: the conditional upsert refuses it.
    await override(second!, priceId, { price: 2000 });
    const moved = await t.ctx.db
      .transaction(async (tx) => {
        await takeStock(tx, [{ priceId, quantity: 1, expectedPrice: 1800, dateId: second! }]);
        return 'held';
      })
      .catch((error: { code?: string }) => error.code);
    expect(moved).toBe('PRICE_CHANGED');
    expect(await heldOn(second!, priceId)).toBe(1);
  });

  it("limits a date to its own quantity while the other dates keep the ticket's", async () => {
    const live = await liveEvent(t.app, t.ctx, { show_available_ticket_quantity: true });
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 3 }] });
    const priceId = ticket.prices[0]!.id;
    const [first, second] = await withDates(live, 1);
    await override(second!, priceId, { quantity: 1 });

    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}?date_id=${second}`);
    expect(page.body.data.tickets[0].prices[0].quantity_available).toBe(1);
    expect((await buy(live, ticket, 2, second)).body.code).toBe('SOLD_OUT');
    expect((await buy(live, ticket, 1, second)).status).toBe(201);
    expect((await buy(live, ticket, 1, second)).body.code).toBe('SOLD_OUT');
    const soldOut = await request(t.app, 'GET', `/api/public/events/${live.eventId}?date_id=${second}`);
    expect(soldOut.body.data.tickets[0].status).toBe('SOLD_OUT');

    expect((await buy(live, ticket, 3, first)).status).toBe(201);
    expect((await buy(live, ticket, 1, first)).body.code).toBe('SOLD_OUT');
    expect(await heldOn(first!, priceId)).toBe(3);
    expect(await heldOn(second!, priceId)).toBe(1);

    // A date without a row of its own takes no more than the ticket's quantity on its first sale.
    const [third] = (await withDates(live, 2)).slice(-1);
    expect((await buy(live, ticket, 4, third)).body.code).toBe('SOLD_OUT');
    expect(await heldOn(third!, priceId)).toBe(0);
  });

  it('hides a price on the date that hides it', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const [first, second] = await withDates(live, 1);
    await override(second!, ticket.prices[0]!.id, { isHidden: true });
    const hidden = await request(t.app, 'GET', `/api/public/events/${live.eventId}?date_id=${second}`);
    expect(hidden.body.data.tickets).toEqual([]);
    const shown = await request(t.app, 'GET', `/api/public/events/${live.eventId}?date_id=${first}`);
    expect(shown.body.data.tickets).toHaveLength(1);
    const refused = await buy(live, ticket, 1, second);
    expect(refused.status).toBe(422);
    expect((await buy(live, ticket, 1, first)).status).toBe(201);
  });

  it('sells a pass from one stock for the whole series, its holders with no date of their own', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const pass = await addTicket(t.app, live, { title: 'Season pass', prices: [{ price: 9000, initial_quantity_available: 3 }] });
    await makePass(pass.id);
    const [first, second] = await withDates(live, 1);
    const one = await buy(live, pass, 2, first);
    expect(one.status).toBe(201);
    expect(one.body.data.event_date).toMatchObject({ label: null });
    expect(one.body.data.attendees.map((a: { event_date_id: unknown; event_date: unknown }) => [a.event_date_id, a.event_date])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await buy(live, pass, 2, second)).body.code).toBe('SOLD_OUT');
    const two = await buy(live, pass, 1, second);
    expect(two.status).toBe(201);
    expect((await buy(live, pass, 1, first)).body.code).toBe('SOLD_OUT');
    expect(await priceHeld(pass.prices[0]!.id)).toBe(3);
    expect(await heldOn(first!, pass.prices[0]!.id)).toBe(0);
    const order = await orderRow(one.body.data.short_id);
    expect(order.eventDateId).toBe(first);
    const holders = await t.ctx.db.select().from(attendees).where(eq(attendees.orderId, order.id));
    expect(holders.map((a) => a.eventDateId)).toEqual([null, null]);
  });

  it('gives units back to the date they were taken on: expiry, order cancel and attendee cancel', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 0, initial_quantity_available: 2 }], type: 'FREE' });
    const priceId = ticket.prices[0]!.id;
    const [first, second] = await withDates(live, 1);
    const onFirst = await buy(live, ticket, 2, first);
    const onSecond = await buy(live, ticket, 2, second);
    expect([onFirst.status, onSecond.status]).toEqual([201, 201]);
    expect((await buy(live, ticket, 1, first)).body.code).toBe('SOLD_OUT');

    // The first date's hold runs out: its units come back to that date only.
    await t.ctx.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(orders.shortId, onFirst.body.data.short_id));
    expect(await expireStaleOrders(t.ctx, { eventId: live.eventId })).toBe(1);
    expect(await heldOn(first!, priceId)).toBe(0);
    expect(await heldOn(second!, priceId)).toBe(2);

    // The second date's order is completed, then one ticket and then the order are cancelled.
    const order = await orderRow(onSecond.body.data.short_id);
    await t.ctx.db.update(orders).set({ status: 'COMPLETED', completedAt: new Date() }).where(eq(orders.id, order.id));
    await t.ctx.db.update(attendees).set({ status: 'ACTIVE' }).where(eq(attendees.orderId, order.id));
    const [holder] = await t.ctx.db.select().from(attendees).where(eq(attendees.orderId, order.id)).orderBy(attendees.id);
    const token = live.owner.token;
    const single = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees/${holder!.id}/cancel`, { token });
    expect(single.status).toBe(200);
    expect(await heldOn(second!, priceId)).toBe(1);
    const whole = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${order.id}/cancel`, { token, body: { refund: false } });
    expect(whole.status).toBe(200);
    expect(await heldOn(second!, priceId)).toBe(0);
    expect(await heldOn(first!, priceId)).toBe(0);
    expect((await buy(live, ticket, 2, second)).status).toBe(201);
  });

  it("counts a date's capacity with every pass, and a pass fits only where it fits on every date", async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { title: 'Evening' });
    const pass = await addTicket(t.app, live, { title: 'Season pass' });
    await makePass(pass.id);
    const [first, second] = await withDates(live, 1);
    await t.ctx.db.update(eventDates).set({ capacity: 3 }).where(eq(eventDates.id, first!));

    expect((await buy(live, ticket, 2, first)).status).toBe(201);
    // On the second date (no capacity) a pass of 2 would still put the first date at 4.
    expect((await buy(live, pass, 2, second)).body.code).toBe('SOLD_OUT');
    expect((await buy(live, pass, 1, second)).status).toBe(201);
    expect((await buy(live, ticket, 1, first)).body.code).toBe('SOLD_OUT');
    expect((await buy(live, ticket, 5, second)).status).toBe(201);
  });

  it('counts a capacity assignment per date, passes on every date', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { title: 'Evening' });
    const pass = await addTicket(t.app, live, { title: 'Season pass' });
    await makePass(pass.id);
    const [first, second] = await withDates(live, 1);
    const assignment = await request(t.app, 'POST', `/api/events/${live.eventId}/capacity-assignments`, {
      token: live.owner.token,
      body: { name: 'Hall', capacity: 3, ticket_ids: [ticket.id, pass.id] },
    });
    expect(assignment.status).toBe(201);

    expect((await buy(live, ticket, 2, first)).status).toBe(201);
    expect((await buy(live, ticket, 2, second)).status).toBe(201);
    expect((await buy(live, ticket, 2, first)).body.code).toBe('SOLD_OUT');
    // One place is left on each date: a pass of one fits, then nothing does on either.
    expect((await buy(live, pass, 2, first)).body.code).toBe('SOLD_OUT');
    expect((await buy(live, pass, 1, first)).status).toBe(201);
    expect((await buy(live, ticket, 1, second)).body.code).toBe('SOLD_OUT');
    expect((await buy(live, ticket, 1, first)).body.code).toBe('SOLD_OUT');
  });

  it('adds an attendee by hand on the date named, which an event with several dates requires', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 1 }] });
    const [first, second] = await withDates(live, 1);
    const token = live.owner.token;
    const person = { ticket_id: ticket.id, first_name: 'Wal', last_name: 'Kin', email: 'walk-in@example.com' };
    const missing = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, { token, body: person });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('DATE_REQUIRED');
    const added = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
      token,
      body: { ...person, event_date_id: second },
    });
    expect(added.status).toBe(201);
    expect(await heldOn(second!, ticket.prices[0]!.id)).toBe(1);
    const full = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
      token,
      body: { ...person, event_date_id: second },
    });
    expect(full.body.code).toBe('SOLD_OUT');
    const other = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
      token,
      body: { ...person, event_date_id: first },
    });
    expect(other.status).toBe(201);
  });

  it("renders the page of a date (?date=) with that date's tickets, as the API answers for date_id", async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const [first, second] = await withDates(live, 1);
    await override(second!, ticket.prices[0]!.id, { price: 1800 });
    const embeddedFor = async (query: string) => {
      const html = (await request(t.app, 'GET', `/event/${live.eventId}/harbour-lights-festival${query}`)).body as string;
      return JSON.parse(/<script type="application\/json" id="sd-event-data">(.*?)<\/script>/.exec(html)![1]!).event;
    };
    const api = await request(t.app, 'GET', `/api/public/events/${live.eventId}?date_id=${second}`);
    expect(await embeddedFor(`?date=${second}`)).toEqual(api.body.data);
    expect((await embeddedFor(`?date=${second}`)).tickets[0].prices[0].price).toBe(1800);
    // No date, or one that is not the event's: the first upcoming date.
    expect((await embeddedFor('')).event_date_id).toBe(first);
    expect((await embeddedFor('?date=999999')).event_date_id).toBe(first);
  });
});
