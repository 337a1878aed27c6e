import { sql } from 'drizzle-orm';
import type { AttendeeSeat } from '@stagedoor/contracts';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { attendeeSeatOf, STANDING_PLACE_SEPARATOR, type EventPlan } from '../seat-map/event-plan.js';
import { bestRuns, freeCount } from './best-available.js';
import { claimSeats, takenSeats, type ClaimSeatsOptions, type SeatClaim } from './claims.js';
import type { SeatedLine } from './seated-lines.js';

/** How many times best available reads the claims again before it gives up with 409 BUSY (a rush on the last seats). */
const MAX_READS = 20;
/** Runs tried (each in its own savepoint) between two reads of the claims. */
const TRIES_PER_READ = 8;

export interface OrderSeatsOptions extends ClaimSeatsOptions {
  plan: EventPlan;
}

class PartialClaim extends Error {
  constructor(readonly missing: string[]) {
    super('PARTIAL_CLAIM');
  }
}

/**
 * Claims the seats of a new order in the caller's transaction, after the order and its attendees were written
 * (attendeeIds: one per unit, in the order of the lines). Chosen seats are claimed at once: any not free is 409
 * SEAT_TAKEN naming them, and the caller's transaction rolls back, so nothing is held. Best available and standing
 * places are tried candidate after candidate, each in a savepoint rolled back when only some of its seats came.
 * Writes the attendees' seats (attendees.seat) and answers them.
 */
export async function claimOrderSeats(
  tx: Db,
  lines: SeatedLine[],
  attendeeIds: number[],
  options: OrderSeatsOptions,
): Promise<Map<number, AttendeeSeat>> {
  const { plan } = options;
  const chosen: SeatClaim[] = [];
  const searches: { line: SeatedLine; attendeeIds: number[] }[] = [];
  let next = 0;
  for (const line of lines) {
    const ids = attendeeIds.slice(next, next + line.quantity);
    next += line.quantity;
    if (!line.choice || line.category === null) continue;
    if (line.choice.kind === 'SEATS') {
      line.choice.seatIds.forEach((seatId, i) => chosen.push({ seatId, category: line.category!, attendeeId: ids[i]! }));
    } else {
      searches.push({ line, attendeeIds: ids });
    }
  }
  const missing = await claimSeats(tx, chosen, options);
  if (missing.length > 0) throw seatTaken(plan, missing);
  const claimed = [...chosen];
  for (const search of searches) claimed.push(...(await claimSearched(tx, search.line, search.attendeeIds, options)));
  const seats = new Map<number, AttendeeSeat>();
  for (const claim of claimed) {
    const seat = attendeeSeatOf(plan.plan, claim.seatId);
    if (seat) seats.set(claim.attendeeId, seat);
  }
  await writeAttendeeSeats(tx, seats);
  return seats;
}

/** 409 SEAT_TAKEN: the seats by their labels in the message, by their ids in the details. */
export function seatTaken(plan: EventPlan, seatIds: string[]): AppError {
  const labels = seatIds.map((id) => {
    const seat = attendeeSeatOf(plan.plan, id);
    return seat ? [seat.section, seat.row, seat.label].filter(Boolean).join(' ') : id;
  });
  return new AppError('SEAT_TAKEN', { params: { seats: labels.join(', ') }, details: { seat_ids: seatIds } });
}

/** Best available or standing places: the best candidate first, the next one when another buyer took part of it. */
async function claimSearched(tx: Db, line: SeatedLine, attendeeIds: number[], options: OrderSeatsOptions): Promise<SeatClaim[]> {
  const category = line.category!;
  for (let read = 0; read < MAX_READS; read += 1) {
    const taken = new Set((await takenSeats(tx, options.dateId, category)).map((claim) => claim.seat_id));
    const candidates = candidatesOf(line, taken, options.plan);
    if (candidates === 'SOLD_OUT') throw new AppError('SOLD_OUT');
    if (candidates.length === 0) throw new AppError('SEATS_NOT_TOGETHER');
    let tries = 0;
    // Buyers who read the same claims aim at the same best run: a run another buyer is taking right now is tried
    // after the others instead of waiting for that buyer's commit (the conditional insert stays the guarantee).
    const busy: string[][] = [];
    const ordered = async function* () {
      for (const candidate of candidates) {
        if (candidate.some((seatId) => taken.has(seatId))) continue;
        if (await tryMark(tx, options.dateId, candidate)) yield candidate;
        else busy.push(candidate);
      }
      yield* busy;
    };
    for await (const candidate of ordered()) {
      if (candidate.some((seatId) => taken.has(seatId))) continue;
      if (tries === TRIES_PER_READ) break;
      tries += 1;
      const claims = candidate.map((seatId, i) => ({ seatId, category, attendeeId: attendeeIds[i]! }));
      try {
        await tx.transaction(async (savepoint) => {
          const lost = await claimSeats(savepoint, claims, options);
          if (lost.length > 0) throw new PartialClaim(lost);
        });
        return claims;
      } catch (error) {
        if (!(error instanceof PartialClaim)) throw error;
        for (const seatId of error.missing) taken.add(seatId);
      }
    }
  }
  throw new AppError('BUSY', { retryAfterSeconds: 1 });
}

/** The advisory lock space of best available's runs (two-int keys: apart from the app's bigint keys). */
const RUN_LOCK_CLASS = 25_025;

/**
 * Marks a run as being taken by this transaction (advisory locks until it ends), without waiting: false when another
 * transaction marked one of its seats. Only an order of which seats to try first; PGlite always answers true.
 */
async function tryMark(tx: Db, dateId: number, seatIds: string[]): Promise<boolean> {
  const result = await tx.execute(sql`
    SELECT bool_and(pg_try_advisory_xact_lock(${RUN_LOCK_CLASS}::int, hashtext(${dateId}::text || ':' || seat_id))) AS marked
    FROM jsonb_array_elements_text(${JSON.stringify(seatIds)}::jsonb) AS s(seat_id)`);
  return rowsOf<{ marked: boolean }>(result)[0]?.marked !== false;
}

/** The candidates of a search, best first, or SOLD_OUT when fewer than n of the category are free at all. */
function candidatesOf(line: SeatedLine, taken: ReadonlySet<string>, plan: EventPlan): string[][] | 'SOLD_OUT' {
  const n = line.quantity;
  if (line.choice?.kind === 'STANDING') {
    const area = plan.plan.areas.get(line.choice.areaId)!;
    const free: string[] = [];
    for (let place = 1; place <= area.capacity; place += 1) {
      const id = `${area.id}${STANDING_PLACE_SEPARATOR}${place}`;
      if (!taken.has(id)) free.push(id);
    }
    if (free.length < n) return 'SOLD_OUT';
    // Any n places will do: the first free ones, then (after a lost race) the next ones.
    const candidates: string[][] = [];
    for (let start = 0; start + n <= free.length && candidates.length < TRIES_PER_READ; start += n) {
      candidates.push(free.slice(start, start + n));
    }
    return candidates;
  }
  if (freeCount(plan.plan, line.category!, taken) < n) return 'SOLD_OUT';
  // Enough for the tries of one read of the claims (a run lost to another buyer is skipped, not tried).
  return bestRuns(plan.plan, line.category!, taken, n, TRIES_PER_READ * 4);
}

/** attendees.seat: the copy every ticket, list and export shows, written in the claim's transaction. */
async function writeAttendeeSeats(tx: Db, seats: Map<number, AttendeeSeat>): Promise<void> {
  if (seats.size === 0) return;
  const rows = [...seats].map(([id, seat]) => ({ id, seat }));
  await tx.execute(sql`
    UPDATE attendees a SET seat = x.seat
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id integer, seat jsonb)
    WHERE a.id = x.id`);
}
