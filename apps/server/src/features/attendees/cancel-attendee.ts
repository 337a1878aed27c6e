import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, capacityAssignmentTickets, orders } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { checkRoom, roomOf, setLockTimeout, takeStock } from '../checkout/locking.js';
import { releaseStaleHolds } from '../checkout/expire-orders.js';
import { giveStockBack, lockStockRows, orderHoldsStock } from '../tickets/availability.js';
import { adjustAttendeeStats } from '../events/attendee-stats.js';
import { auditAttendee } from './audit-attendee.js';
import { findAttendee } from './present-attendee.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';
import { releaseAttendeeSeat } from '../seat-claims/claims.js';
import { reclaimSeats } from '../seat-claims/reclaim-seats.js';
import { keepListFirst } from '../waiting-list/organizer-stock.js';
import { queueWaitingListOffers } from '../waiting-list/queue.js';

export interface AttendeeActionOptions {
  accountId: number;
  eventId: number;
  attendeeId: number;
  actorUserId: number | null;
  /** Reactivation: take a unit the waiting list keeps (the organizer's explicit choice, docs/waiting-list.md). */
  takeFromWaitingList?: boolean;
}

/**
 * Locks the attendee's stock row (its date's row of its price, or its price's for a pass); releasing its order
 * waits for it, so the order's status read next holds.
 */
async function lockStock(tx: Db, attendee: { ticketPriceId: number; eventDateId: number | null }): Promise<void> {
  await lockStockRows(tx, [{ priceId: attendee.ticketPriceId, dateId: attendee.eventDateId }]);
}

async function orderHolds(tx: Db, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderHoldsStock()));
  return !!row;
}

/**
 * Cancels one ticket: it stops being valid and, while its order still holds stock,
 * its unit goes back on sale (marked on the attendee, so that releasing the whole
 * order later does not give it back twice). Conditional: a second cancel answers 409.
 */
export async function cancelAttendee(ctx: AppContext, options: AttendeeActionOptions): Promise<void> {
  const { accountId, eventId, attendeeId } = options;
  await ctx.db.transaction(async (tx) => {
    await setLockTimeout(tx);
    const { attendee } = await findAttendee(tx, accountId, eventId, attendeeId);
    await lockStock(tx, attendee);
    const holds = await orderHolds(tx, attendee.orderId);
    const [cancelled] = await tx
      .update(attendees)
      .set({ status: 'CANCELLED', stockReleasedAt: holds ? sql`now()` : null, updatedAt: new Date() })
      .where(and(eq(attendees.id, attendee.id), eq(attendees.status, 'ACTIVE')))
      .returning();
    if (!cancelled) throw new AppError(attendee.status === 'CANCELLED' ? 'ATTENDEE_CANCELLED' : 'CONFLICT');
    if (holds) {
      await giveStockBack(tx, { priceId: attendee.ticketPriceId, dateId: attendee.eventDateId, quantity: 1 });
      // The unit goes to the waiting list first: its offer pass runs once this commits.
      await queueWaitingListOffers(ctx, tx, eventId);
    }
    // Its seat goes back on sale (it keeps attendees.seat, so a reactivation claims the same seat again).
    if (cancelled.seat) await releaseAttendeeSeat(tx, cancelled.id);
    await adjustAttendeeStats(tx, eventId, { tickets: -1, checkIns: cancelled.checkedInAt ? -1 : 0, orderId: cancelled.orderId });
    await auditAttendee(tx, cancelled, 'CANCELLED', options.actorUserId, { stock_released: holds });
    await emitWebhookEvent(ctx, tx, { accountId, eventId, type: 'attendee.cancelled', attendeeId });
  });
}

/**
 * Makes a cancelled ticket valid again, taking its unit back like a sale under the
 * purchase locks (capacity assignments, then the price): 409 SOLD_OUT when nothing
 * is left, so availability never goes below zero. Only a ticket cancelled on its own,
 * in an order that still stands, can come back.
 */
export async function reactivateAttendee(ctx: AppContext, options: AttendeeActionOptions): Promise<void> {
  const { accountId, eventId, attendeeId } = options;
  const { attendee: seen } = await findAttendee(ctx.db, accountId, eventId, attendeeId);
  if (seen.status !== 'CANCELLED') throw new AppError('ATTENDEE_NOT_CANCELLED');
  await releaseStaleHolds(ctx, eventId);
  const unsafe = ctx.config.unsafeDisableStockLocking;
  await ctx.db.transaction(async (tx) => {
    await setLockTimeout(tx);
    if (!unsafe) {
      const links = await tx.select().from(capacityAssignmentTickets).where(eq(capacityAssignmentTickets.ticketId, seen.ticketId));
      // A pass has no date of its own; it needs room on every date that has not ended (any of them will do).
      const [order] = await tx.select({ dateId: orders.eventDateId }).from(orders).where(eq(orders.id, seen.orderId));
      const room = roomOf([{ ticketId: seen.ticketId, quantity: 1, pass: seen.eventDateId === null }], links, {
        eventId,
        dateId: seen.eventDateId ?? order?.dateId ?? null,
      });
      await checkRoom(tx, room.assignments, null, room.date);
      await lockStock(tx, seen);
    }
    if (!(await orderHolds(tx, seen.orderId))) throw new AppError('CONFLICT');
    const [reactivated] = await tx
      .update(attendees)
      .set({ status: 'ACTIVE', stockReleasedAt: null, updatedAt: new Date() })
      .where(and(eq(attendees.id, seen.id), eq(attendees.status, 'CANCELLED'), isNotNull(attendees.stockReleasedAt)))
      .returning();
    if (!reactivated) throw new AppError('ATTENDEE_NOT_CANCELLED');
    // Its seat again, unless someone bought it meanwhile (409 SEAT_TAKEN: the transaction rolls back).
    if (reactivated.seat) {
      const [order] = await tx.select({ dateId: orders.eventDateId }).from(orders).where(eq(orders.id, reactivated.orderId));
      await reclaimSeats(
        tx,
        { id: reactivated.orderId, eventId, eventDateId: order?.dateId ?? null },
        { attendeeIds: [reactivated.id], sold: true },
      );
    }
    await adjustAttendeeStats(tx, eventId, { tickets: 1, checkIns: reactivated.checkedInAt ? 1 : 0, orderId: reactivated.orderId });
    await auditAttendee(tx, reactivated, 'REACTIVATED', options.actorUserId);
    await emitWebhookEvent(ctx, tx, { accountId: reactivated.accountId, eventId, type: 'attendee.updated', attendeeId: reactivated.id });
    const stock = [{ priceId: seen.ticketPriceId, quantity: 1, expectedPrice: null, dateId: seen.eventDateId }];
    // Units the waiting list keeps are taken only by the organizer's explicit choice (docs/waiting-list.md).
    await keepListFirst(ctx, tx, stock, options.takeFromWaitingList ?? false);
    await takeStock(tx, stock, { skipLocks: unsafe });
  });
}
