import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { attendees, seatClaims } from '../../platform/db/schema.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { inAccount } from '../../platform/auth/scope.js';
import { attendeeSeatOf } from '../seat-map/event-plan.js';
import { findAttendee } from '../attendees/present-attendee.js';
import { auditAttendee } from '../attendees/audit-attendee.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';
import { seatsTaken, takeSeats } from '../seat-claims/claims.js';
import { seatedPlanOf } from './seat-blocks.js';

export interface MoveAttendeeSeatOptions {
  accountId: number;
  eventId: number;
  attendeeId: number;
  seatId: string;
  actorUserId: number | null;
}

/**
 * Moves an attendee to another seat of the same category on the attendee's date, in one transaction: the new seat is
 * claimed with the conditional insert (409 SEAT_TAKEN when it is not free), the old claim goes, and the ticket's seat
 * follows. The old claim is removed first, so the attendee's one claim (seat_claims_attendee_unique) can name the new
 * seat; a refusal rolls both back.
 */
export async function moveAttendeeSeat(ctx: AppContext, options: MoveAttendeeSeatOptions): Promise<void> {
  const { accountId, eventId, attendeeId, seatId } = options;
  await ctx.db.transaction(async (tx) => {
    // Moves of one attendee wait for each other; moves of different attendees meet only at the claim.
    const [locked] = await tx
      .select({ id: attendees.id })
      .from(attendees)
      .where(inAccount(attendees, accountId, eq(attendees.eventId, eventId), eq(attendees.id, attendeeId)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    const { attendee } = await findAttendee(tx, accountId, eventId, attendeeId);
    const eventPlan = await seatedPlanOf(tx, eventId);
    if (attendee.status === 'CANCELLED') throw new AppError('ATTENDEE_CANCELLED');
    if (attendee.status !== 'ACTIVE') throw new AppError('CONFLICT');
    const [current] = await tx.select().from(seatClaims).where(eq(seatClaims.attendeeId, attendeeId));
    if (!current) throw new AppError('CONFLICT', { message: 'error.attendee_not_seated' });
    const target = eventPlan.plan.byId.get(seatId);
    if (!target) throw fieldError('seat_id', 'validation.seat_not_in_plan');
    if (target.category !== current.category) throw fieldError('seat_id', 'validation.seat_other_category');
    if (current.seatId === seatId) return;
    await tx.delete(seatClaims).where(and(eq(seatClaims.eventDateId, current.eventDateId), eq(seatClaims.seatId, current.seatId)));
    const taken = await takeSeats(tx, eventId, [{ dateId: current.eventDateId, seatId, category: target.category, attendeeId }], {
      kind: current.kind,
      orderId: current.orderId,
      heldUntil: current.heldUntil,
    });
    if (taken.length > 0) throw seatsTaken([target]);
    const seat = attendeeSeatOf(eventPlan.plan, seatId);
    await tx.update(attendees).set({ seat, updatedAt: new Date() }).where(eq(attendees.id, attendeeId));
    await auditAttendee(tx, attendee, 'EDITED', options.actorUserId, { fields: ['seat'], from: current.seatId, to: seatId });
    await emitWebhookEvent(ctx, tx, { accountId, eventId, type: 'attendee.updated', attendeeId });
  });
}
