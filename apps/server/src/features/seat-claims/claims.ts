import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AttendeeSeat } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { seatClaims } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { seatClaimsChanged } from './taken-seats.js';

/**
 * The writes of seat_claims (docs/locking.md, "Seats"). The primary key (event_date_id, seat_id) is the guarantee:
 * one claim per seat and date, whatever the number of app processes. A HELD claim whose `held_until` has passed is
 * free: the conditional upsert of takeSeats takes it over, so a hold that ran out never blocks a buyer even before
 * its order is released.
 */

/** One seat (or standing place, `<area>#<n>`) taken on one date, in its category, for an attendee or none (a block). */
export interface SeatTake {
  dateId: number;
  seatId: string;
  category: string;
  attendeeId?: number | null;
}

/** Who takes the seats: an order's hold or sale, or the organizer's block. */
export interface ClaimHolder {
  kind: 'HELD' | 'SOLD' | 'BLOCKED';
  orderId?: number | null;
  /** For a hold: the order's reserved_until; null keeps it until the order is completed or released. */
  heldUntil?: Date | null;
  reason?: string | null;
  /** Test-only (the race tests' controls): the upsert overwrites whatever claim is there, as a check-then-write would. */
  unsafe?: boolean;
}

const keyOf = (dateId: number, seatId: string) => `${dateId}\u0000${seatId}`;

/**
 * The one write that takes seats: an insert that, on a seat already claimed on that date, only takes over a hold that
 * ran out (and, for a block, an earlier block of the same seat). The primary key (event_date_id, seat_id) makes this
 * safe without any lock: of two transactions taking the same free seat, the second waits for the first and then finds
 * its claim. Rows are written in key order, so that two claims of several seats wait for each other instead of
 * deadlocking. Answers the seats that were not free; the caller rolls back (or back to its savepoint) when any are.
 */
export async function takeSeats(tx: Db, eventId: number, seats: SeatTake[], holder: ClaimHolder): Promise<SeatTake[]> {
  if (seats.length === 0) return [];
  seatClaimsChanged();
  const unique = [...new Map(seats.map((seat) => [keyOf(seat.dateId, seat.seatId), seat])).values()];
  const rows = JSON.stringify(
    unique.map((seat) => ({ date_id: seat.dateId, seat_id: seat.seatId, category: seat.category, attendee_id: seat.attendeeId ?? null })),
  );
  const expiredHold = sql`(seat_claims.kind = 'HELD' and seat_claims.held_until < now())`;
  const takesOver = holder.unsafe
    ? sql`true`
    : holder.kind === 'BLOCKED'
      ? sql`${expiredHold} or seat_claims.kind = 'BLOCKED'`
      : expiredHold;
  const result = await tx.execute(sql`
    insert into seat_claims (event_date_id, seat_id, event_id, category, kind, order_id, attendee_id, held_until, reason)
    select x.date_id, x.seat_id, ${eventId}::int, x.category, ${holder.kind}::text, ${holder.orderId ?? null}::int,
      x.attendee_id, ${holder.heldUntil?.toISOString() ?? null}::timestamptz, ${holder.reason ?? null}::text
    from jsonb_to_recordset(${rows}::jsonb) as x(date_id int, seat_id text, category text, attendee_id int)
    order by x.date_id, x.seat_id
    on conflict (event_date_id, seat_id) do update set
      event_id = excluded.event_id, category = excluded.category, kind = excluded.kind, order_id = excluded.order_id,
      attendee_id = excluded.attendee_id, held_until = excluded.held_until, reason = excluded.reason, created_at = now()
    where ${takesOver}
    returning event_date_id, seat_id`);
  const claimed = new Set(rowsOf<{ event_date_id: number; seat_id: string }>(result).map((row) => keyOf(row.event_date_id, row.seat_id)));
  return unique.filter((seat) => !claimed.has(keyOf(seat.dateId, seat.seatId)));
}

/**
 * 409 SEAT_TAKEN naming the seats that were not free, each once: by section, row and label where the plan has them
 * (the message), and by id (details.seat_ids).
 */
export function seatsTaken(seats: Pick<AttendeeSeat, 'id' | 'section' | 'row' | 'label'>[]): AppError {
  const unique = [...new Map(seats.map((seat) => [seat.id, seat])).values()];
  const labels = unique.map((seat) => [seat.section, seat.row, seat.label].filter(Boolean).join(' ') || seat.id);
  return new AppError('SEAT_TAKEN', { params: { seats: labels.join(', ') }, details: { seat_ids: unique.map((seat) => seat.id) } });
}

/** One seat (or standing place) an order takes, for one of its attendees. */
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
  /** Test-only (the race test's control): see ClaimHolder. */
  unsafe?: boolean;
}

/** Holds the seats for an order's attendees on its date (takeSeats). Answers the seats it could not take. */
export async function claimSeats(tx: Db, claims: SeatClaim[], options: ClaimSeatsOptions): Promise<string[]> {
  const { eventId, dateId, orderId, heldUntil, unsafe } = options;
  const missing = await takeSeats(
    tx,
    eventId,
    claims.map((claim) => ({ dateId, ...claim })),
    { kind: 'HELD', orderId, heldUntil, unsafe },
  );
  return missing.map((seat) => seat.seatId);
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
  seatClaimsChanged();
  await tx.execute(
    sql`UPDATE seat_claims SET held_until = ${heldUntil ? heldUntil.toISOString() : null}::timestamptz
      WHERE order_id = ${orderId} AND kind = 'HELD'`,
  );
}

/** The order's seats go back on sale (expiry, abandonment, cancellation, refund); the claims it lost stay with their new holder. */
export async function releaseOrderSeats(tx: Db, orderId: number): Promise<void> {
  seatClaimsChanged();
  await tx.execute(sql`DELETE FROM seat_claims WHERE order_id = ${orderId} AND kind IN ('HELD', 'SOLD')`);
}

/** One attendee's seat goes back on sale (the attendee is cancelled). */
export async function releaseAttendeeSeat(tx: Db, attendeeId: number): Promise<void> {
  seatClaimsChanged();
  await tx.execute(sql`DELETE FROM seat_claims WHERE attendee_id = ${attendeeId} AND kind IN ('HELD', 'SOLD')`);
}

/** Claims of live sales: sold, or held by an order whose hold has not run out (no end: a payment on its way). */
export const liveSaleClaim = () =>
  or(eq(seatClaims.kind, 'SOLD'), and(eq(seatClaims.kind, 'HELD'), or(isNull(seatClaims.heldUntil), gt(seatClaims.heldUntil, sql`now()`))));

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
