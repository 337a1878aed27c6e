import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventDailyStatistics, events, eventStatistics, orders } from '../../platform/db/schema.js';
import { dayIn } from './event-stats.js';

/**
 * Moves the event's running totals when an attendee's ticket stops or starts
 * counting (cancel, reactivate) or someone goes in or out, in the caller's transaction.
 * `orderId` names the ticket's order, whose day of sale moves with it in the sales chart.
 */
export async function adjustAttendeeStats(
  tx: Db,
  eventId: number,
  delta: { tickets?: number; checkIns?: number; orderId?: number },
): Promise<void> {
  const tickets = delta.tickets ?? 0;
  const checkIns = delta.checkIns ?? 0;
  if (tickets === 0 && checkIns === 0) return;
  await tx
    .insert(eventStatistics)
    .values({ eventId, ticketsSold: Math.max(0, tickets), attendeesRegistered: Math.max(0, tickets), checkIns: Math.max(0, checkIns) })
    .onConflictDoUpdate({
      target: eventStatistics.eventId,
      set: {
        ticketsSold: sql`greatest(0, ${eventStatistics.ticketsSold} + ${tickets})`,
        attendeesRegistered: sql`greatest(0, ${eventStatistics.attendeesRegistered} + ${tickets})`,
        checkIns: sql`greatest(0, ${eventStatistics.checkIns} + ${checkIns})`,
        updatedAt: new Date(),
      },
    });
  if (delta.orderId !== undefined) await adjustDailyTicketsSold(tx, delta.orderId, tickets);
}

/**
 * Tickets of a sold order that stop counting (negative) or count again move the tickets sold of the day the
 * order was sold, as the sales chart counted it (countSale: that day in the event's time zone). A chart that
 * kept a cancelled sale would disagree with the event's totals.
 */
export async function adjustDailyTicketsSold(tx: Db, orderId: number, tickets: number): Promise<void> {
  if (tickets === 0) return;
  const [sale] = await tx
    .select({ eventId: orders.eventId, completedAt: orders.completedAt, timezone: events.timezone })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  // Only a completed sale was counted.
  if (!sale?.completedAt) return;
  await tx
    .update(eventDailyStatistics)
    .set({ ticketsSold: sql`greatest(0, ${eventDailyStatistics.ticketsSold} + ${tickets})` })
    .where(and(eq(eventDailyStatistics.eventId, sale.eventId), eq(eventDailyStatistics.date, dayIn(sale.timezone, sale.completedAt))));
}
