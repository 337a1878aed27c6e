import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';

/** One seat (or standing place) on one date, with the category it sells in. */
export interface SeatOnDate {
  dateId: number;
  seatId: string;
  category: string;
}

export interface ClaimHolder {
  kind: 'HELD' | 'SOLD' | 'BLOCKED';
  orderId?: number | null;
  attendeeId?: number | null;
  heldUntil?: Date | null;
  reason?: string | null;
}

const keyOf = (dateId: number, seatId: string) => `${dateId}\u0000${seatId}`;

/**
 * Takes the seats for `holder` with the one statement the seating design allows (docs/seating.md): an insert that,
 * on a seat already claimed on that date, only takes over a hold that ran out (and, for a block, an earlier block of
 * the same seat). The primary key (event_date_id, seat_id) makes this safe without any lock: of two transactions
 * taking the same free seat, the second waits for the first and then finds its claim. Rows are written in key
 * order so that two claims of several seats wait for each other instead of deadlocking.
 *
 * Answers the seats that were not free, in the order given; the caller rolls its transaction back when any are.
 */
export async function claimSeats(tx: Db, eventId: number, seats: SeatOnDate[], holder: ClaimHolder): Promise<SeatOnDate[]> {
  if (seats.length === 0) return [];
  const unique = [...new Map(seats.map((seat) => [keyOf(seat.dateId, seat.seatId), seat])).values()];
  const rows = JSON.stringify(unique.map((seat) => ({ date_id: seat.dateId, seat_id: seat.seatId, category: seat.category })));
  const takesOver =
    holder.kind === 'BLOCKED'
      ? sql`(seat_claims.kind = 'HELD' and seat_claims.held_until < now()) or seat_claims.kind = 'BLOCKED'`
      : sql`seat_claims.kind = 'HELD' and seat_claims.held_until < now()`;
  const result = await tx.execute(sql`
    insert into seat_claims (event_date_id, seat_id, event_id, category, kind, order_id, attendee_id, held_until, reason)
    select x.date_id, x.seat_id, ${eventId}::int, x.category, ${holder.kind}::text, ${holder.orderId ?? null}::int,
      ${holder.attendeeId ?? null}::int, ${holder.heldUntil?.toISOString() ?? null}::timestamptz, ${holder.reason ?? null}::text
    from jsonb_to_recordset(${rows}::jsonb) as x(date_id int, seat_id text, category text)
    order by x.date_id, x.seat_id
    on conflict (event_date_id, seat_id) do update set
      event_id = excluded.event_id, category = excluded.category, kind = excluded.kind, order_id = excluded.order_id,
      attendee_id = excluded.attendee_id, held_until = excluded.held_until, reason = excluded.reason, created_at = now()
    where ${takesOver}
    returning event_date_id, seat_id`);
  const claimed = new Set(rowsOf<{ event_date_id: number; seat_id: string }>(result).map((row) => keyOf(row.event_date_id, row.seat_id)));
  return unique.filter((seat) => !claimed.has(keyOf(seat.dateId, seat.seatId)));
}

/** 409 SEAT_TAKEN naming the seats that were not free (each once, whatever the dates). */
export function seatsTaken(taken: SeatOnDate[]): AppError {
  const seatIds = [...new Set(taken.map((seat) => seat.seatId))];
  return new AppError('SEAT_TAKEN', { params: { seats: seatIds.join(', ') }, details: { seat_ids: seatIds } });
}
