import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, waitingListEntries } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail, waitForMail } from './factories.js';
import { seatedEvent, seatLine, type SeatedEvent } from './seat-purchase-factories.js';
import {
  cancelOrder,
  isOffer,
  join,
  listEntries,
  offerByHand,
  offerOrderShortId,
  payHeld,
  publicOrder as publicOrderOf,
  publicPriceStatus,
} from './waiting-list-factories.js';

/** Waiting lists of seat categories on a seated event (docs/waiting-list.md, "Seated prices"), through HTTP. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const order = (s: SeatedEvent, body: Record<string, unknown>) =>
  request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, { body });

/** A paid order of the seats named (on the stalls price `priceIndex`), with its back-office id. */
async function sold(s: SeatedEvent, seatIds: string[], priceIndex = 0): Promise<number> {
  const held = await order(s, seatLine(s.stalls, { seat_ids: seatIds }, priceIndex));
  expect(held.status).toBe(201);
  await payHeld(t.app, s.live.eventId, held.body.data);
  const [row] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.shortId, held.body.data.short_id));
  return row!.id;
}

const publicOrder = (s: SeatedEvent, shortId: string) => publicOrderOf(t.app, s.live.eventId, shortId);

async function stallsStatuses(s: SeatedEvent) {
  const statuses = [];
  for (const price of s.stalls.prices) statuses.push((await publicPriceStatus(t.app, s.live.eventId, price.id)).price);
  return statuses;
}

async function categoryOf(entryId: number) {
  const [row] = await t.ctx.db
    .select({ category: waitingListEntries.seatCategory })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.id, entryId));
  return row!.category;
}

describe('a seat category on a seated event', () => {
  it('opens when the category has no seat free, and offers returned seats, best available, to the list first', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 2, seatsPerRow: 2, stallsPrices: 2 });
    const [tier1, tier2] = s.stalls.prices.map((price) => price.id) as [number, number];
    // The prices have units left; while the category has seats free, its list is closed.
    expect((await join(t.app, s.live, { ticket_price_id: tier1 })).body.code).toBe('NOT_SOLD_OUT');
    expect(await stallsStatuses(s)).toEqual(['ON_SALE', 'ON_SALE']);

    const front = await sold(s, ['A-1', 'A-2']);
    await sold(s, ['B-1', 'B-2'], 1);
    // No seat of the category is free: both its prices are sold out (their units are not), with the list's form.
    expect(await stallsStatuses(s)).toEqual(['SOLD_OUT', 'SOLD_OUT']);
    const pairEmail = uniqueEmail('pair');
    const pair = await join(t.app, s.live, { ticket_price_id: tier2, quantity: 2, email: pairEmail });
    expect(pair.status).toBe(201);
    const single = await join(t.app, s.live, { ticket_price_id: tier1, quantity: 1 });
    // One line for the category: the entry on the other price is second.
    expect(single.body.position).toBe(2);
    expect(await categoryOf(pair.body.id)).toBe('stalls');
    expect(await categoryOf(single.body.id)).toBe('stalls');

    // The front row comes back: the first party in the category's line (on its own price) holds those seats.
    expect((await cancelOrder(t.app, s.live, front)).status).toBe(200);
    const mail = await waitForMail(t.app, pairEmail, isOffer(s.live.eventId));
    const offer = await publicOrder(s, offerOrderShortId(mail.text, s.live.eventId));
    expect(offer.status).toBe('RESERVED');
    expect(offer.attendees.map((a) => [a.ticket_price_id, a.seat?.id]).sort()).toEqual([
      [tier2, 'A-1'],
      [tier2, 'A-2'],
    ]);
    const listed = await listEntries(t.app, s.live);
    expect(listed.data.map((row) => [row.id, row.status])).toEqual([
      [pair.body.id, 'OFFERED'],
      [single.body.id, 'WAITING'],
    ]);
  });

  it("keeps the category's returned seats from every price of it, and shows them sold out until offered by hand", async () => {
    const s = await seatedEvent(t.app, t.ctx, {
      rows: 1,
      seatsPerRow: 2,
      balconySeats: 2,
      stallsPrices: 2,
      settings: { waiting_list_offers: 'MANUAL' },
    });
    const [tier1, tier2] = s.stalls.prices.map((price) => price.id) as [number, number];
    const first = await sold(s, ['A-1']);
    await sold(s, ['A-2'], 1);
    const entry = await join(t.app, s.live, { ticket_price_id: tier2 });
    expect(entry.status).toBe(201);
    await cancelOrder(t.app, s.live, first);

    // A-1 is free again, but the list waits on the category: no price of it sells it to the public.
    expect(await stallsStatuses(s)).toEqual(['SOLD_OUT', 'SOLD_OUT']);
    for (const priceIndex of [0, 1]) {
      const refused = await order(s, seatLine(s.stalls, { seat_ids: ['A-1'] }, priceIndex));
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('SOLD_OUT');
    }
    // Another category is not the list's.
    expect((await order(s, seatLine(s.balcony, { best_available: true, quantity: 1 }))).status).toBe(201);

    const offered = await offerByHand(t.app, s.live, entry.body.id);
    expect(offered.status).toBe(200);
    const held = await publicOrder(s, offered.body.data.order_short_id);
    expect(held.attendees.map((a) => [a.ticket_price_id, a.seat?.id])).toEqual([[tier2, 'A-1']]);
    expect(tier1).not.toBe(tier2);
  });
});
