import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { attendees, eventStatistics, orderItems, ticketPrices } from '../../platform/db/schema.js';
import { adjustDailyTicketsSold } from '../events/attendee-stats.js';
import type { OrderRow } from './load-order.js';

/**
 * Cancels every ticket of an order that is still valid and gives its unit back
 * to its price, once: only attendees that this statement moved to CANCELLED give
 * stock back, so tickets cancelled one by one earlier are not returned twice.
 * Locks the order's prices in ascending id order first (docs/locking.md); the
 * caller holds the order's row lock and changes its status in the same transaction.
 * Returns the number of tickets cancelled.
 */
export async function releaseOrderTickets(tx: Db, order: Pick<OrderRow, 'id' | 'eventId' | 'completedAt'>): Promise<number> {
  const lines = await tx.selectDistinct({ priceId: orderItems.ticketPriceId }).from(orderItems).where(eq(orderItems.orderId, order.id));
  const priceIds = lines.map((line) => line.priceId).sort((a, b) => a - b);
  if (priceIds.length > 0) {
    await tx
      .select({ id: ticketPrices.id })
      .from(ticketPrices)
      .where(inArray(ticketPrices.id, priceIds))
      .orderBy(ticketPrices.id)
      .for('update');
  }
  const cancelled = await tx
    .update(attendees)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(and(eq(attendees.orderId, order.id), ne(attendees.status, 'CANCELLED')))
    .returning({ priceId: attendees.ticketPriceId });
  const perPrice = new Map<number, number>();
  for (const row of cancelled) perPrice.set(row.priceId, (perPrice.get(row.priceId) ?? 0) + 1);
  for (const [priceId, quantity] of [...perPrice].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(ticketPrices)
      .set({ quantityHeld: sql`greatest(0, ${ticketPrices.quantityHeld} - ${quantity})` })
      .where(eq(ticketPrices.id, priceId));
  }
  // Only a completed sale was counted in the event's totals.
  if (order.completedAt && cancelled.length > 0) {
    await tx
      .update(eventStatistics)
      .set({
        ticketsSold: sql`greatest(0, ${eventStatistics.ticketsSold} - ${cancelled.length})`,
        attendeesRegistered: sql`greatest(0, ${eventStatistics.attendeesRegistered} - ${cancelled.length})`,
        updatedAt: new Date(),
      })
      .where(eq(eventStatistics.eventId, order.eventId));
    await adjustDailyTicketsSold(tx, order.id, -cancelled.length);
  }
  return cancelled.length;
}
