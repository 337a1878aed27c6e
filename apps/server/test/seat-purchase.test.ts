import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { planSeats, publicPlanSeats, publicSeatingSchema } from '@stagedoor/contracts';
import { attendees, events, orders, seatClaims, seatingPlans } from '../src/platform/db/schema.js';
import { expireStaleOrders } from '../src/features/checkout/expire-orders.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { details, liveEvent } from './selling-factories.js';
import { seatedEvent, seatLine, type SeatedEvent } from './seat-purchase-factories.js';

/** Seated purchases through HTTP (API.md "Seating", docs/locking.md "Seats"): what is held, sold and freed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const order = (s: SeatedEvent, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, { body, headers });

async function claimsOf(s: SeatedEvent) {
  return t.ctx.db.select().from(seatClaims).where(eq(seatClaims.eventId, s.live.eventId)).orderBy(seatClaims.seatId);
}

/** The buyer's details (a free order completes there) and, for a paid one, the test card. */
async function complete(s: SeatedEvent, held: { short_id: string; attendees: { ticket_price_id: number }[] }) {
  const saved = await details(t.app, s.live.eventId, held, uniqueEmail('buyer'));
  if (saved.body.data.status === 'COMPLETED') return saved;
  await request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order/${held.short_id}/payment`);
  return request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order/${held.short_id}/test-payment`, {
    body: { card_number: '4242424242424242' },
  });
}

/** The order's id (the buyer's answer names it by short id only). */
async function idOf(held: { body: { data: { short_id: string } } }): Promise<number> {
  const [row] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.shortId, held.body.data.short_id));
  return row!.id;
}

/** Ends a hold now, as time would: the order's and its claims' end move to the past. */
async function runOut(orderId: number) {
  await t.ctx.db.update(orders).set({ reservedUntil: sql`now() - interval '1 minute'` }).where(eq(orders.id, orderId));
  await t.ctx.db.update(seatClaims).set({ heldUntil: sql`now() - interval '1 minute'` }).where(eq(seatClaims.orderId, orderId));
}

describe('holding seats', () => {
  it('holds the seats chosen, with the order, and shows them on the attendees', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 2, seatsPerRow: 6 });
    const held = await order(s, seatLine(s.stalls, { seat_ids: ['A-3', 'A-4'] }));
    expect(held.status).toBe(201);
    expect(held.body.data.attendees.map((a: { seat: unknown }) => a.seat)).toEqual([
      { id: 'A-3', section: 'Stalls', row: 'A', label: '3', category: 'stalls' },
      { id: 'A-4', section: 'Stalls', row: 'A', label: '4', category: 'stalls' },
    ]);
    const claims = await claimsOf(s);
    const heldId = await idOf(held);
    expect(claims.map((c) => [c.seatId, c.kind, c.orderId, c.eventDateId])).toEqual([
      ['A-3', 'HELD', heldId, s.dateId],
      ['A-4', 'HELD', heldId, s.dateId],
    ]);
    expect(new Set(claims.map((c) => c.attendeeId)).size).toBe(2);
    expect(claims[0]!.heldUntil!.toISOString()).toBe(held.body.data.reserved_until);
    // The buyer's order page shows the seats too.
    const page = await request(t.app, 'GET', `/api/public/events/${s.live.eventId}/order/${held.body.data.short_id}`);
    expect(page.body.data.attendees.map((a: { seat: { id: string } }) => a.seat.id).sort()).toEqual(['A-3', 'A-4']);
  });

  it('picks the best seats together: front row first, nearest its middle', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 2, seatsPerRow: 6 });
    const first = await order(s, seatLine(s.stalls, { quantity: 3, best_available: true }));
    expect(first.status).toBe(201);
    expect(first.body.data.attendees.map((a: { seat: { id: string } }) => a.seat.id)).toEqual(['A-2', 'A-3', 'A-4']);
    // Row A has no three together left: row B's middle.
    const second = await order(s, seatLine(s.stalls, { quantity: 3, best_available: true }));
    expect(second.body.data.attendees.map((a: { seat: { id: string } }) => a.seat.id)).toEqual(['B-2', 'B-3', 'B-4']);
    const pair = await order(s, seatLine(s.stalls, { quantity: 2, best_available: true }));
    expect(pair.body.data.attendees.map((a: { seat: { id: string } }) => a.seat.id)).toEqual(['A-5', 'A-6']);
  });

  it('answers SEATS_NOT_TOGETHER when no n are next to each other, SOLD_OUT when fewer are free', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 5 });
    expect((await order(s, seatLine(s.stalls, { seat_ids: ['A-2', 'A-4'] }))).status).toBe(201);
    const apart = await order(s, seatLine(s.stalls, { quantity: 2, best_available: true }));
    expect(apart.status).toBe(409);
    expect(apart.body.code).toBe('SEATS_NOT_TOGETHER');
    const tooMany = await order(s, seatLine(s.stalls, { quantity: 4, best_available: true }));
    expect(tooMany.body.code).toBe('SOLD_OUT');
    expect((await claimsOf(s)).map((c) => c.seatId)).toEqual(['A-2', 'A-4']);
  });

  it('sells places of a standing area', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 2, standing: 4 });
    const held = await order(s, seatLine(s.standing, { quantity: 3, standing_area_id: 'floor' }));
    expect(held.status).toBe(201);
    expect(held.body.data.attendees.map((a: { seat: unknown }) => a.seat)).toEqual(
      [1, 2, 3].map((n) => ({ id: `floor#${n}`, section: 'Floor', row: '', label: '', category: 'standing' })),
    );
    const more = await order(s, seatLine(s.standing, { quantity: 2, standing_area_id: 'floor' }));
    expect(more.body.code).toBe('SOLD_OUT');
    // Best available of a category sold only as standing places: the area's free places.
    const best = await order(s, seatLine(s.standing, { quantity: 1, best_available: true }));
    expect(best.body.data.attendees[0].seat.id).toBe('floor#4');
    expect((await order(s, seatLine(s.standing, { quantity: 1, standing_area_id: 'floor' }))).body.code).toBe('SOLD_OUT');
  });

  it('answers SEAT_TAKEN naming the seats, and holds nothing', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4 });
    expect((await order(s, seatLine(s.stalls, { seat_ids: ['A-1'] }))).status).toBe(201);
    const clash = await order(s, seatLine(s.stalls, { seat_ids: ['A-2', 'A-1'] }));
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('SEAT_TAKEN');
    expect(clash.body.details.seat_ids).toEqual(['A-1']);
    expect(clash.body.message).toContain('Stalls A 1');
    expect((await claimsOf(s)).map((c) => c.seatId)).toEqual(['A-1']);
    const held = await t.ctx.db.select().from(orders).where(eq(orders.eventId, s.live.eventId));
    expect(held).toHaveLength(1);
  });

  it('checks the seats of each line: 422 on the line field', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4, balconySeats: 2, standing: 3 });
    const wrongCategory = await order(s, seatLine(s.stalls, { seat_ids: ['BAL-1'] }));
    expect(wrongCategory.status).toBe(422);
    expect(wrongCategory.body.errors).toHaveProperty(['tickets.0.quantities.0.seat_ids']);
    const unknown = await order(s, seatLine(s.stalls, { seat_ids: ['Z-9'] }));
    expect(unknown.body.errors['tickets.0.quantities.0.seat_ids']).toBeDefined();
    const noChoice = await order(s, seatLine(s.stalls, { quantity: 1 }));
    expect(noChoice.status).toBe(422);
    expect(noChoice.body.errors['tickets.0.quantities.0.seat_ids']).toBeDefined();
    const wrongArea = await order(s, seatLine(s.stalls, { quantity: 1, standing_area_id: 'floor' }));
    expect(wrongArea.body.errors['tickets.0.quantities.0.standing_area_id']).toBeDefined();
    const onGeneral = await order(s, seatLine(s.general, { seat_ids: ['A-1'] }));
    expect(onGeneral.status).toBe(422);
    expect(onGeneral.body.errors['tickets.0.quantities.0.seat_ids']).toBeDefined();
    const bestOnGeneral = await order(s, seatLine(s.general, { quantity: 1, best_available: true }));
    expect(bestOnGeneral.body.errors['tickets.0.quantities.0.best_available']).toBeDefined();
    // A general-admission ticket of a seated event sells as before, and so does an event without a plan.
    expect((await order(s, seatLine(s.general, { quantity: 1 }))).status).toBe(201);
    expect(await claimsOf(s)).toEqual([]);
  });

  it('answers an Idempotency-Key repeat with the first order and its seats', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4 });
    const body = seatLine(s.stalls, { quantity: 2, best_available: true });
    const headers = { 'idempotency-key': `seat-${s.live.eventId}` };
    const first = await order(s, body, headers);
    const again = await order(s, body, headers);
    expect(first.status).toBe(201);
    expect(again.body.data.short_id).toBe(first.body.data.short_id);
    expect(again.body.data.attendees.map((a: { seat: { id: string } }) => a.seat.id)).toEqual(['A-2', 'A-3']);
    expect(await claimsOf(s)).toHaveLength(2);
  });
});

describe('selling and freeing seats', () => {
  it('sells the held seats when the order is paid', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4 });
    const held = await order(s, seatLine(s.stalls, { seat_ids: ['A-1', 'A-2'] }));
    const paid = await complete(s, held.body.data);
    expect(paid.body.data.status).toBe('COMPLETED');
    expect((await claimsOf(s)).map((c) => [c.seatId, c.kind, c.heldUntil])).toEqual([
      ['A-1', 'SOLD', null],
      ['A-2', 'SOLD', null],
    ]);
  });

  it('lets another buyer take a seat whose hold ran out, and the first order can no longer be completed with it', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4, price: 0 });
    const first = await order(s, seatLine(s.stalls, { seat_ids: ['A-1'] }));
    const firstId = await idOf(first);
    await runOut(firstId);
    // Before any expiry run: the conditional upsert takes the run-out claim over.
    const second = await order(s, seatLine(s.stalls, { seat_ids: ['A-1'] }));
    expect(second.status).toBe(201);
    const secondId = await idOf(second);
    const claims = await claimsOf(s);
    expect(claims.map((c) => [c.seatId, c.orderId])).toEqual([['A-1', secondId]]);
    // The organizer marking the stale order paid would sell A-1 twice: refused, nothing changes.
    await t.ctx.db.update(orders).set({ status: 'AWAITING_PAYMENT' }).where(eq(orders.id, firstId));
    const marked = await request(t.app, 'POST', `/api/events/${s.live.eventId}/orders/${firstId}/mark_paid`, {
      token: s.live.owner.token,
    });
    expect(marked.status).toBe(409);
    expect(marked.body.code).toBe('SEAT_TAKEN');
    const [stale] = await t.ctx.db.select().from(orders).where(eq(orders.id, firstId));
    expect(stale!.status).toBe('AWAITING_PAYMENT');
    expect((await claimsOf(s)).map((c) => [c.seatId, c.orderId, c.kind])).toEqual([['A-1', secondId, 'HELD']]);
    // The expiry of the stale order leaves the new holder's claim alone.
    await expireStaleOrders(t.ctx, { eventId: s.live.eventId });
    expect((await claimsOf(s)).map((c) => c.orderId)).toEqual([secondId]);
  });

  it('frees the seats of an expired hold', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4 });
    const held = await order(s, seatLine(s.stalls, { seat_ids: ['A-1', 'A-2'] }));
    await runOut(await idOf(held));
    await expireStaleOrders(t.ctx, { eventId: s.live.eventId });
    expect(await claimsOf(s)).toEqual([]);
    expect((await order(s, seatLine(s.stalls, { seat_ids: ['A-2'] }))).status).toBe(201);
  });

  it('frees the seats of a cancelled order and of a cancelled attendee; reactivating takes the seat back if still free', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4, price: 0 });
    const token = s.live.owner.token;
    const a = await order(s, seatLine(s.stalls, { seat_ids: ['A-1', 'A-2'] }));
    expect((await complete(s, a.body.data)).body.data.status).toBe('COMPLETED');
    const cancel = await request(t.app, 'POST', `/api/events/${s.live.eventId}/orders/${await idOf(a)}/cancel`, {
      token,
      body: { refund: false, notify_buyer: false },
    });
    expect(cancel.status).toBeLessThan(300);
    expect(await claimsOf(s)).toEqual([]);

    const b = await order(s, seatLine(s.stalls, { seat_ids: ['A-1', 'A-2'] }));
    expect(b.status).toBe(201);
    expect((await complete(s, b.body.data)).body.data.status).toBe('COMPLETED');
    const rows = await t.ctx.db
      .select()
      .from(attendees)
      .where(eq(attendees.orderId, await idOf(b)));
    const attendee = rows.find((x) => x.seat?.id === 'A-1')!;
    const cancelled = await request(t.app, 'POST', `/api/events/${s.live.eventId}/attendees/${attendee.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect((await claimsOf(s)).map((c) => c.seatId)).toEqual(['A-2']);
    const c = await order(s, seatLine(s.stalls, { seat_ids: ['A-1'] }));
    expect(c.status).toBe(201);
    const back = await request(t.app, 'POST', `/api/events/${s.live.eventId}/attendees/${attendee.id}/reactivate`, { token });
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('SEAT_TAKEN');
    // The buyer of A-1 leaves: the seat is free again.
    await request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order/${c.body.data.short_id}/abandon`);
    const again = await request(t.app, 'POST', `/api/events/${s.live.eventId}/attendees/${attendee.id}/reactivate`, { token });
    expect(again.status).toBe(200);
    expect((await claimsOf(s)).map((x) => [x.seatId, x.kind, x.attendeeId])).toEqual([
      ['A-1', 'SOLD', attendee.id],
      ['A-2', 'SOLD', expect.any(Number)],
    ]);
  });
});

describe('a stadium', () => {
  it('finds the best seats of a 20,000-seat plan and answers its availability, from one read of the claims', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 200, seatsPerRow: 100 });
    expect((await order(s, seatLine(s.stalls, { seat_ids: ['A-50', 'A-51'] }))).status).toBe(201);
    const best = await order(s, seatLine(s.stalls, { quantity: 4, best_available: true }));
    expect(best.status).toBe(201);
    // Row A's middle is taken: the run beside it, nearest the middle.
    expect(best.body.data.attendees.map((a: { seat: { id: string } }) => a.seat.id)).toEqual(['A-46', 'A-47', 'A-48', 'A-49']);
    const seating = await request(t.app, 'GET', `/api/public/events/${s.live.eventId}/seating`);
    const availability = seating.body.data.availability as string;
    expect(availability).toHaveLength(20_000);
    expect([...availability].flatMap((c, i) => (c === '1' ? [i] : []))).toEqual([45, 46, 47, 48, 49, 50]);
  });
});

describe('the public seating answer', () => {
  it('answers the plan and availability with an ETag, 304 while nothing changed', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4, standing: 3 });
    const url = `/api/public/events/${s.live.eventId}/seating`;
    const before = await request(t.app, 'GET', url);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.body.data.availability).toBe('0000');
    expect(before.body.data.date_id).toBe(s.dateId);
    // The compact plan is what the schema describes, and decodes to the plan's seats in availability order.
    expect(publicSeatingSchema.safeParse(before.body.data).success).toBe(true);
    const [saved] = await t.ctx.db
      .select({ layout: seatingPlans.layout })
      .from(seatingPlans)
      .where(eq(seatingPlans.name, 'Grid hall'))
      .orderBy(sql`id DESC`)
      .limit(1);
    expect(publicPlanSeats(before.body.data.plan)).toEqual(planSeats(saved!.layout));
    expect(before.body.data.categories.find((c: { category: string }) => c.category === 'stalls')).toEqual({
      category: 'stalls',
      name: 'Stalls',
      color: '#aa3300',
      ticket_price_ids: [s.stalls.prices[0]!.id],
    });
    const etag = before.headers.etag as string;
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(etag);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(before.body);
    const unchanged = await request(t.app, 'GET', url, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeFalsy();

    await order(s, seatLine(s.stalls, { seat_ids: ['A-2'] }));
    await order(s, seatLine(s.standing, { quantity: 2, standing_area_id: 'floor' }));
    const after = await request(t.app, 'GET', url, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.body.data.availability).toBe('0100');
    expect(after.body.data.standing).toEqual([{ id: 'floor', available: 1 }]);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('says whether the public event is seated, and answers 404 for an event without a plan or not public', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 2 });
    expect((await request(t.app, 'GET', `/api/public/events/${s.live.eventId}`)).body.data.seated).toBe(true);
    const general = await liveEvent(t.app, t.ctx);
    expect((await request(t.app, 'GET', `/api/public/events/${general.eventId}`)).body.data.seated).toBe(false);
    expect((await request(t.app, 'GET', `/api/public/events/${general.eventId}/seating`)).status).toBe(404);
    await t.ctx.db.update(events).set({ status: 'DRAFT' }).where(eq(events.id, s.live.eventId));
    expect((await request(t.app, 'GET', `/api/public/events/${s.live.eventId}/seating`)).status).toBe(404);
  });
});
