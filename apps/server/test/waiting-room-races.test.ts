import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { tickWaitingRoom } from '../src/features/waiting-room/tick.js';
import { createTestApp, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { eventWithRoom, join, order, poll, seconds, type RoomEvent } from './waiting-room-factories.js';

/**
 * Two app instances on one PostgreSQL database, as two processes would be (docs/waiting-room.md). Each race has a
 * control that drops the guard and must then go wrong, so the race is shown to happen.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const RATE = 600; // ten a second
const ROUNDS = 8;

async function queueOf(t: TestApp, buyers: number): Promise<RoomEvent> {
  const room = await eventWithRoom(t.app, t.ctx, { onSaleAt: new Date(Date.now() + 3600_000), rate: RATE });
  for (let i = 0; i < buyers; i += 1) await join(t.app, room.live.eventId);
  await tickWaitingRoom(t.ctx, room.live.eventId, { at: room.onSaleAt });
  return room;
}

/**
 * Every round, both apps tick the room four times each at once with the same clock. A gate holds the queue's
 * entries so that the ticks all read the room before any of them writes.
 */
async function rushTicks(apps: TestApp[], room: RoomEvent, checks: boolean) {
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      await gate.query('BEGIN');
      await gate.query('LOCK TABLE queue_entries IN EXCLUSIVE MODE');
      const at = seconds(room.onSaleAt, round);
      const ticks = Promise.all(
        apps.flatMap((t) => Array.from({ length: 4 }, () => tickWaitingRoom(t.ctx, room.live.eventId, { at, checks }))),
      );
      const deadline = Date.now() + 2000;
      const waiting = async () => (await Promise.all(apps.map((t) => lockWaiters(monitor, t)))).reduce((a, b) => a + b, 0);
      while (Date.now() < deadline && (await waiting()) < (checks ? 1 : 8)) await new Promise((resolve) => setTimeout(resolve, 10));
      await gate.query('COMMIT');
      await ticks;
    }
    const { rows } = await monitor.query<{ through: number; admitted: number }>(
      `SELECT w.admitted_through::int AS through,
         (SELECT count(*)::int FROM queue_entries q WHERE q.event_id = w.event_id AND q.admitted_at IS NOT NULL) AS admitted
       FROM waiting_rooms w WHERE w.event_id = $1`,
      [room.live.eventId],
    );
    return rows[0]!;
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
}

/** Ten order requests at once with one admission, five through each app's HTTP server. */
async function rushOrders(apps: TestApp[], room: RoomEvent, admission: string) {
  const ports: number[] = [];
  for (const t of apps) {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    ports.push((t.app.server.address() as AddressInfo).port);
  }
  return Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      fetch(`http://127.0.0.1:${ports[i % ports.length]}/api/public/events/${room.live.eventId}/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stagedoor-admission': admission },
        body: JSON.stringify(room.body),
      }).then(async (res) => ({ status: res.status, code: ((await res.json()) as { code?: string }).code })),
    ),
  );
}

async function admittedToken(t: TestApp, room: RoomEvent): Promise<string> {
  const place = await join(t.app, room.live.eventId);
  await tickWaitingRoom(t.ctx, room.live.eventId, { at: seconds(room.onSaleAt, 3600) });
  const admitted = await poll(t.app, room.live.eventId, place.queue_token);
  expect(admitted.status).toBe('ADMITTED');
  return admitted.admission_token!;
}

for (const guarded of [true, false]) {
  const title = guarded ? 'waiting room across two processes' : 'control: the same races without the guards';
  describe.runIf(onPostgres)(title, () => {
    let apps: TestApp[];
    beforeAll(async () => {
      const overrides = { waitingRoomTickMs: 0, unsafeDisableStockLocking: !guarded };
      apps = [await createTestApp(overrides), await createTestApp(overrides)];
    });
    afterAll(async () => {
      await Promise.all(apps.map((t) => t.close()));
    });

    it(guarded ? 'admits exactly the rate, each place once' : 'admits more than the rate', async () => {
      const room = await queueOf(apps[0]!, 200);
      const { through, admitted } = await rushTicks(apps, room, guarded);
      if (guarded) {
        expect(through).toBe((RATE / 60) * ROUNDS);
        expect(admitted).toBe(through);
      } else {
        expect(through).toBeGreaterThan((RATE / 60) * ROUNDS);
      }
    });

    it(guarded ? 'lets one admission start one order, whatever arrives at once' : 'lets one admission start several orders', async () => {
      const room = await queueOf(apps[0]!, 0);
      const answers = await rushOrders(apps, room, await admittedToken(apps[0]!, room));
      const started = answers.filter((answer) => answer.status === 201).length;
      if (guarded) {
        expect(started).toBe(1);
        expect(answers.filter((answer) => answer.code === 'ADMISSION_IN_USE')).toHaveLength(9);
      } else {
        expect(started).toBeGreaterThan(1);
      }
    });
  });
}

/**
 * A take that waits for the admission's entry while its holder commits an order that holds stock: the take must see
 * that order. The gate plays the holder: it locks the entry, and its order (expired before) holds stock again when it
 * commits. Checked against the snapshot the waiting statement started with, the order would look expired.
 */
describe.runIf(onPostgres)('an admission taken while its holder commits an order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ waitingRoomTickMs: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused once the holder’s order holds stock', async () => {
    const room = await queueOf(t, 0);
    const admission = await admittedToken(t, room);
    const entryId = Number(admission.split('.')[0]);
    const first = await order(t.app, room, admission);
    expect(first.status).toBe(201);
    const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await Promise.all([gate.connect(), monitor.connect()]);
    try {
      const byShortId = [first.body.data.short_id];
      await gate.query(`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE short_id = $1`, byShortId);
      await gate.query('BEGIN');
      await gate.query('UPDATE queue_entries SET busy_until = NULL WHERE id = $1', [entryId]);
      await gate.query(`UPDATE orders SET reserved_until = now() + interval '10 minutes' WHERE short_id = $1`, byShortId);
      const second = order(t.app, room, admission);
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline && (await lockWaiters(monitor, t)) < 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await lockWaiters(monitor, t)).toBe(1);
      await gate.query('COMMIT');
      const answer = await second;
      expect([answer.status, answer.body.code]).toEqual([409, 'ADMISSION_IN_USE']);
    } finally {
      await Promise.all([gate.end(), monitor.end()]);
    }
  });
});
