import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { AUTO_RATE } from './adapt-rate.js';

/**
 * The orders that reach events with a room, as every app process together sees them (docs/waiting-room.md,
 * "Measuring the load"). Each process counts in memory, per event and second, and adds its counts to
 * `waiting_room_load` once per tick (one upsert of a few rows); the automatic rate and the automatic switch read
 * the sum of the last WINDOW_SECONDS from there, so whichever process decides sees all of them.
 */
export const WINDOW_SECONDS = 10;

interface Counts {
  arrivals: number;
  answers: number;
  overFast: number;
  overSlow: number;
  busy: number;
}

/**
 * Per app (its context): `${eventId}:${second}` → counts not yet flushed. One app per process in production; two
 * apps in one test count apart, as two processes do.
 */
const pendingOf = new WeakMap<object, Map<string, Counts>>();

function pendingFor(app: object): Map<string, Counts> {
  let pending = pendingOf.get(app);
  if (!pending) {
    pending = new Map();
    pendingOf.set(app, pending);
  }
  return pending;
}

function countsFor(app: object, eventId: number): Counts {
  const pending = pendingFor(app);
  const key = `${eventId}:${Math.floor(Date.now() / 1000)}`;
  let counts = pending.get(key);
  if (!counts) {
    counts = { arrivals: 0, answers: 0, overFast: 0, overSlow: 0, busy: 0 };
    pending.set(key, counts);
  }
  return counts;
}

/** An order request reached an event whose room is enabled (admitted, refused or let through). */
export function recordArrival(app: object, eventId: number): void {
  countsFor(app, eventId).arrivals += 1;
}

/** An order request of such an event was answered after `ms`; `busy`: refused by a busy or unavailable database. */
export function recordOrderAnswer(app: object, eventId: number, ms: number, busy: boolean): void {
  const counts = countsFor(app, eventId);
  counts.answers += 1;
  if (ms > AUTO_RATE.fastMs) counts.overFast += 1;
  if (ms > AUTO_RATE.slowMs) counts.overSlow += 1;
  if (busy) counts.busy += 1;
}

/** Adds this app's counts to the shared table (a failed flush puts them back for the next one). */
export async function flushLoad(app: { db: Db }): Promise<void> {
  const pending = pendingFor(app);
  if (pending.size === 0) return;
  const { db } = app;
  const rows = [...pending].map(([key, counts]) => {
    const [eventId, second] = key.split(':').map(Number);
    return sql`(${eventId}, ${second}, ${counts.arrivals}, ${counts.answers}, ${counts.overFast}, ${counts.overSlow}, ${counts.busy})`;
  });
  const taken = new Map(pending);
  pending.clear();
  try {
    await db.execute(sql`
      INSERT INTO waiting_room_load AS l (event_id, second, arrivals, answers, over_fast, over_slow, busy)
      VALUES ${sql.join(rows, sql`, `)}
      ON CONFLICT (event_id, second) DO UPDATE SET arrivals = l.arrivals + excluded.arrivals,
        answers = l.answers + excluded.answers, over_fast = l.over_fast + excluded.over_fast,
        over_slow = l.over_slow + excluded.over_slow, busy = l.busy + excluded.busy`);
  } catch (error) {
    for (const [key, counts] of taken) {
      const now = pending.get(key);
      if (!now) pending.set(key, counts);
      else for (const field of Object.keys(counts) as (keyof Counts)[]) now[field] += counts[field];
    }
    throw error;
  }
}

export interface Load {
  /** Order requests over the window, per minute. */
  arrivalsPerMinute: number;
  answers: number;
  /** Shares of the answers slower than AUTO_RATE.fastMs and slowMs (above 5 %: the 95th percentile is slower). */
  overFastShare: number;
  overSlowShare: number;
  busyShare: number;
}

/** The load of the WINDOW_SECONDS up to `at`, summed over every process: one range of the primary key. */
export async function loadOver(db: Db, eventId: number, at: Date): Promise<Load> {
  const to = Math.floor(at.getTime() / 1000);
  const [row] = rowsOf<{ arrivals: number; answers: number; over_fast: number; over_slow: number; busy: number }>(
    await db.execute(sql`
      SELECT coalesce(sum(arrivals), 0)::int AS arrivals, coalesce(sum(answers), 0)::int AS answers,
        coalesce(sum(over_fast), 0)::int AS over_fast, coalesce(sum(over_slow), 0)::int AS over_slow,
        coalesce(sum(busy), 0)::int AS busy
      FROM waiting_room_load WHERE event_id = ${eventId} AND second > ${to - WINDOW_SECONDS} AND second <= ${to}`),
  );
  const answers = Number(row?.answers ?? 0);
  const share = (n: number | undefined) => (answers > 0 ? Number(n ?? 0) / answers : 0);
  return {
    arrivalsPerMinute: Math.round((Number(row?.arrivals ?? 0) * 60) / WINDOW_SECONDS),
    answers,
    overFastShare: share(row?.over_fast),
    overSlowShare: share(row?.over_slow),
    busyShare: share(row?.busy),
  };
}

/** Drops the seconds nobody reads any more. */
export async function pruneLoad(db: Db, eventId: number, at: Date): Promise<void> {
  await db.execute(sql`DELETE FROM waiting_room_load WHERE event_id = ${eventId} AND second < ${Math.floor(at.getTime() / 1000) - 60}`);
}
