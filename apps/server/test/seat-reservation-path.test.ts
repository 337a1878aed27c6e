import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { attendees, orders, seatClaims } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { seatedEvent, seatLine, type SeatedEvent } from './seat-purchase-factories.js';
import { noteTaken, takenSeatsOf } from '../src/features/seat-claims/taken-seats.js';

/**
 * The seated reservation as one statement (stagedoor_take_seats inside stagedoor_reserve_order) and best
 * available's per-process read of the claims (seat-claims/taken-seats.ts): claims written behind this process's back
 * (as another app process would) are skipped, a stale read is read again before SOLD_OUT, and the event page of a
 * seated event carries its seating summary (docs/locking.md, "Seats").
 */
let t: TestApp;
beforeAll(async () => {
  // A web build of the public page only, so that the server renders the event page.
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'stagedoor-web-')), 'dist');
  mkdirSync(dist, { recursive: true });
  for (const name of ['index.html', 'public.html'])
    writeFileSync(
      path.join(dist, name),
      '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div></body></html>',
    );
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
});

const order = (s: SeatedEvent, body: Record<string, unknown>) =>
  request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, { body });
const seatsOf = (answer: { body: { data: { attendees: { seat: { id: string } }[] } } }) => answer.body.data.attendees.map((a) => a.seat.id);

/** Claims written straight into the table, as another app process's sales would be: this process has not seen them. */
async function soldElsewhere(s: SeatedEvent, seatIds: string[], category = 'stalls') {
  for (const seatId of seatIds)
    await t.ctx.db.insert(seatClaims).values({ eventDateId: s.dateId, seatId, eventId: s.live.eventId, category, kind: 'SOLD' });
}

describe('best available from a read of the claims this process keeps', () => {
  it('skips seats sold by another process since the read, and reads again before answering SOLD_OUT', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 5 });
    const first = await order(s, seatLine(s.stalls, { quantity: 1, best_available: true }));
    expect(seatsOf(first)).toEqual(['A-3']);
    // The process read the claims for that order: A-2 and A-4 (the next best) are sold behind its back.
    await soldElsewhere(s, ['A-2', 'A-4']);
    const second = await order(s, seatLine(s.stalls, { quantity: 1, best_available: true }));
    expect(second.status).toBe(201);
    expect(['A-1', 'A-5']).toContain(seatsOf(second)[0]);
    const last = seatsOf(second)[0] === 'A-1' ? 'A-5' : 'A-1';
    await soldElsewhere(s, [last]);
    // Every candidate this process believes free is gone: a fresh read decides.
    const none = await order(s, seatLine(s.stalls, { quantity: 1, best_available: true }));
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('SOLD_OUT');
    // Nothing of the refused attempts is left: no order, no attendee, no claim beyond the five.
    const claims = await t.ctx.db.select().from(seatClaims).where(eq(seatClaims.eventId, s.live.eventId));
    expect(claims).toHaveLength(5);
    const held = await t.ctx.db.select().from(orders).where(eq(orders.eventId, s.live.eventId));
    expect(held).toHaveLength(2);
  });

  it('answers SEATS_NOT_TOGETHER only from a fresh read, and takes a pair freed meanwhile', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4 });
    expect((await order(s, seatLine(s.stalls, { seat_ids: ['A-2'] }))).status).toBe(201);
    await soldElsewhere(s, ['A-4']);
    const apart = await order(s, seatLine(s.stalls, { quantity: 2, best_available: true }));
    expect(apart.body.code).toBe('SEATS_NOT_TOGETHER');
    // The organizer's side frees A-4 in this process (a cancellation): the next request reads the claims again.
    await t.ctx.db.delete(seatClaims).where(sql`event_date_id = ${s.dateId} AND seat_id = 'A-4'`);
    const { seatClaimsChanged } = await import('../src/features/seat-claims/taken-seats.js');
    seatClaimsChanged();
    const pair = await order(s, seatLine(s.stalls, { quantity: 2, best_available: true }));
    expect(pair.status).toBe(201);
    expect(seatsOf(pair)).toEqual(['A-3', 'A-4']);
  });

  it('takes over a hold that ran out', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 1 });
    const first = await order(s, seatLine(s.stalls, { quantity: 1, best_available: true }));
    expect(seatsOf(first)).toEqual(['A-1']);
    await t.ctx.db.execute(sql`UPDATE seat_claims SET held_until = now() - interval '1 minute' WHERE event_date_id = ${s.dateId}`);
    await t.ctx.db.execute(sql`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE event_id = ${s.live.eventId}`);
    const second = await order(s, seatLine(s.stalls, { quantity: 1, best_available: true }));
    expect(second.status).toBe(201);
    expect(seatsOf(second)).toEqual(['A-1']);
  });

  it('writes each attendee its seat in the same statement, chosen seats and best available in one order', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 2, seatsPerRow: 4, standing: 3 });
    const body = {
      tickets: [
        { ticket_id: s.stalls.id, quantities: [{ price_id: s.stalls.prices[0]!.id, quantity: 2, seat_ids: ['B-1', 'B-2'] }] },
        { ticket_id: s.standing.id, quantities: [{ price_id: s.standing.prices[0]!.id, quantity: 2, standing_area_id: 'floor' }] },
      ],
    };
    const held = await order(s, body);
    expect(held.status).toBe(201);
    expect(seatsOf(held)).toEqual(['B-1', 'B-2', 'floor#1', 'floor#2']);
    const rows = await t.ctx.db.select({ seat: attendees.seat }).from(attendees).where(eq(attendees.eventId, s.live.eventId));
    expect(rows.map((row) => (row.seat as { id: string }).id).sort()).toEqual(['B-1', 'B-2', 'floor#1', 'floor#2']);
    const claims = await t.ctx.db.select().from(seatClaims).where(eq(seatClaims.eventId, s.live.eventId));
    expect(new Set(claims.map((c) => c.attendeeId)).size).toBe(4);
    // A chosen seat already taken refuses the whole order, naming it; the standing places of the same order stay free.
    const again = await order(s, body);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SEAT_TAKEN');
    expect(again.body.details.seat_ids).toEqual(['B-1', 'B-2']);
    expect(await t.ctx.db.select().from(seatClaims).where(eq(seatClaims.eventId, s.live.eventId))).toHaveLength(4);
  });

  it('keeps the seats this process claimed while a read of the claims was on its way', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 5 });
    // A read begun before a reservation of this process commits: its answer cannot have the seat, and it replaces
    // the entry into which the reservation noted it.
    const reading = takenSeatsOf(t.ctx.db, s.dateId, 'stalls', true);
    noteTaken(s.dateId, 'stalls', ['A-3'], new Date(Date.now() + 60_000));
    expect((await reading).has('A-3')).toBe(true);
    const kept = await takenSeatsOf(t.ctx.db, s.dateId, 'stalls');
    expect(kept.fresh).toBe(false);
    expect(kept.has('A-3')).toBe(true);
    expect(kept.has('A-2')).toBe(false);
  });
});

describe('best available with an Idempotency-Key', () => {
  it('reads the claims in the key’s transaction, tries again in a savepoint, and a repeat answers the first order', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4 });
    const keyed = (key: string, body: Record<string, unknown>) =>
      request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, { body, headers: { 'idempotency-key': key } });
    const first = await keyed(`best-${s.live.eventId}-1`, seatLine(s.stalls, { quantity: 2, best_available: true }));
    expect(first.status).toBe(201);
    expect(seatsOf(first)).toEqual(['A-2', 'A-3']);
    // The best pair left is sold behind the process's back: its candidates fail, and a fresh read finds none.
    await soldElsewhere(s, ['A-4']);
    const second = await keyed(`best-${s.live.eventId}-2`, seatLine(s.stalls, { quantity: 1, best_available: true }));
    expect(second.status).toBe(201);
    expect(seatsOf(second)).toEqual(['A-1']);
    const repeat = await keyed(`best-${s.live.eventId}-2`, seatLine(s.stalls, { quantity: 1, best_available: true }));
    expect(repeat.body.data.short_id).toBe(second.body.data.short_id);
    const none = await keyed(`best-${s.live.eventId}-3`, seatLine(s.stalls, { quantity: 1, best_available: true }));
    expect(none.body.code).toBe('SOLD_OUT');
  });
});

describe('the seated event page', () => {
  it('embeds the date’s seating summary: categories with prices and free seats, standing places left', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 2, seatsPerRow: 3, standing: 5 });
    expect((await order(s, seatLine(s.stalls, { seat_ids: ['A-1', 'A-2'] }))).status).toBe(201);
    expect((await order(s, seatLine(s.standing, { quantity: 2, standing_area_id: 'floor' }))).status).toBe(201);
    const html = (await request(t.app, 'GET', `/event/${s.live.eventId}/harbour-lights-festival`)).body as string;
    const embedded = JSON.parse(/<script type="application\/json" id="sd-seating-summary">(.*?)<\/script>/.exec(html)![1]!);
    expect(embedded.event_id).toBe(s.live.eventId);
    expect(embedded.date_id).toBe(s.dateId);
    expect(embedded.seat_count).toBe(6);
    const stalls = embedded.categories.find((c: { category: string }) => c.category === 'stalls');
    expect(stalls).toMatchObject({ name: 'Stalls', free: 4, ticket_price_ids: [s.stalls.prices[0]!.id] });
    expect(embedded.standing_areas).toEqual([{ id: 'floor', label: 'Floor', category: 'standing', capacity: 5, available: 3 }]);
  });

  it('embeds no summary for an event sold without seats', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 2 });
    await t.ctx.db.execute(sql`DELETE FROM event_seat_categories WHERE event_id = ${s.live.eventId}`);
    await t.ctx.db.execute(sql`DELETE FROM event_seating WHERE event_id = ${s.live.eventId}`);
    const html = (await request(t.app, 'GET', `/event/${s.live.eventId}/harbour-lights-festival`)).body as string;
    expect(html).toContain('sd-event-data');
    expect(html).not.toContain('sd-seating-summary');
  });
});
