import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail, waitForMail } from './factories.js';
import { liveEvent, reserve } from './selling-factories.js';
import {
  buy,
  cancelOrder,
  isOffer,
  join,
  listEntries,
  offerByHand,
  offerOrderShortId,
  pooledEvent,
  publicOrder,
  publicPriceStatus,
  stockedTicket,
} from './waiting-list-factories.js';

/** Waiting lists of capacity pools (docs/waiting-list.md, "Capacity pools"), through HTTP. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const poolLines = async (live: Parameters<typeof listEntries>[1]) =>
  (await listEntries(t.app, live)).data.map((row) => [row.ticket_price_id, row.status, row.position, row.capacity_assignment_name ?? null]);

describe("a capacity pool's line", () => {
  it('opens only while the pool is full, and serves the pool line in order across its prices', async () => {
    const { live, a, b, poolId } = await pooledEvent(t.app, t.ctx, { capacity: 2 });
    // The pool has room: neither price's list is open.
    expect((await join(t.app, live, { ticket_price_id: a.priceId })).body.code).toBe('NOT_SOLD_OUT');

    const sold = await buy(t.app, live, a.line(1));
    await buy(t.app, live, b.line(1));
    // The pool is full while both prices have units of their own: both are sold out, with the list's form.
    expect(await publicPriceStatus(t.app, live.eventId, a.priceId)).toEqual({ ticket: 'SOLD_OUT', price: 'SOLD_OUT' });
    expect(await publicPriceStatus(t.app, live.eventId, b.priceId)).toEqual({ ticket: 'SOLD_OUT', price: 'SOLD_OUT' });
    const firstEmail = uniqueEmail('pool-first');
    const first = await join(t.app, live, { ticket_price_id: b.priceId, email: firstEmail });
    expect(first.status).toBe(201);
    const second = await join(t.app, live, { ticket_price_id: a.priceId });
    // One line for the pool: the entry on the other price is second.
    expect(second.body.position).toBe(2);
    expect(await poolLines(live)).toEqual([
      [b.priceId, 'WAITING', 1, 'Main hall'],
      [a.priceId, 'WAITING', 2, 'Main hall'],
    ]);
    expect((await listEntries(t.app, live)).data.map((row) => row.capacity_assignment_id)).toEqual([poolId, poolId]);

    // A unit of price A comes back: the pool's room goes to the first entry of the pool's line, on price B.
    expect((await cancelOrder(t.app, live, sold.id)).status).toBe(200);
    const mail = await waitForMail(t.app, firstEmail, isOffer(live.eventId));
    const offer = await publicOrder(t.app, live.eventId, offerOrderShortId(mail.text, live.eventId));
    expect(offer.status).toBe('RESERVED');
    expect(offer.attendees.map((attendee) => attendee.ticket_price_id)).toEqual([b.priceId]);
    expect(await poolLines(live)).toEqual([
      [b.priceId, 'OFFERED', null, 'Main hall'],
      [a.priceId, 'WAITING', 1, 'Main hall'],
    ]);
  });

  it("puts a price whose own units are sold out on the price's own line", async () => {
    const { live, a } = await pooledEvent(t.app, t.ctx, { capacity: 5, stock: [1, 10] });
    await buy(t.app, live, a.line(1));
    const entry = await join(t.app, live, { ticket_price_id: a.priceId });
    expect(entry.status).toBe(201);
    expect(await poolLines(live)).toEqual([[a.priceId, 'WAITING', 1, null]]);
  });

  it("offers the first party that fits both the pool's room and its own price's units", async () => {
    const { live, a, b } = await pooledEvent(t.app, t.ctx, { capacity: 3, stock: [10, 2] });
    await buy(t.app, live, b.line(1));
    const pair = await buy(t.app, live, a.line(2));
    // Full pool; price B has one unit of its own left, so a party of two on it still joins the pool's line.
    const bigEmail = uniqueEmail('pool-big');
    const big = await join(t.app, live, { ticket_price_id: b.priceId, quantity: 2, email: bigEmail });
    const fitsEmail = uniqueEmail('pool-fits');
    const fits = await join(t.app, live, { ticket_price_id: a.priceId, quantity: 2, email: fitsEmail });
    expect([big.status, fits.status]).toEqual([201, 201]);

    // Two places of the pool come back: the party on B fits the pool but not B's one unit, so it keeps its place.
    await cancelOrder(t.app, live, pair.id);
    const mail = await waitForMail(t.app, fitsEmail, isOffer(live.eventId));
    expect((await publicOrder(t.app, live.eventId, offerOrderShortId(mail.text, live.eventId))).attendees).toHaveLength(2);
    expect(await poolLines(live)).toEqual([
      [b.priceId, 'WAITING', 1, 'Main hall'],
      [a.priceId, 'OFFERED', null, 'Main hall'],
    ]);
  });
});

describe("the pool's line comes first", () => {
  it('refuses every price of the pool to the public and shows them sold out until the organizer offers the room', async () => {
    const { live, a, b, outside } = await pooledEvent(t.app, t.ctx, { capacity: 1, settings: { waiting_list_offers: 'MANUAL' } });
    const sold = await buy(t.app, live, a.line(1));
    const entry = await join(t.app, live, { ticket_price_id: a.priceId, quantity: 1 });
    expect(entry.status).toBe(201);
    await cancelOrder(t.app, live, sold.id);

    // The pool has a place again, but the list waits on the pool: no price of it sells it to the public.
    for (const priceId of [a.priceId, b.priceId]) {
      expect(await publicPriceStatus(t.app, live.eventId, priceId)).toEqual({ ticket: 'SOLD_OUT', price: 'SOLD_OUT' });
    }
    for (const line of [a.line(1), b.line(1)]) {
      const refused = await reserve(t.app, live.eventId, [line]);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('SOLD_OUT');
    }
    // Joining stays open on the other price while the list keeps the pool's room.
    expect((await join(t.app, live, { ticket_price_id: b.priceId })).status).toBe(201);
    // A ticket outside the pool is not the list's.
    expect((await reserve(t.app, live.eventId, [outside.line(1)])).status).toBe(201);

    // Walk-ins ask the organizer first, on any price of the pool.
    const walkIn = (ticketId: number, body: Record<string, unknown> = {}) =>
      request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
        token: live.owner.token,
        body: { ticket_id: ticketId, first_name: 'Walk', last_name: 'In', email: uniqueEmail('walk-in'), ...body },
      });
    const refused = await walkIn(b.ticketId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('WAITING_LIST_FIRST');

    const offered = await offerByHand(t.app, live, entry.body.id);
    expect(offered.status).toBe(200);
    expect(offered.body.data).toMatchObject({ status: 'OFFERED', capacity_assignment_name: 'Main hall' });
    const held = await publicOrder(t.app, live.eventId, offered.body.data.order_short_id);
    expect(held.attendees.map((attendee) => attendee.ticket_price_id)).toEqual([a.priceId]);
    // The pool is full again: even the organizer's explicit choice finds no place left.
    expect((await walkIn(b.ticketId, { take_from_waiting_list: true })).body.code).toBe('SOLD_OUT');

    const exported = await request(t.app, 'POST', `/api/events/${live.eventId}/waiting-list/export`, {
      token: live.owner.token,
      body: { format: 'csv' },
    });
    const [header, ...rows] = String(exported.body).trim().split('\n');
    expect(header).toContain('Capacity pool');
    expect(rows.every((row) => row.includes('Main hall'))).toBe(true);
  });

  it('frees the pool again once no one waits on its line', async () => {
    const live = await liveEvent(t.app, t.ctx, { waiting_list_offers: 'MANUAL' });
    const single = await stockedTicket(t.app, live, 5);
    const pool = await request(t.app, 'POST', `/api/events/${live.eventId}/capacity-assignments`, {
      token: live.owner.token,
      body: { name: 'Balcony', capacity: 1, ticket_ids: [single.ticketId] },
    });
    expect(pool.status).toBe(201);
    const sold = await buy(t.app, live, single.line(1));
    const entry = await join(t.app, live, { ticket_price_id: single.priceId });
    await cancelOrder(t.app, live, sold.id);
    expect((await reserve(t.app, live.eventId, [single.line(1)])).body.code).toBe('SOLD_OUT');
    const removed = await request(t.app, 'DELETE', `/api/events/${live.eventId}/waiting-list/${entry.body.id}`, {
      token: live.owner.token,
    });
    expect(removed.status).toBe(200);
    expect(await publicPriceStatus(t.app, live.eventId, single.priceId)).toEqual({ ticket: 'ON_SALE', price: 'ON_SALE' });
    expect((await reserve(t.app, live.eventId, [single.line(1)])).status).toBe(201);
  });
});
