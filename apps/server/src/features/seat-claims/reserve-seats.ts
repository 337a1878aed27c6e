import type { AttendeeSeat } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { attendeeSeatOf, STANDING_PLACE_SEPARATOR, type EventPlan } from '../seat-map/event-plan.js';
import { bestRuns, hasFree } from './best-available.js';
import type { SeatedLine } from './seated-lines.js';
import { noteTaken, takenSeatsOf, type TakenSeats } from './taken-seats.js';

/**
 * The seats of a new order, claimed by the reservation's own statement (stagedoor_reserve_order calling
 * stagedoor_take_seats; docs/locking.md, "Seats"): a seated order is one database call, like a general-admission
 * one. The app only says what to try: the seats the buyer named, and for best available (and standing places) the
 * best few runs that this process believes free (taken-seats.ts), best first.
 */

/** How many times best available sends fresh candidates before it gives up with 409 BUSY (a rush on the last seats). */
const MAX_READS = 20;
/** Candidate runs sent per search: the database tries them in order and keeps the first it can take whole. */
const CANDIDATES = 4;

/** What stagedoor_take_seats is given (p.seats of stagedoor_reserve_order). */
export interface SeatsPayload {
  event_id: number;
  date_id: number;
  held_until: string;
  chosen: { seat_id: string; category: string; attendee: number; seat: AttendeeSeat }[];
  searches: {
    category: string;
    attendees: number[];
    candidates: { seat_id: string; seat: AttendeeSeat }[][];
    /** Refused by a fresh read of the claims: raised once the chosen seats were claimed. */
    refusal?: 'SOLD_OUT' | 'SEATS_NOT_TOGETHER';
  }[];
}

export interface ReserveSeatsOptions {
  plan: EventPlan;
  eventId: number;
  dateId: number;
  heldUntil: Date;
  /** The caller runs in a transaction (an Idempotency-Key): each try runs in a savepoint, so that a retry can follow. */
  inTransaction: boolean;
  /** Where the claims are read (taken-seats.ts) when the caller runs in no transaction: the pool, whose reads are shared. */
  reader: Db;
}

interface Written {
  attendees: Record<string, unknown>[];
}

/**
 * Runs `write` (the reservation's one statement) with the seats to claim. A chosen seat not free is 409 SEAT_TAKEN
 * naming them; a search none of whose candidates could be taken is sent again with the claims read afresh, and is
 * 409 SOLD_OUT (fewer than n of the category free) or SEATS_NOT_TOGETHER only on such a fresh read.
 */
export async function reserveWithSeats<T extends Written>(
  db: Db,
  lines: SeatedLine[],
  options: ReserveSeatsOptions,
  write: (db: Db, seats: SeatsPayload) => Promise<T>,
): Promise<T> {
  for (let read = 0; read < MAX_READS; read += 1) {
    // The first candidate of each search is marked as this process's in the same turn as it is chosen (no await in
    // between), so that the next reservation starts from the next run.
    const marked: string[] = [];
    const runKey = `${options.dateId}`;
    try {
      const seats = await payloadOf(lines, options.inTransaction ? { ...options, reader: db } : options, read > 0, (run) => {
        for (const seatId of run) markInFlight(runKey, seatId, 1);
        marked.push(...run);
      });
      const written = options.inTransaction ? await db.transaction((savepoint) => write(savepoint, seats)) : await write(db, seats);
      noteClaimed(written, options);
      return written;
    } catch (error) {
      const refusal = seatRefusalOf(error);
      if (refusal?.code === 'SEAT_TAKEN') throw seatTaken(options.plan, refusal.seatIds);
      if (refusal?.code === 'SEATS_NOT_TOGETHER') throw new AppError('SEATS_NOT_TOGETHER');
      if (refusal?.code !== 'SEATS_RETRY') throw error;
    } finally {
      for (const seatId of marked) markInFlight(runKey, seatId, -1);
    }
  }
  throw new AppError('BUSY', { retryAfterSeconds: 1 });
}

/** 409 SEAT_TAKEN: the seats by their labels in the message, by their ids in the details. */
export function seatTaken(plan: EventPlan, seatIds: string[]): AppError {
  const labels = seatIds.map((id) => {
    const seat = attendeeSeatOf(plan.plan, id);
    return seat ? [seat.section, seat.row, seat.label].filter(Boolean).join(' ') : id;
  });
  return new AppError('SEAT_TAKEN', { params: { seats: labels.join(', ') }, details: { seat_ids: seatIds } });
}

/** The chosen seats with their attendees (one per unit, in the order of the lines) and each search's candidates. */
async function payloadOf(
  lines: SeatedLine[],
  options: ReserveSeatsOptions,
  fresh: boolean,
  mark: (run: string[]) => void,
): Promise<SeatsPayload> {
  const { plan } = options;
  const seatOf = (seatId: string) => attendeeSeatOf(plan.plan, seatId)!;
  const payload: SeatsPayload = {
    event_id: options.eventId,
    date_id: options.dateId,
    held_until: options.heldUntil.toISOString(),
    chosen: [],
    searches: [],
  };
  // Seats already sent for an earlier search of this order: a later one looks beyond them.
  const sent = new Set<string>();
  let next = 0;
  for (const line of lines) {
    const attendees = Array.from({ length: line.quantity }, (_, i) => next + i);
    next += line.quantity;
    if (!line.choice || line.category === null) continue;
    const category = line.category;
    if (line.choice.kind === 'SEATS') {
      line.choice.seatIds.forEach((seatId, i) =>
        payload.chosen.push({ seat_id: seatId, category, attendee: attendees[i]!, seat: seatOf(seatId) }),
      );
      continue;
    }
    let taken = await takenSeatsOf(options.reader, options.dateId, category, fresh, !options.inTransaction);
    let candidates = candidatesOf(line, taken, plan, sent, options.dateId);
    if (typeof candidates === 'string' && !taken.fresh) {
      taken = await takenSeatsOf(options.reader, options.dateId, category, true, !options.inTransaction);
      candidates = candidatesOf(line, taken, plan, sent, options.dateId);
    }
    if (typeof candidates === 'string') {
      // Chosen seats not free are named first (SEAT_TAKEN): the database refuses the search only after them.
      if (lines.some((other) => other.choice?.kind === 'SEATS')) {
        payload.searches.push({ category, attendees, candidates: [], refusal: candidates });
        continue;
      }
      throw new AppError(candidates);
    }
    if (candidates[0]) mark(candidates[0]);
    for (const candidate of candidates) for (const seatId of candidate) sent.add(seatId);
    payload.searches.push({
      category,
      attendees,
      candidates: candidates.map((run) => run.map((seatId) => ({ seat_id: seatId, seat: seatOf(seatId) }))),
    });
  }
  return payload;
}

/** Runs being tried by this process's reservations right now (seat id → how many): tried after the others. */
const inFlight = new Map<string, number>();

function markInFlight(dateKey: string, seatId: string, by: number): void {
  const key = `${dateKey}:${seatId}`;
  const count = (inFlight.get(key) ?? 0) + by;
  if (count > 0) inFlight.set(key, count);
  else inFlight.delete(key);
}

/** The candidates of a search, best first (runs in flight last), or why there is none. */
function candidatesOf(
  line: SeatedLine,
  taken: TakenSeats,
  plan: EventPlan,
  sent: ReadonlySet<string>,
  dateId: number,
): string[][] | 'SOLD_OUT' | 'SEATS_NOT_TOGETHER' {
  const n = line.quantity;
  // A seat taken for as long as the read is used is taken whatever this request sent: searches may skip it for good.
  const skip = { has: (seatId: string) => taken.has(seatId) || sent.has(seatId), lasting: taken.lasting, skipped: taken.skipped };
  let found: string[][];
  if (line.choice?.kind === 'STANDING') {
    const area = plan.plan.areas.get(line.choice.areaId)!;
    const free: string[] = [];
    for (let place = 1; place <= area.capacity && free.length < n * CANDIDATES * 2; place += 1) {
      const id = `${area.id}${STANDING_PLACE_SEPARATOR}${place}`;
      if (!skip.has(id)) free.push(id);
    }
    if (free.length < n) return 'SOLD_OUT';
    // Any n places will do: the first free ones, then the next ones.
    found = [];
    for (let start = 0; start + n <= free.length; start += n) found.push(free.slice(start, start + n));
  } else {
    if (!hasFree(plan.plan, line.category!, skip, n)) return 'SOLD_OUT';
    found = bestRuns(plan.plan, line.category!, skip, n, CANDIDATES * 2);
    if (found.length === 0) return 'SEATS_NOT_TOGETHER';
  }
  const busy = (run: string[]) => run.some((seatId) => inFlight.has(`${dateId}:${seatId}`));
  return [...found.filter((run) => !busy(run)), ...found.filter(busy)].slice(0, CANDIDATES);
}

/** The seats this reservation claimed count as taken in this process's reads from now on. */
function noteClaimed(written: Written, options: ReserveSeatsOptions): void {
  const byCategory = new Map<string, string[]>();
  for (const attendee of written.attendees) {
    const seat = attendee.seat as AttendeeSeat | null | undefined;
    if (!seat) continue;
    byCategory.set(seat.category, [...(byCategory.get(seat.category) ?? []), seat.id]);
  }
  for (const [category, seatIds] of byCategory) noteTaken(options.dateId, category, seatIds, options.heldUntil);
}

/** SEAT_TAKEN (with the seats), SEATS_RETRY or SEATS_NOT_TOGETHER raised by stagedoor_take_seats, or null for any other failure. */
function seatRefusalOf(error: unknown): { code: 'SEAT_TAKEN'; seatIds: string[] } | { code: 'SEATS_RETRY' | 'SEATS_NOT_TOGETHER' } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, message, detail } = current as { code?: unknown; message?: unknown; detail?: unknown };
    if (code === 'P0001' && message === 'SEAT_TAKEN')
      return {
        code: 'SEAT_TAKEN',
        seatIds: String(detail ?? '')
          .split(',')
          .filter(Boolean),
      };
    if (code === 'P0001' && (message === 'SEATS_RETRY' || message === 'SEATS_NOT_TOGETHER')) return { code: message };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
