import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import pino from 'pino';
import { flushLoad } from '../src/features/waiting-room/load.js';
import { tickWaitingRoom } from '../src/features/waiting-room/tick.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { eventWithRoom, putRoom, type RoomEvent, seconds } from './waiting-room-factories.js';

/**
 * docs/waiting-room.md "Switching on by itself": the switch of an automatic room is decided in the tick, under the
 * room row's lock taken with SKIP LOCKED, so however many processes tick at once the room switches on (and off)
 * once. Two app instances on one PostgreSQL database tick the room eight times at once; a gate on the load table
 * holds every tick that read the room until all have read it. The control drops the lock (the tick's `checks`)
 * and every tick then switches the room.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const TICKS_PER_APP = 4;

interface Switch {
  msg: string;
  eventId: number;
  at: string;
}

/** An app whose log lines are kept, as another process's would be in its own log. */
async function loggedApp(lines: Switch[]): Promise<TestApp> {
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Switch) });
  return createTestApp({ waitingRoomTickMs: 0 }, { logger });
}

for (const guarded of [true, false]) {
  const title = guarded ? 'automatic waiting room switched by several processes at once' : 'control: the same without the lock';
  describe.runIf(onPostgres)(title, () => {
    const lines: Switch[] = [];
    let apps: TestApp[];
    let gate: pg.Client;
    let monitor: pg.Client;
    beforeAll(async () => {
      apps = [await loggedApp(lines), await loggedApp(lines)];
      gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await Promise.all([gate.connect(), monitor.connect()]);
    });
    afterAll(async () => {
      await Promise.all([gate.end(), monitor.end()]);
      await Promise.all(apps.map((t) => t.close()));
    });

    const switches = (room: RoomEvent, msg: string) => lines.filter((l) => l.eventId === room.live.eventId && l.msg === msg);
    const autoOpenedAt = async (room: RoomEvent) =>
      (
        await monitor.query<{ auto_opened_at: Date | null }>('SELECT auto_opened_at FROM waiting_rooms WHERE event_id = $1', [
          room.live.eventId,
        ])
      ).rows[0]!.auto_opened_at;

    /**
     * Every app ticks the room TICKS_PER_APP times at once with the same clock, while the gate holds the load table:
     * each tick reads the room row first, then waits for the load. With the lock one tick holds the row and the
     * others leave the room at once; without it every tick reads the room before any writes. Returns the ticks'
     * answers (null: the tick left the room).
     */
    async function rushTicks(room: RoomEvent, at: Date) {
      await gate.query('BEGIN');
      await gate.query('LOCK TABLE waiting_room_load IN ACCESS EXCLUSIVE MODE');
      let settled = 0;
      const ticks = Promise.all(
        apps.flatMap((t) =>
          Array.from({ length: TICKS_PER_APP }, () =>
            tickWaitingRoom(t.ctx, room.live.eventId, { at, checks: guarded }).finally(() => {
              settled += 1;
            }),
          ),
        ),
      );
      const all = apps.length * TICKS_PER_APP;
      const waiting = async () => (await Promise.all(apps.map((t) => lockWaiters(monitor, t)))).reduce((a, b) => a + b, 0);
      const ready = async () => (guarded ? settled === all - 1 && (await waiting()) === 1 : (await waiting()) === all);
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && !(await ready())) await new Promise((resolve) => setTimeout(resolve, 10));
      // The race is staged: every tick has read the room (or left it) before any writes.
      expect(await ready()).toBe(true);
      await gate.query('COMMIT');
      return ticks;
    }

    it(guarded ? 'switches on once and off once' : 'switches on and off once per tick', async () => {
      const onSaleAt = new Date(Date.now() - 1800_000);
      const room = await eventWithRoom(apps[0]!.app, apps[0]!.ctx, { onSaleAt, rate: 60 });
      const saved = await putRoom(apps[0]!.app, room.live, {
        enabled: true,
        opens_at: new Date(onSaleAt.getTime() - 60_000).toISOString(),
        on_sale_at: onSaleAt.toISOString(),
        admission_rate_per_minute: 60,
        opening: 'AUTOMATIC',
      });
      expect(saved.status).toBe(200);
      // Twelve orders in ten seconds, half through each app: 72 a minute, above the 60 the database sustains.
      for (let i = 1; i <= 12; i += 1) {
        const t = apps[i % 2]!;
        const answer = await request(t.app, 'POST', `/api/public/events/${room.live.eventId}/order`, {
          body: room.body,
          remoteAddress: `10.79.0.${i}`,
        });
        expect(answer.status).toBe(201);
      }
      await Promise.all(apps.map((t) => flushLoad(t.ctx)));

      const openedAt = new Date();
      const on = await rushTicks(room, openedAt);
      expect(await autoOpenedAt(room)).toEqual(openedAt);
      if (guarded) {
        expect(on.filter((answer) => answer !== null)).toHaveLength(1);
        expect(switches(room, 'waiting room switched on')).toHaveLength(1);
      } else {
        expect(on.filter((answer) => answer !== null)).toHaveLength(apps.length * TICKS_PER_APP);
        expect(switches(room, 'waiting room switched on')).toHaveLength(apps.length * TICKS_PER_APP);
      }

      // Two minutes on, nobody queued and no orders in the last ten seconds: the room switches off.
      await rushTicks(room, seconds(openedAt, 120));
      expect(await autoOpenedAt(room)).toBeNull();
      expect(switches(room, 'waiting room switched off')).toHaveLength(guarded ? 1 : apps.length * TICKS_PER_APP);
      expect(switches(room, 'waiting room switched on')).toHaveLength(guarded ? 1 : apps.length * TICKS_PER_APP);
    });
  });
}
