import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { tickWaitingRoom } from '../src/features/waiting-room/tick.js';
import { orders, queueEntries } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { eventWithRoom, join, poll, type RoomEvent, seconds } from './waiting-room-factories.js';

/**
 * docs/idempotency.md, docs/waiting-room.md "The admission token": an admitted buyer's order sent with an
 * Idempotency-Key takes its admission in its own transaction, after the key, so a repeat sent while the first
 * attempt is still in flight waits on the key and answers the first attempt's order (201), like a repeat of any
 * other order; another order of the admission is still refused while the first holds it.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe('repeats of an admitted order in flight', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ waitingRoomTickMs: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function admitted(): Promise<{ room: RoomEvent; admission: string }> {
    const room = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000), rate: 120 });
    const place = await join(t.app, room.live.eventId);
    await tickWaitingRoom(t.ctx, room.live.eventId, { at: room.onSaleAt });
    await tickWaitingRoom(t.ctx, room.live.eventId, { at: seconds(room.onSaleAt, 1) });
    const admission = (await poll(t.app, room.live.eventId, place.queue_token)).admission_token!;
    return { room, admission };
  }

  const send = (room: RoomEvent, admission: string, key: string) =>
    request(t.app, 'POST', `/api/public/events/${room.live.eventId}/order`, {
      body: room.body,
      headers: { 'stagedoor-admission': admission, 'idempotency-key': key },
    });

  const ordersOf = async (room: RoomEvent) =>
    (await t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.eventId, room.live.eventId)))[0]?.n;

  it('answers two requests sent at once with one key with one order', async () => {
    const { room, admission } = await admitted();
    const [a, b] = await Promise.all([send(room, admission, 'twice-1'), send(room, admission, 'twice-1')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data).toEqual(a.body.data);
    expect(await ordersOf(room)).toBe(1);
  });

  // A gate holds the admission's entry, so the first attempt stays in flight (its key written, its admission not yet
  // taken) until the repeat and another order of the admission are both waiting.
  it.runIf(onPostgres)('lets a repeat sent while the first attempt is in flight wait for it and answer its order', async () => {
    const { room, admission } = await admitted();
    const entryId = Number(admission.split('.')[0]);
    const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await Promise.all([gate.connect(), monitor.connect()]);
    try {
      await gate.query('BEGIN');
      await gate.query('SELECT id FROM queue_entries WHERE id = $1 FOR UPDATE', [entryId]);
      const until = async (waiters: number) => {
        const deadline = Date.now() + 3000;
        while (Date.now() < deadline && (await lockWaiters(monitor, t)) < waiters) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(await lockWaiters(monitor, t)).toBe(waiters);
      };
      const first = send(room, admission, 'in-flight-1');
      await until(1);
      // The first attempt's key is written and its transaction open: the repeat waits on the key.
      const repeat = send(room, admission, 'in-flight-1');
      await until(2);
      // Another order of the admission (another key) waits for the admission's entry.
      const other = send(room, admission, 'in-flight-2');
      await until(3);
      await gate.query('ROLLBACK');

      const [a, b, c] = await Promise.all([first, repeat, other]);
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
      expect(b.body.data).toEqual(a.body.data);
      expect(c.status).toBe(409);
      expect(c.body.code).toBe('ADMISSION_IN_USE');
      expect(await ordersOf(room)).toBe(1);
      // The admission remembers the order and is free of the request (the repeat took nothing, freed nothing).
      const [entry] = await t.ctx.db
        .select({ busyUntil: queueEntries.busyUntil, orderId: queueEntries.orderId })
        .from(queueEntries)
        .where(eq(queueEntries.id, entryId));
      expect(entry?.busyUntil).toBeNull();
      expect(entry?.orderId).not.toBeNull();
      // Sent again later, the repeat still answers the same order.
      const later = await send(room, admission, 'in-flight-1');
      expect(later.status).toBe(201);
      expect(later.body.data).toEqual(a.body.data);
    } finally {
      await Promise.all([gate.end(), monitor.end()]);
    }
  });
});
