import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { flushLoad } from '../src/features/waiting-room/load.js';
import { tickWaitingRoom } from '../src/features/waiting-room/tick.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { eventWithRoom, join, order, poll, putRoom, type RoomEvent, seconds } from './waiting-room-factories.js';

/**
 * docs/waiting-room.md "Switching on by itself": a room set to AUTOMATIC switches itself on when order arrivals
 * exceed the rate the database sustains and off when the queue is drained and arrivals fell. The arrivals are real
 * order requests; each process adds its counts to the shared table (flushLoad, as its ticker does each tick) and the
 * tick decides from there, with a chosen clock.
 */
describe('waiting room switching itself on and off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ waitingRoomTickMs: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  const figures = async (room: RoomEvent) =>
    (await request(t.app, 'GET', `/api/events/${room.live.eventId}/waiting-room`, { token: room.live.owner.token })).body.data;

  /** `n` orders without an admission, each from its own address (the per-address limits stay out of it). */
  const orders = async (room: RoomEvent, n: number, from: number) => {
    const statuses = [];
    for (let i = 0; i < n; i += 1) statuses.push((await order(t.app, room, undefined, `10.77.${from}.${i + 1}`)).status);
    return statuses;
  };

  it('switches on when arrivals exceed the sustainable rate, sends buyers to the queue, and off once drained and calm', async () => {
    const onSaleAt = new Date(Date.now() - 1800_000);
    // 60 a minute is what this database is said to sustain: ten orders in the ten seconds measured.
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt, rate: 60 });
    const eventId = room.live.eventId;
    const saved = await putRoom(t.app, room.live, {
      enabled: true,
      opens_at: new Date(onSaleAt.getTime() - 60_000).toISOString(),
      on_sale_at: onSaleAt.toISOString(),
      admission_rate_per_minute: 60,
      opening: 'AUTOMATIC',
    });
    expect(saved.body.data).toMatchObject({ opening: 'AUTOMATIC', open: false, auto_opened_at: null });

    // Below the rate: the room stays off and orders need no admission.
    expect(await orders(room, 4, 1)).toEqual([201, 201, 201, 201]);
    await flushLoad(t.ctx);
    await tickWaitingRoom(t.ctx, eventId, { at: new Date() });
    expect(await figures(room)).toMatchObject({ open: false, arrivals_per_minute: 24 });

    // Twelve more in the same ten seconds: 96 a minute, above 60. The tick switches the room on.
    expect((await orders(room, 12, 2)).every((status) => status === 201)).toBe(true);
    await flushLoad(t.ctx);
    const openedAt = new Date();
    await tickWaitingRoom(t.ctx, eventId, { at: openedAt });
    const on = await figures(room);
    expect(on).toMatchObject({ open: true, arrivals_per_minute: 96 });
    expect(on.auto_opened_at).not.toBeNull();

    // Buyers without an admission go to the queue; the queue admits them at the rate.
    const refused = await order(t.app, room, undefined, '10.77.3.1');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('QUEUE_REQUIRED');
    const first = await join(t.app, eventId);
    expect(first.position).toBe(1);
    await tickWaitingRoom(t.ctx, eventId, { at: seconds(openedAt, 1) });
    const admitted = await poll(t.app, eventId, first.queue_token);
    expect(admitted.status).toBe('ADMITTED');
    expect((await order(t.app, room, admitted.admission_token, '10.77.3.1')).status).toBe(201);

    // Hysteresis: thirty quiet seconds later, with the queue drained, the room stays on (on for less than a minute).
    await tickWaitingRoom(t.ctx, eventId, { at: seconds(openedAt, 30) });
    expect(await figures(room)).toMatchObject({ open: true, queued: 0 });
    const second = await join(t.app, eventId);
    // After a minute, arrivals have fallen, but the tick finds the second buyer still waiting: on, and admits them.
    expect(await tickWaitingRoom(t.ctx, eventId, { at: seconds(openedAt, 70) })).toBe(1);
    expect((await figures(room)).open).toBe(true);
    expect((await poll(t.app, eventId, second.queue_token)).status).toBe('ADMITTED');

    // Drained and quiet: off. Orders need no admission again.
    await tickWaitingRoom(t.ctx, eventId, { at: seconds(openedAt, 71) });
    expect(await figures(room)).toMatchObject({ open: false, auto_opened_at: null, queued: 0 });
    expect((await order(t.app, room, undefined, '10.77.4.1')).status).toBe(201);
  });

  it('sums the arrivals of every process: each below the rate alone, together above it', async () => {
    const onSaleAt = new Date(Date.now() - 1800_000);
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt, rate: 60 });
    await putRoom(t.app, room.live, {
      enabled: true,
      opens_at: new Date(onSaleAt.getTime() - 60_000).toISOString(),
      on_sale_at: onSaleAt.toISOString(),
      admission_rate_per_minute: 60,
      opening: 'AUTOMATIC',
    });
    // A second app on the same database with a context of its own: it counts apart, as another process does.
    const otherCtx = { ...t.ctx };
    const other = await buildApp(otherCtx);
    await other.ready();
    try {
      const send = (app: typeof t.app, i: number) =>
        request(app, 'POST', `/api/public/events/${room.live.eventId}/order`, { body: room.body, remoteAddress: `10.78.0.${i}` });
      for (let i = 1; i <= 7; i += 1) {
        expect((await send(t.app, i)).status).toBe(201);
        expect((await send(other, 100 + i)).status).toBe(201);
      }
      // Seven in ten seconds from one process is 42 a minute: below 60, off.
      await flushLoad(t.ctx);
      await tickWaitingRoom(t.ctx, room.live.eventId, { at: new Date() });
      expect((await figures(room)).open).toBe(false);
      // With the other process's seven, 84 a minute: on, in both.
      await flushLoad(otherCtx);
      await tickWaitingRoom(otherCtx, room.live.eventId, { at: new Date() });
      expect(await figures(room)).toMatchObject({ open: true, arrivals_per_minute: 84 });
      expect((await send(t.app, 50)).body.code).toBe('QUEUE_REQUIRED');
      expect((await send(other, 150)).body.code).toBe('QUEUE_REQUIRED');
    } finally {
      await other.close();
    }
  });

  it('does not switch a room on before it opens, nor one that is turned off', async () => {
    const onSaleAt = new Date(Date.now() + 3600_000);
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt, rate: 30 });
    const settings = {
      opens_at: new Date(Date.now() + 1800_000).toISOString(),
      on_sale_at: onSaleAt.toISOString(),
      admission_rate_per_minute: 30,
      opening: 'AUTOMATIC',
    };
    await putRoom(t.app, room.live, { ...settings, enabled: true });
    expect((await orders(room, 8, 5)).every((status) => status === 201)).toBe(true);
    await flushLoad(t.ctx);
    expect(await tickWaitingRoom(t.ctx, room.live.eventId, { at: new Date() })).toBeNull();
    expect((await figures(room)).open).toBe(false);

    await putRoom(t.app, room.live, { ...settings, enabled: false, opens_at: new Date(Date.now() - 60_000).toISOString() });
    expect(await tickWaitingRoom(t.ctx, room.live.eventId, { at: new Date() })).toBeNull();
    expect((await figures(room)).open).toBe(false);
  });
});
