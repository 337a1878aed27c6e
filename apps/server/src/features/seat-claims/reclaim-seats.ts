import { and, eq, inArray, isNotNull } from 'drizzle-orm';
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
  // The event's plan may have changed since (a lapsed hold does not keep it): a seat it no longer has, in the same
  // category, is as good as taken.
  const plan = await readEventPlan(tx, order.eventId);
  const gone = seated.filter((row) => plan === null || attendeeSeatOf(plan.plan, row.seat!.id)?.category !== row.seat!.category);
  if (gone.length > 0) throw seatsTaken(gone.map((row) => row.seat!));
  const claims = seated.map((row) => ({ seatId: row.seat!.id, category: row.seat!.category, attendeeId: row.id }));
  const missing = await claimSeats(tx, claims, { eventId: order.eventId, dateId, orderId: order.id, heldUntil: null });
  if (missing.length > 0) throw seatsTaken(seated.filter((row) => missing.includes(row.seat!.id)).map((row) => row.seat!));
  if (options.sold) await sellOrderSeats(tx, order.id);
}
