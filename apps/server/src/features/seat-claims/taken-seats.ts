import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.js';

/**
 * Which seats of a date and category are not free, as this process last read them: best available's hint of which
 * runs to send to the database (docs/locking.md, "Seats"). It is never the guarantee: stagedoor_take_seats skips
 * a candidate whose seats were claimed since, and takes a seat only by the conditional upsert. What it can get
 * wrong, and for how long:
 * - a seat claimed by another process since the read: sent as a candidate, skipped by the database; when no
 *   candidate of a request could be taken, the claims are read again (`fresh`);
 * - a seat freed by another process since the read (a release, a cancellation, an unblock): not offered until the
 *   next read, at most FRESH_MS later. Frees made in this process forget every entry at once (`seatClaimsChanged`),
 *   and a hold counts as free from its `held_until` on without any read.
 * SOLD_OUT and SEATS_NOT_TOGETHER are only answered from a read made for the request itself.
 */

/** How long a read of the claims stands for the date and category (read again in the background from half of it). */
export const FRESH_MS = 1_000;
/** Entries kept (a date and category each): the busiest are read again anyway. */
const KEPT = 256;

interface Entry {
  readAt: number;
  generation: number;
  /** Seat id → the moment (epoch ms) until which it is taken; Infinity while sold, blocked or held with no end. */
  until: Map<string, number>;
  /** Past every use of this read: its last use from the cache begins before readAt + FRESH_MS, and it was made before now. */
  lastsUntil: number;
  /** What searches learnt of this read (see TakenSeats.skipped). */
  skipped: WeakMap<object, Map<string, number>>;
}

const entries = new Map<string, Entry>();
let generation = 0;

/** A write of this process freed claims (or changed who holds them): every entry is read again on its next use. */
export function seatClaimsChanged(): void {
  generation += 1;
}

/** The taken seats of a date and category: whether a seat is taken now, and whether the read was made just now. */
export interface TakenSeats {
  has(seatId: string): boolean;
  /**
   * Taken for as long as this read is used (sold, blocked, or held past the read's last use): taken in every view of
   * it, and it stays so, since this process's own claims only take more seats and its frees start a new read.
   */
  lasting(seatId: string): boolean;
  /**
   * Per plan, what searches of this read learnt: how many of their candidates in best order (by a key of the
   * search's) hold a lasting seat, one after the other from the first. Later searches of the read start after them.
   */
  readonly skipped: WeakMap<object, Map<string, number>>;
  readonly fresh: boolean;
}

const keyOf = (dateId: number, category: string) => `${dateId}:${category}`;

function view(entry: Entry, fresh: boolean): TakenSeats {
  const now = Date.now();
  return {
    has: (seatId) => (entry.until.get(seatId) ?? 0) > now,
    lasting: (seatId) => (entry.until.get(seatId) ?? 0) >= entry.lastsUntil,
    skipped: entry.skipped,
    fresh,
  };
}

/**
 * The taken seats as last read, reading them (one query on the primary key's prefix) when that is stale or `fresh`.
 * `db` is the pool, or the caller's transaction with `share` false (on PGlite, with one connection, a read on the
 * pool would wait for that very transaction).
 */
export async function takenSeatsOf(db: Db, dateId: number, category: string, fresh = false, share = true): Promise<TakenSeats> {
  const key = keyOf(dateId, category);
  const known = entries.get(key);
  if (!fresh && known && known.generation === generation) {
    const age = Date.now() - known.readAt;
    if (age < FRESH_MS) {
      // Past half its time the entry is read again behind the requests' backs, so that under a steady stream of
      // reservations none of them waits for that read (behind the pool's queue, a whole category's requests would).
      if (share && age >= FRESH_MS / 2 && !reading.has(key)) sharedRead(db, dateId, category, key).catch(() => undefined);
      return view(known, false);
    }
  }
  // Reservations arriving while the entry is read again share that read; one that must see the claims as they are
  // now (`fresh`, after its candidates all failed) makes its own, and so does one reading in its own transaction
  // (`share` false: another request must not wait on, or fail with, that transaction).
  if (!fresh && share) {
    const pending = reading.get(key);
    // Begun before this request: not a read made for it.
    if (pending) return pending.then((taken) => ({ ...taken, fresh: false }));
    return sharedRead(db, dateId, category, key);
  }
  return readTaken(db, dateId, category);
}

/** A read of the claims that the requests arriving meanwhile share. */
function sharedRead(db: Db, dateId: number, category: string, key: string): Promise<TakenSeats> {
  const read = readTaken(db, dateId, category).finally(() => reading.delete(key));
  reading.set(key, read);
  return read;
}

const reading = new Map<string, Promise<TakenSeats>>();
/**
 * Seats this process claimed while a read of their date and category was on its way (key → one map per read): the
 * read may have been made before their commit, and the entry it replaces (where noteTaken put them) is dropped.
 */
const notedDuringRead = new Map<string, Set<Map<string, number>>>();

async function readTaken(db: Db, dateId: number, category: string): Promise<TakenSeats> {
  const key = keyOf(dateId, category);
  const startedAt = Date.now();
  const startedGeneration = generation;
  const noted = new Map<string, number>();
  let collectors = notedDuringRead.get(key);
  if (!collectors) {
    collectors = new Set();
    notedDuringRead.set(key, collectors);
  }
  collectors.add(noted);
  let result;
  try {
    result = await db.execute(sql`
    SELECT seat_id, CASE WHEN kind = 'HELD' AND held_until IS NOT NULL THEN (extract(epoch FROM held_until) * 1000)::float8 END AS until
    FROM seat_claims
    WHERE event_date_id = ${dateId} AND category = ${category}
      AND (kind <> 'HELD' OR held_until IS NULL OR held_until >= now())`);
  } finally {
    collectors.delete(noted);
    if (collectors.size === 0) notedDuringRead.delete(key);
  }
  const until = new Map<string, number>();
  for (const row of rowsOf<{ seat_id: string; until: number | null }>(result)) until.set(row.seat_id, row.until ?? Infinity);
  for (const [seatId, end] of noted) if ((until.get(seatId) ?? 0) < end) until.set(seatId, end);
  const entry: Entry = {
    readAt: startedAt,
    generation: startedGeneration,
    until,
    lastsUntil: Date.now() + FRESH_MS,
    skipped: new WeakMap(),
  };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > KEPT) entries.delete(entries.keys().next().value as string);
  return view(entry, true);
}

/** Seats this process has just claimed (committed), taken until `until` (null: no end). */
export function noteTaken(dateId: number, category: string, seatIds: string[], until: Date | null): void {
  const key = keyOf(dateId, category);
  const end = until ? until.getTime() : Infinity;
  for (const noted of notedDuringRead.get(key) ?? []) for (const seatId of seatIds) noted.set(seatId, end);
  const entry = entries.get(key);
  if (!entry) return;
  for (const seatId of seatIds) entry.until.set(seatId, end);
}
