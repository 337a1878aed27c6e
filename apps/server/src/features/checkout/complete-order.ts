import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, eventDailyStatistics, events, eventStatistics, orders } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { dayIn } from '../events/event-stats.js';
import { TIMED_HOLDING_STATUSES } from '../tickets/availability.js';
import type { OrderRow } from './load-order.js';
import { queueOrderEmails } from './order-mails.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';
import { sellOrderSeats } from '../seat-claims/claims.js';
import { seatsTaken } from '../seat-claims/claims.js';
import { refuseSeatsGoneFromPlan } from '../seat-claims/reclaim-seats.js';
import { issueOrderInvoice } from '../invoices/issue-invoice.js';

/** Adds a completed order to the event's running totals, in the same transaction. */
export async function countSale(tx: Db, order: OrderRow, ticketsSold: number): Promise<void> {
  const [event] = await tx.select({ timezone: events.timezone }).from(events).where(eq(events.id, order.eventId));
  const totals = {
    ticketsSold,
    ordersCreated: 1,
    salesTotalGross: order.totalGross,
    totalFee: order.totalFee,
    totalTax: order.totalTax,
  };
  await tx
    .insert(eventStatistics)
    .values({ eventId: order.eventId, ...totals, attendeesRegistered: ticketsSold })
    .onConflictDoUpdate({
      target: eventStatistics.eventId,
      set: {
        ticketsSold: sql`${eventStatistics.ticketsSold} + ${ticketsSold}`,
        ordersCreated: sql`${eventStatistics.ordersCreated} + 1`,
        attendeesRegistered: sql`${eventStatistics.attendeesRegistered} + ${ticketsSold}`,
        salesTotalGross: sql`${eventStatistics.salesTotalGross} + ${order.totalGross}`,
        totalFee: sql`${eventStatistics.totalFee} + ${order.totalFee}`,
        totalTax: sql`${eventStatistics.totalTax} + ${order.totalTax}`,
        updatedAt: new Date(),
      },
    });
  await tx
    .insert(eventDailyStatistics)
    // The day the order was completed: a later cancellation finds the same day (adjustDailyTicketsSold).
    .values({ eventId: order.eventId, date: dayIn(event?.timezone ?? 'UTC', order.completedAt ?? new Date()), ...totals })
    .onConflictDoUpdate({
      target: [eventDailyStatistics.eventId, eventDailyStatistics.date],
      set: {
        ticketsSold: sql`${eventDailyStatistics.ticketsSold} + ${ticketsSold}`,
        ordersCreated: sql`${eventDailyStatistics.ordersCreated} + 1`,
        salesTotalGross: sql`${eventDailyStatistics.salesTotalGross} + ${order.totalGross}`,
        totalFee: sql`${eventDailyStatistics.totalFee} + ${order.totalFee}`,
        totalTax: sql`${eventDailyStatistics.totalTax} + ${order.totalTax}`,
      },
    });
}

/**
 * Turns a held order into a sale: a conditional update from a holding status
 * (so a webhook and a buyer racing cannot complete it twice), attendees become
 * valid tickets, the event's totals grow and the emails are queued — all in the
 * caller's transaction. `requireLiveHold` refuses an order whose hold ran out.
 * An order with seats sells its held claims; when one of them was taken over by another buyer after the hold ran out
 * (docs/locking.md, "Seats"), it answers 409 SEAT_TAKEN having sold nothing twice: the caller rolls back (a late
 * card payment is then refunded, as for a hold that was released).
 */
export async function completeOrder(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  /** actorUserId: the organizer who marked it paid; none when the buyer's payment completed it. */
  options: {
    paymentProvider: string | null;
    requireLiveHold: boolean;
    actorUserId?: number;
    /** Test-only (unsafeDisableOrderLocking): no status condition, so that the race tests' control sees the damage. */
    unguarded?: boolean;
  },
): Promise<OrderRow> {
  const [completed] = await tx
    .update(orders)
    .set({
      status: 'COMPLETED',
      paymentStatus: order.totalGross === 0 ? 'NOT_REQUIRED' : 'SUCCEEDED',
      paymentProvider: options.paymentProvider,
      completedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.id, order.id),
        options.unguarded ? undefined : inArray(orders.status, [...TIMED_HOLDING_STATUSES, 'PROCESSING']),
        options.requireLiveHold ? sql`${orders.reservedUntil} > now()` : undefined,
      ),
    )
    .returning();
  if (!completed) throw new AppError('ORDER_EXPIRED');
  // The invoice's number is taken in this transaction, before the event's totals are locked (docs/invoice-numbering.md,
  // lock order): a completion that fails later gives its number back.
  await issueOrderInvoice(ctx, tx, completed.id);
  const activated = await tx
    .update(attendees)
    .set({ status: 'ACTIVE', updatedAt: new Date() })
    // ACTIVE too: tickets issued at once for pay at the door (docs/payments.md) are sold now, with the order.
    .where(and(eq(attendees.orderId, order.id), inArray(attendees.status, ['AWAITING_PAYMENT', 'ACTIVE'])))
    .returning({ id: attendees.id, seat: attendees.seat });
  const seated = activated.flatMap((row) => (row.seat ? [row.seat] : []));
  if (seated.length > 0) {
    await refuseSeatsGoneFromPlan(tx, order.eventId, seated, { unlocked: ctx.config.unsafeDisableStockLocking });
    const sold = new Set(await sellOrderSeats(tx, order.id));
    if (sold.size < seated.length) throw seatsTaken(seated.filter((seat) => !sold.has(seat.id)));
  }
  await countSale(tx, completed, activated.length);
  await writeAudit(tx, {
    accountId: completed.accountId,
    eventId: completed.eventId,
    subject: { type: 'ORDER', id: completed.id },
    action: options.actorUserId ? 'MARKED_PAID' : 'PAID',
    actorUserId: options.actorUserId ?? null,
    data: { provider: options.paymentProvider, amount: completed.totalGross },
  });
  await queueOrderEmails(ctx, tx, completed.id);
  await emitWebhookEvent(ctx, tx, {
    accountId: completed.accountId,
    eventId: completed.eventId,
    type: 'order.completed',
    orderId: completed.id,
  });
  await emitWebhookEvent(ctx, tx, {
    accountId: completed.accountId,
    eventId: completed.eventId,
    type: 'attendee.created',
    attendeeIds: activated.map((row) => row.id),
  });
  return completed;
}
