import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { eventDates, seatClaims, tickets } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { registerAccount } from './factories.js';
import { addTicket, liveEvent } from './selling-factories.js';
import { blockDirectly, insertSeatingPlan, seatHolder, seatedEvent, type SeatedEvent } from './seating-test-plan.js';

/** An event's seating through the API (API.md "Seating"): its configuration, the house on a date, and blocks. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = (seated: SeatedEvent, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  request(t.app, method, `/api/events/${seated.live.eventId}${path}`, { token: seated.live.owner.token, body });

const claimsOf = async (seated: SeatedEvent) =>
  (
    await t.ctx.db
      .select({ dateId: seatClaims.eventDateId, seatId: seatClaims.seatId, kind: seatClaims.kind, reason: seatClaims.reason })
      .from(seatClaims)
      .where(eq(seatClaims.eventId, seated.live.eventId))
  ).sort((a, b) => a.dateId - b.dateId || a.seatId.localeCompare(b.seatId));

async function addDate(seated: SeatedEvent, day: number, status: 'SCHEDULED' | 'CANCELLED' = 'SCHEDULED'): Promise<number> {
  const start = new Date(Date.UTC(2031, 6, day, 18));
  const [date] = await t.ctx.db
    .insert(eventDates)
    .values({ accountId: seated.accountId, eventId: seated.live.eventId, startDate: start, status })
    .returning({ id: eventDates.id });
  return date!.id;
}

describe('the configuration', () => {
  it('answers a general-admission event without a plan, then the plan and the prices of each category once set', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const bare = await request(t.app, 'GET', `/api/events/${live.eventId}/seating`, { token: live.owner.token });
    expect(bare.status).toBe(200);
    expect(bare.body.data).toMatchObject({ seating_plan_id: null, seating_plan: null, categories: [], seats: null });

    const seated = await seatedEvent(t);
    const read = await api(seated, 'GET', '/seating');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      seating_plan_id: seated.planId,
      seating_plan: { id: seated.planId, name: 'Main hall', seat_count: 11, standing_capacity: 5, events_count: 1, in_use: false },
      categories: [
        { category: 'stalls', ticket_price_ids: [seated.stalls.priceId] },
        { category: 'balcony', ticket_price_ids: [seated.balcony.priceId] },
      ],
      date_id: null,
      seats: null,
      standing: null,
    });
    expect(read.body.data.seating_plan.layout.sections).toHaveLength(2);
  });

  it('refuses per field a plan of another account, unknown categories, foreign and pass prices, and a price in two categories', async () => {
    const seated = await seatedEvent(t);
    const other = await registerAccount(t.app);
    const foreignPlan = await insertSeatingPlan(t.ctx.db, other.account.id);
    const planOfOther = await api(seated, 'PUT', '/seating', { seating_plan_id: foreignPlan, categories: [] });
    expect(planOfOther.status).toBe(422);
    expect(Object.keys(planOfOther.body.errors)).toEqual(['seating_plan_id']);

    const otherEvent = await liveEvent(t.app, t.ctx);
    const foreignTicket = await addTicket(t.app, otherEvent, {});
    const pass = await addTicket(t.app, seated.live, { title: 'Season pass' });
    await t.ctx.db.update(tickets).set({ validity: 'ALL_DATES' }).where(eq(tickets.id, pass.id));
    const wrong = await api(seated, 'PUT', '/seating', {
      seating_plan_id: seated.planId,
      categories: [
        { category: 'stalls', ticket_price_ids: [seated.stalls.priceId, foreignTicket.prices[0]!.id] },
        { category: 'gallery', ticket_price_ids: [] },
        { category: 'balcony', ticket_price_ids: [pass.prices[0]!.id, seated.stalls.priceId] },
      ],
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual([
      'categories.0.ticket_price_ids.1',
      'categories.1.category',
      'categories.2.ticket_price_ids.0',
      'categories.2.ticket_price_ids.1',
    ]);
    expect(wrong.body.errors['categories.2.ticket_price_ids.1'][0]).toMatch(/one category/);

    const noPlan = await api(seated, 'PUT', '/seating', {
      seating_plan_id: null,
      categories: [{ category: 'stalls', ticket_price_ids: [] }],
    });
    expect(noPlan.status).toBe(422);
    expect(Object.keys(noPlan.body.errors)).toEqual(['categories']);
    // Nothing changed.
    expect((await api(seated, 'GET', '/seating')).body.data.categories).toHaveLength(2);
  });

  it('keeps the plan while a seat is sold or held (PLAN_IN_USE), lets the categories change, and lets a lapsed hold go', async () => {
    const seated = await seatedEvent(t);
    const otherPlan = await insertSeatingPlan(t.ctx.db, seated.accountId, undefined, 'Studio');
    await seatHolder(t.ctx.db, seated, { seatId: 'A1' });
    for (const body of [
      { seating_plan_id: otherPlan, categories: [] },
      { seating_plan_id: null, categories: [] },
    ]) {
      const refused = await api(seated, 'PUT', '/seating', body);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('PLAN_IN_USE');
    }
    const plan = (await api(seated, 'GET', '/seating')).body.data.seating_plan;
    expect(plan.in_use).toBe(true);
    const recategorised = await api(seated, 'PUT', '/seating', {
      seating_plan_id: seated.planId,
      categories: [{ category: 'stalls', ticket_price_ids: [seated.stalls.priceId, seated.balcony.priceId] }],
    });
    expect(recategorised.status).toBe(200);
    expect(recategorised.body.data.categories).toEqual([
      { category: 'stalls', ticket_price_ids: [seated.stalls.priceId, seated.balcony.priceId].sort((a, b) => a - b) },
    ]);

    // Only a lapsed hold and a block left: the plan may change, and they go with the old plan.
    const lapsed = await seatedEvent(t);
    await seatHolder(t.ctx.db, lapsed, { seatId: 'A2', kind: 'HELD', heldUntil: new Date(Date.now() - 60_000) });
    await blockDirectly(t.ctx.db, lapsed, 'B1');
    const studio = await insertSeatingPlan(t.ctx.db, lapsed.accountId, undefined, 'Studio');
    const changed = await api(lapsed, 'PUT', '/seating', { seating_plan_id: studio, categories: [] });
    expect(changed.status).toBe(200);
    expect(changed.body.data.seating_plan_id).toBe(studio);
    expect(await claimsOf(lapsed)).toEqual([]);

    const general = await api(lapsed, 'PUT', '/seating', { seating_plan_id: null });
    expect(general.status).toBe(200);
    expect(general.body.data).toMatchObject({ seating_plan_id: null, categories: [] });
  });
});

describe('the house on a date', () => {
  it('names each seat that is not available with its state and attendee, in plan order, and the standing areas’ use', async () => {
    const seated = await seatedEvent(t);
    const sold = await seatHolder(t.ctx.db, seated, { seatId: 'B2', name: ['Grace', 'Hopper'] });
    const held = await seatHolder(t.ctx.db, seated, { seatId: 'A3', kind: 'HELD' });
    await seatHolder(t.ctx.db, seated, { seatId: 'A1', kind: 'HELD', heldUntil: new Date(Date.now() - 1000) });
    await blockDirectly(t.ctx.db, seated, 'C3');
    await t.ctx.db.insert(seatClaims).values([
      { eventDateId: seated.dateId, seatId: 'floor#1', eventId: seated.live.eventId, category: 'floor', kind: 'SOLD' },
      { eventDateId: seated.dateId, seatId: 'floor#2', eventId: seated.live.eventId, category: 'floor', kind: 'BLOCKED' },
      {
        eventDateId: seated.dateId,
        seatId: 'floor#3',
        eventId: seated.live.eventId,
        category: 'floor',
        kind: 'HELD',
        heldUntil: new Date(Date.now() - 1000),
      },
    ]);
    const other = await addDate(seated, 9);
    await blockDirectly(t.ctx.db, seated, 'A2', other);

    const house = await api(seated, 'GET', `/seating?date_id=${seated.dateId}`);
    expect(house.status).toBe(200);
    expect(house.body.data.date_id).toBe(seated.dateId);
    expect(house.body.data.seats).toEqual([
      {
        seat_id: 'A3',
        state: 'HELD',
        reason: null,
        attendee: expect.objectContaining({ attendee_id: held.attendeeId, order_id: held.orderId }),
      },
      {
        seat_id: 'B2',
        state: 'SOLD',
        reason: null,
        attendee: {
          attendee_id: sold.attendeeId,
          attendee_short_id: sold.attendeeShortId,
          first_name: 'Grace',
          last_name: 'Hopper',
          order_id: sold.orderId,
          order_short_id: sold.orderShortId,
        },
      },
      { seat_id: 'C3', state: 'BLOCKED', reason: 'Camera', attendee: null },
    ]);
    expect(house.body.data.standing).toEqual([{ id: 'floor', capacity: 5, taken: 2, held: 0, sold: 1, blocked: 1 }]);

    const otherHouse = await api(seated, 'GET', `/seating?date_id=${other}`);
    expect(otherHouse.body.data.seats).toEqual([{ seat_id: 'A2', state: 'BLOCKED', reason: 'Camera', attendee: null }]);
  });

  it('answers 404 for a date of another event and 422 for a date that is no id', async () => {
    const seated = await seatedEvent(t);
    const elsewhere = await seatedEvent(t);
    expect((await api(seated, 'GET', `/seating?date_id=${elsewhere.dateId}`)).status).toBe(404);
    const bad = await api(seated, 'GET', '/seating?date_id=soon');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['date_id']);
  });
});

describe('blocks', () => {
  it('blocks on every scheduled date when no date is named, on one date when one is, and releases only blocks', async () => {
    const seated = await seatedEvent(t);
    const second = await addDate(seated, 8);
    const cancelled = await addDate(seated, 15, 'CANCELLED');
    const all = await api(seated, 'POST', '/seating/blocks', { seat_ids: ['A1', 'A2', 'A1'], reason: 'Sound desk' });
    expect(all.status).toBe(201);
    expect(all.body.data).toEqual({ date_ids: [seated.dateId, second], seat_ids: ['A1', 'A2'], count: 4 });
    const one = await api(seated, 'POST', '/seating/blocks', { date_id: second, seat_ids: ['C1'] });
    expect(one.status).toBe(201);
    expect(one.body.data.count).toBe(1);
    expect((await claimsOf(seated)).filter((claim) => claim.dateId === cancelled)).toEqual([]);
    expect((await claimsOf(seated)).map((claim) => [claim.dateId, claim.seatId, claim.reason])).toEqual([
      [seated.dateId, 'A1', 'Sound desk'],
      [seated.dateId, 'A2', 'Sound desk'],
      [second, 'A1', 'Sound desk'],
      [second, 'A2', 'Sound desk'],
      [second, 'C1', null],
    ]);

    // A sold seat among those released stays sold.
    await seatHolder(t.ctx.db, seated, { seatId: 'B4' });
    const released = await api(seated, 'DELETE', '/seating/blocks', { date_id: second, seat_ids: ['A1', 'B4'] });
    expect(released.status).toBe(200);
    expect(released.body.data.count).toBe(1);
    const everywhere = await api(seated, 'DELETE', '/seating/blocks', { seat_ids: ['A2'] });
    expect(everywhere.body.data.count).toBe(2);
    expect((await claimsOf(seated)).map((claim) => [claim.dateId, claim.seatId, claim.kind])).toEqual([
      [seated.dateId, 'A1', 'BLOCKED'],
      [seated.dateId, 'B4', 'SOLD'],
      [second, 'C1', 'BLOCKED'],
    ]);
  });

  it('blocks nothing when a seat is sold or held on a date (409 SEAT_TAKEN naming it), and takes over a lapsed hold', async () => {
    const seated = await seatedEvent(t);
    const second = await addDate(seated, 8);
    await seatHolder(t.ctx.db, seated, { seatId: 'B1', dateId: second });
    await seatHolder(t.ctx.db, seated, { seatId: 'B2', kind: 'HELD' });
    await seatHolder(t.ctx.db, seated, { seatId: 'B3', kind: 'HELD', heldUntil: new Date(Date.now() - 1000) });
    const before = await claimsOf(seated);
    const refused = await api(seated, 'POST', '/seating/blocks', { seat_ids: ['A1', 'B1', 'B2'] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SEAT_TAKEN');
    expect(refused.body.details.seat_ids.sort()).toEqual(['B1', 'B2']);
    expect(refused.body.message).toContain('Stalls B 1');
    expect(await claimsOf(seated)).toEqual(before);

    const takenOver = await api(seated, 'POST', '/seating/blocks', { date_id: seated.dateId, seat_ids: ['B3'], reason: 'Broken' });
    expect(takenOver.status).toBe(201);
    const [claim] = await t.ctx.db
      .select()
      .from(seatClaims)
      .where(and(eq(seatClaims.eventDateId, seated.dateId), eq(seatClaims.seatId, 'B3')));
    expect(claim).toMatchObject({ kind: 'BLOCKED', orderId: null, attendeeId: null, heldUntil: null, reason: 'Broken' });
  });

  it('refuses per field seats that are not in the plan and a date of another event; 409 on an event without a plan', async () => {
    const seated = await seatedEvent(t);
    const unknown = await api(seated, 'POST', '/seating/blocks', { seat_ids: ['A1', 'Z9', 'floor'] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['seat_ids.1', 'seat_ids.2']);
    const elsewhere = await seatedEvent(t);
    const foreignDate = await api(seated, 'POST', '/seating/blocks', { date_id: elsewhere.dateId, seat_ids: ['A1'] });
    expect(foreignDate.status).toBe(422);
    expect(Object.keys(foreignDate.body.errors)).toEqual(['date_id']);
    expect(await claimsOf(seated)).toEqual([]);

    const live = await liveEvent(t.app, t.ctx);
    const general = await request(t.app, 'POST', `/api/events/${live.eventId}/seating/blocks`, {
      token: live.owner.token,
      body: { seat_ids: ['A1'] },
    });
    expect(general.status).toBe(409);
    expect(general.body.code).toBe('CONFLICT');
  });
});
