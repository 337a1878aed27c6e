import type { AttendeeSeat } from '@stagedoor/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { attendees } from '../../platform/db/schema.js';
import { attendeeSeatOf, readEventPlan } from '../seat-map/event-plan.js';
import { claimSeats, seatsTaken, sellOrderSeats } from './claims.js';

/**
 * Claims again the seats that attendees of an order had (attendees.seat), with the conditional upsert of a purchase:
 * a payment that arrived after its hold was released, or a cancelled ticket made valid again. 409 SEAT_TAKEN names
 * the seats someone else holds now; the caller rolls back (its savepoint). `sold`: the claims become SOLD at once.
 */
export async function reclaimSeats(
  tx: Db,
  order: { id: number; eventId: number; eventDateId: number | null },
  options: { attendeeIds?: number[]; sold: boolean },
): Promise<void> {
  const rows = await tx
    .select({ id: attendees.id, seat: attendees.seat, dateId: attendees.eventDateId })
    .from(attendees)
    .where(
      and(
        eq(attendees.orderId, order.id),
        isNotNull(attendees.seat),
        options.attendeeIds ? inArray(attendees.id, options.attendeeIds.concat(0)) : undefined,
      ),
    );
  const seated = rows.filter((row) => row.seat !== null);
  const dateId = seated[0]?.dateId ?? order.eventDateId;
  if (seated.length === 0 || dateId === null) return;
  await refuseSeatsGoneFromPlan(
    tx,
    order.eventId,
    seated.map((row) => row.seat!),
  );
  const claims = seated.map((row) => ({ seatId: row.seat!.id, category: row.seat!.category, attendeeId: row.id }));
  const missing = await claimSeats(tx, claims, { eventId: order.eventId, dateId, orderId: order.id, heldUntil: null });
  if (missing.length > 0) throw seatsTaken(seated.filter((row) => missing.includes(row.seat!.id)).map((row) => row.seat!));
  if (options.sold) await sellOrderSeats(tx, order.id);
}

/**
 * 409 SEAT_TAKEN for the seats the event's plan no longer has in the same category: the plan may have changed since
 * they were held (a hold that ran out does not keep the plan in use, docs/seating.md), and such a seat is as good as
 * taken. Takes the plan's row FOR SHARE first, so a save of the plan (which locks it FOR UPDATE and then looks for
 * live claims on the seats it removes) runs wholly before or after: either this reads the new layout, or the save
 * sees the seats sold.
 */
export async function refuseSeatsGoneFromPlan(
  tx: Db,
  eventId: number,
  seats: AttendeeSeat[],
  /** Test-only (unsafeDisableStockLocking): no share lock, so that the race test's control sees a save slip between. */
  options: { unlocked?: boolean } = {},
): Promise<void> {
  if (seats.length === 0) return;
  if (!options.unlocked) {
    await tx.execute(
      sql`SELECT 1 FROM seating_plans p JOIN event_seating s ON s.seating_plan_id = p.id WHERE s.event_id = ${eventId} FOR SHARE OF p`,
    );
  }
  const plan = await readEventPlan(tx, eventId);
  const gone = seats.filter((seat) => plan === null || attendeeSeatOf(plan.plan, seat.id)?.category !== seat.category);
  if (gone.length > 0) throw seatsTaken(gone);
}
