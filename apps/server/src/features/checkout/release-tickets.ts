import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { attendees, eventStatistics } from '../../platform/db/schema.js';
import { giveStockBack, lockStockRows, orderStockUnits } from '../tickets/availability.js';
import { adjustDailyTicketsSold } from '../events/attendee-stats.js';
import type { OrderRow } from './load-order.js';
import { releaseOrderSeats } from '../seat-claims/claims.js';

/**
 * Cancels every ticket of an order that is still valid and gives its unit back
 * to its price, once: only attendees that this statement moved to CANCELLED give
 * stock back, so tickets cancelled one by one earlier are not returned twice.
 * Locks the order's stock rows (its date's rows of its ONE_DATE prices, its passes' prices) in ascending price id first (docs/locking.md); the
 * caller holds the order's row lock and changes its status in the same transaction.
 * Returns the number of tickets cancelled.
 */
export async function releaseOrderTickets(tx: Db, order: Pick<OrderRow, 'id' | 'eventId' | 'completedAt'>): Promise<number> {
  const units = await orderStockUnits(tx, order.id);
  await lockStockRows(tx, units);
  const cancelled = await tx
    .update(attendees)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(and(eq(attendees.orderId, order.id), ne(attendees.status, 'CANCELLED')))
    .returning({ priceId: attendees.ticketPriceId });
  const perPrice = new Map<number, number>();
  for (const row of cancelled) perPrice.set(row.priceId, (perPrice.get(row.priceId) ?? 0) + 1);
  // Each unit goes back where the order took it: the date's row for a ONE_DATE ticket, the price's for a pass.
  for (const unit of units) await giveStockBack(tx, { ...unit, quantity: perPrice.get(unit.priceId) ?? 0 });
  // Its seats go back on sale with its tickets (docs/locking.md, "Seats").
  if (cancelled.length > 0) await releaseOrderSeats(tx, order.id);
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
