import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';

/**
 * The writes of seat_claims (docs/locking.md, "Seats"). The primary key (event_date_id, seat_id) is the guarantee:
 * one claim per seat and date, whatever the number of app processes. A HELD claim whose `held_until` has passed is
 * free: the conditional upsert of claimSeats takes it over, so a hold that ran out never blocks a buyer even before
 * its order is released.
 */

/** One seat (or standing place, `<area>#<n>`) an order takes, for one of its attendees. */
export interface SeatClaim {
  seatId: string;
  category: string;
  attendeeId: number;
}

export interface ClaimSeatsOptions {
  eventId: number;
  dateId: number;
  orderId: number;
  /** The order's reserved_until; null keeps the hold until the order is completed or released (a payment on its way). */
  heldUntil: Date | null;
  /** Test-only (the race test's control): the upsert overwrites whatever claim is there, as a check-then-write would. */
  unsafe?: boolean;
}

/**
 * Holds the seats for the order by one conditional upsert, in seat id order (so that two orders claiming the same
 * seats wait for each other in one direction). Answers the seats it could not take: held by a live hold, sold or
 * blocked. The caller rolls back (or back to its savepoint) when that is not empty.
 */
export async function claimSeats(tx: Db, claims: SeatClaim[], options: ClaimSeatsOptions): Promise<string[]> {
  if (claims.length === 0) return [];
  const sorted = [...claims].sort((a, b) => (a.seatId < b.seatId ? -1 : a.seatId > b.seatId ? 1 : 0));
  const condition = options.unsafe ? sql`` : sql`WHERE c.kind = 'HELD' AND c.held_until < now()`;
  const result = await tx.execute(sql`
    INSERT INTO seat_claims AS c (event_date_id, seat_id, event_id, category, kind, order_id, attendee_id, held_until)
    SELECT ${options.dateId}::integer, x.seat_id, ${options.eventId}::integer, x.category, 'HELD', ${options.orderId}::integer,
      x.attendee_id, ${options.heldUntil ? options.heldUntil.toISOString() : null}::timestamptz
    FROM unnest(${`{${sorted.map((c) => `"${c.seatId}"`).join(',')}}`}::text[],
      ${`{${sorted.map((c) => `"${c.category}"`).join(',')}}`}::text[],
      ${`{${sorted.map((c) => c.attendeeId).join(',')}}`}::integer[]) WITH ORDINALITY AS x(seat_id, category, attendee_id, n)
    ORDER BY x.n
    ON CONFLICT (event_date_id, seat_id) DO UPDATE SET kind = 'HELD', order_id = EXCLUDED.order_id,
      attendee_id = EXCLUDED.attendee_id, held_until = EXCLUDED.held_until, category = EXCLUDED.category,
      event_id = EXCLUDED.event_id, reason = NULL, created_at = now()
      ${condition}
    RETURNING c.seat_id`);
  const taken = new Set(rowsOf<{ seat_id: string }>(result).map((row) => row.seat_id));
  return sorted.map((claim) => claim.seatId).filter((seatId) => !taken.has(seatId));
}

/**
 * A sale: the order's HELD claims become SOLD. Answers the seats that did; fewer than the order's seated attendees
 * means that a seat was taken over after the order's hold ran out, and the caller must not complete the order.
 */
export async function sellOrderSeats(tx: Db, orderId: number): Promise<string[]> {
  const result = await tx.execute(
    sql`UPDATE seat_claims SET kind = 'SOLD', held_until = NULL WHERE order_id = ${orderId} AND kind = 'HELD' RETURNING seat_id`,
  );
  return rowsOf<{ seat_id: string }>(result).map((row) => row.seat_id);
}

/** How long the order's held seats stay held: null while its payment is on its way, else its reserved_until. */
export async function holdOrderSeatsUntil(tx: Db, orderId: number, heldUntil: Date | null): Promise<void> {
  await tx.execute(
    sql`UPDATE seat_claims SET held_until = ${heldUntil ? heldUntil.toISOString() : null}::timestamptz
      WHERE order_id = ${orderId} AND kind = 'HELD'`,
  );
}

/** The order's seats go back on sale (expiry, abandonment, cancellation, refund); the claims it lost stay with their new holder. */
export async function releaseOrderSeats(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM seat_claims WHERE order_id = ${orderId} AND kind IN ('HELD', 'SOLD')`);
}

/** One attendee's seat goes back on sale (the attendee is cancelled). */
export async function releaseAttendeeSeat(tx: Db, attendeeId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM seat_claims WHERE attendee_id = ${attendeeId} AND kind IN ('HELD', 'SOLD')`);
}

/** A claim as the free-seat readers see it. */
export interface TakenClaim {
  seat_id: string;
  kind: 'HELD' | 'SOLD' | 'BLOCKED';
}

/**
 * The seats of a date that are not free: sold, blocked, or held by a hold still running. One query over the date's
 * claims (the primary key's prefix), optionally of one category; a hold that ran out counts as free.
 */
export async function takenSeats(db: Db, dateId: number, category?: string): Promise<TakenClaim[]> {
  const result = await db.execute(sql`
    SELECT seat_id, kind FROM seat_claims
    WHERE event_date_id = ${dateId} ${category === undefined ? sql`` : sql`AND category = ${category}`}
      AND (kind <> 'HELD' OR held_until IS NULL OR held_until >= now())`);
  return rowsOf<TakenClaim>(result);
}
