import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { orders, queueEntries } from '../src/platform/db/schema.js';
import { tickWaitingRoom } from '../src/features/waiting-room/tick.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { eventWithRoom, join, order, poll, putRoom, seconds } from './waiting-room-factories.js';

/** API.md "On-sale": the waiting room through HTTP; the admissions are ticked by hand with a chosen clock. */
describe('waiting room', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ waitingRoomTickMs: 0, maxHoldsPerClient: 2 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the settings, refuses an opening after the on-sale, and answers a disabled room for an event without one', async () => {
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000) });
    const got = await request(t.app, 'GET', `/api/events/${room.live.eventId}/waiting-room`, { token: room.live.owner.token });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ enabled: true, admission_rate_per_minute: 120, shopping_minutes: 15, paused: false, queued: 0 });
    const bad = await putRoom(t.app, room.live, {
      enabled: true,
      opens_at: '2031-01-02T00:00:00Z',
      on_sale_at: '2031-01-01T00:00:00Z',
      admission_rate_per_minute: 0,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['admission_rate_per_minute', 'opens_at']);
  });

  it('draws the early arrivals in random order at the on-sale, and a rejoin keeps its place', async () => {
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000) });
    const eventId = room.live.eventId;
    const places = [];
    for (let i = 0; i < 40; i += 1) places.push(await join(t.app, eventId));
    expect(places.every((place) => place.status === 'WAITING' && place.position === null)).toBe(true);
    const again = await join(t.app, eventId, places[3]!.queue_token);
    expect(again.queue_token).toBe(places[3]!.queue_token);

    expect(await tickWaitingRoom(t.ctx, eventId, { at: room.onSaleAt })).toBe(0);
    const positions = [];
    for (const place of places) positions.push((await poll(t.app, eventId, place.queue_token)).position);
    expect([...positions].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // 40 buyers drawn in the order they came has odds of 1 in 40!: the draw ignores arrival.
    expect(positions).not.toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

    // A later arrival queues behind the draw, in order of arrival.
    const late = await join(t.app, eventId);
    expect(late.position).toBe(41);
    const figures = await request(t.app, 'GET', `/api/events/${eventId}/waiting-room`, { token: room.live.owner.token });
    expect(figures.body.data).toMatchObject({ queued: 41, admitted: 0 });
  });

  it('admits at the set rate in queue order; orders need the admission, and one admission starts one order', async () => {
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000), rate: 120 });
    const eventId = room.live.eventId;
    const tokens = [];
    for (let i = 0; i < 6; i += 1) tokens.push((await join(t.app, eventId)).queue_token);
    await tickWaitingRoom(t.ctx, eventId, { at: room.onSaleAt });
    const byPosition = new Map<number, string>();
    for (const token of tokens) byPosition.set((await poll(t.app, eventId, token)).position!, token);

    const refused = await order(t.app, room, undefined);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('QUEUE_REQUIRED');

    // 120 a minute: one second admits two, the first two places.
    expect(await tickWaitingRoom(t.ctx, eventId, { at: seconds(room.onSaleAt, 1) })).toBe(2);
    const first = await poll(t.app, eventId, byPosition.get(1)!);
    const third = await poll(t.app, eventId, byPosition.get(3)!);
    expect(first.status).toBe('ADMITTED');
    expect(third).toMatchObject({ status: 'WAITING', position: 1 });
    expect(third.estimated_wait_seconds).toBeGreaterThan(0);

    const tampered = `${first.admission_token!.slice(0, -2)}AA`;
    expect((await order(t.app, room, tampered)).body.code).toBe('QUEUE_REQUIRED');
    const bought = await order(t.app, room, first.admission_token);
    expect(bought.status).toBe(201);
    const twice = await order(t.app, room, first.admission_token);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ADMISSION_IN_USE');

    // Once its order holds nothing any more, the admission may start another while it lasts.
    await t.ctx.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.shortId, bought.body.data.short_id));
    expect((await order(t.app, room, first.admission_token)).status).toBe(201);

    // An admission of another event admits nothing here.
    const other = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000) });
    expect((await order(t.app, other, first.admission_token)).body.code).toBe('QUEUE_REQUIRED');
  });

  it('answers a repeat of an admitted order with the same Idempotency-Key as the first time', async () => {
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000), rate: 120 });
    const eventId = room.live.eventId;
    const place = await join(t.app, eventId);
    await tickWaitingRoom(t.ctx, eventId, { at: room.onSaleAt });
    await tickWaitingRoom(t.ctx, eventId, { at: seconds(room.onSaleAt, 1) });
    const admission = (await poll(t.app, eventId, place.queue_token)).admission_token!;
    const send = (key: string, body = room.body) =>
      request(t.app, 'POST', `/api/public/events/${eventId}/order`, {
        body,
        headers: { 'stagedoor-admission': admission, 'idempotency-key': key },
      });

    const first = await send('buy-1');
    expect(first.status).toBe(201);
    const repeat = await send('buy-1');
    expect(repeat.status).toBe(201);
    expect(repeat.body.data).toEqual(first.body.data);
    const [made] = await t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.eventId, eventId));
    expect(made?.n).toBe(1);

    // Another key is another order, which the admission does not start while the first holds stock.
    expect((await send('buy-2')).body.code).toBe('ADMISSION_IN_USE');
    // The same key with another body is refused as a reused key.
    const changed = structuredClone(room.body);
    changed.tickets[0]!.quantities[0]!.quantity = 2;
    expect((await send('buy-1', changed)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses an expired admission', async () => {
    const onSaleAt = new Date(Date.now() - 3 * 60_000);
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt, rate: 60, shoppingMinutes: 1 });
    const place = await join(t.app, room.live.eventId);
    await tickWaitingRoom(t.ctx, room.live.eventId, { at: onSaleAt });
    await tickWaitingRoom(t.ctx, room.live.eventId, { at: seconds(onSaleAt, 1) });
    const admitted = await poll(t.app, room.live.eventId, place.queue_token);
    expect(admitted.status).toBe('ADMITTED');
    expect(Date.parse(admitted.admission_expires_at!)).toBeLessThan(Date.now());
    expect((await order(t.app, room, admitted.admission_token)).body.code).toBe('QUEUE_REQUIRED');
  });

  it('pauses and resumes without a burst, and changes the rate', async () => {
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000), rate: 60 });
    const eventId = room.live.eventId;
    for (let i = 0; i < 30; i += 1) await join(t.app, eventId);
    await tickWaitingRoom(t.ctx, eventId, { at: room.onSaleAt });
    const settings = {
      enabled: true,
      opens_at: new Date(Date.now() - 3600_000).toISOString(),
      on_sale_at: room.onSaleAt.toISOString(),
      admission_rate_per_minute: 60,
    };
    expect((await putRoom(t.app, room.live, { ...settings, paused: true })).body.data.paused).toBe(true);
    expect(await tickWaitingRoom(t.ctx, eventId, { at: seconds(room.onSaleAt, 60) })).toBe(0);
    await putRoom(t.app, room.live, { ...settings, paused: false });
    // Resumed a minute later: at most MAX_TICK_SECONDS of admissions, not the minute the pause lasted.
    expect(await tickWaitingRoom(t.ctx, eventId, { at: seconds(room.onSaleAt, 120) })).toBe(5);
    await putRoom(t.app, room.live, { ...settings, admission_rate_per_minute: 600 });
    expect(await tickWaitingRoom(t.ctx, eventId, { at: seconds(room.onSaleAt, 121) })).toBe(10);
    const figures = await request(t.app, 'GET', `/api/events/${eventId}/waiting-room`, { token: room.live.owner.token });
    expect(figures.body.data).toMatchObject({ queued: 15, admitted: 15, effective_rate_per_minute: 600 });
  });

  it('never refuses admitted buyers for sharing an address, while the address cap still holds without a room', async () => {
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000), rate: 600 });
    const eventId = room.live.eventId;
    const tokens = [];
    for (let i = 0; i < 4; i += 1) tokens.push((await join(t.app, eventId)).queue_token);
    await tickWaitingRoom(t.ctx, eventId, { at: room.onSaleAt });
    await tickWaitingRoom(t.ctx, eventId, { at: seconds(room.onSaleAt, 1) });
    for (const token of tokens) {
      const admitted = await poll(t.app, eventId, token);
      expect((await order(t.app, room, admitted.admission_token, '198.51.100.7')).status).toBe(201);
    }
    const open = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date() });
    await putRoom(t.app, open.live, {
      enabled: false,
      opens_at: new Date().toISOString(),
      on_sale_at: new Date().toISOString(),
      admission_rate_per_minute: null,
    });
    expect((await order(t.app, open, undefined, '198.51.100.7')).status).toBe(201);
    expect((await order(t.app, open, undefined, '198.51.100.7')).status).toBe(201);
    expect((await order(t.app, open, undefined, '198.51.100.7')).body.code).toBe('TOO_MANY_HOLDS');
  });

  it('keeps every place and the cursor for a fresh app on the same database', async () => {
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000), rate: 120 });
    const eventId = room.live.eventId;
    const tokens = [];
    for (let i = 0; i < 5; i += 1) tokens.push((await join(t.app, eventId)).queue_token);
    await tickWaitingRoom(t.ctx, eventId, { at: room.onSaleAt });
    await tickWaitingRoom(t.ctx, eventId, { at: seconds(room.onSaleAt, 1) });
    const before = [];
    for (const token of tokens) before.push(await poll(t.app, eventId, token));

    const fresh = await buildApp(t.ctx);
    await fresh.ready();
    try {
      const after = [];
      for (const token of tokens) after.push(await poll(fresh, eventId, token));
      expect(after.map((p) => [p.status, p.position])).toEqual(before.map((p) => [p.status, p.position]));
      // The fresh app's tick goes on from the stored cursor: places three and four.
      expect(await tickWaitingRoom(t.ctx, eventId, { at: seconds(room.onSaleAt, 2) })).toBe(2);
      const admitted = await t.ctx.db
        .select({ n: count() })
        .from(queueEntries)
        .where(and(eq(queueEntries.eventId, eventId), isNotNull(queueEntries.admittedAt)));
      expect(admitted[0]?.n).toBe(4);
    } finally {
      await fresh.close();
    }
  });

  it('answers 404 for an unknown place or a room that is off, and 409 before the queue opens', async () => {
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000) });
    expect((await request(t.app, 'GET', `/api/public/events/${room.live.eventId}/queue/nope`)).status).toBe(404);
    await putRoom(t.app, room.live, {
      enabled: true,
      opens_at: new Date(Date.now() + 600_000).toISOString(),
      on_sale_at: new Date(Date.now() + 3600_000).toISOString(),
      admission_rate_per_minute: null,
    });
    const early = await request(t.app, 'POST', `/api/public/events/${room.live.eventId}/queue`, { body: {} });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('QUEUE_NOT_OPEN');
    // Before the queue opens, orders need no admission.
    expect((await order(t.app, room)).status).toBe(201);
  });
});
