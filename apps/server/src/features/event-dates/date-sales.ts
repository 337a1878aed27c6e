import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventDatePrices, orderItems, orders, ticketPrices, tickets } from '../../platform/db/schema.js';
import { TIMED_HOLDING_STATUSES } from '../tickets/availability.js';

/** Units held by orders that hold stock, as docs/dates.md counts them. */
export interface DateSales {
  /** ONE_DATE units per date, then per ticket price. */
  oneDate: Map<number, Map<number, number>>;
  /** Pass (ALL_DATES) units per ticket price: they are on every date of the event. */
  passes: Map<number, number>;
}

/**
 * What the orders of an event hold on the given dates, and in passes: the stock counters (docs/dates.md), less the
 * holds that ran out and that the expiry job has not released yet (a small set, read through a partial index), as
 * availability.ts counts them. Never a scan of the event's orders: a series with 100,000 orders lists as fast as one
 * with none.
 */
export async function salesOnDates(db: Db, eventId: number, dateIds: number[]): Promise<DateSales> {
  const counters =
    dateIds.length === 0
      ? []
      : await db
          .select({ dateId: eventDatePrices.eventDateId, priceId: eventDatePrices.ticketPriceId, held: eventDatePrices.quantityHeld })
          .from(eventDatePrices)
          .where(and(inArray(eventDatePrices.eventDateId, dateIds), gt(eventDatePrices.quantityHeld, 0)));
  const passCounters = await db
    .select({ priceId: ticketPrices.id, held: ticketPrices.quantityHeld })
    .from(ticketPrices)
    .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
    .where(and(eq(tickets.eventId, eventId), eq(tickets.validity, 'ALL_DATES')));
  const stale = await db
    .select({
      dateId: orders.eventDateId,
      priceId: orderItems.ticketPriceId,
      validity: tickets.validity,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(tickets, eq(tickets.id, orderItems.ticketId))
    .where(and(eq(orders.eventId, eventId), inArray(orders.status, [...TIMED_HOLDING_STATUSES]), sql`${orders.reservedUntil} <= now()`))
    .groupBy(orders.eventDateId, orderItems.ticketPriceId, tickets.validity);
  const oneDate = new Map<number, Map<number, number>>();
  for (const row of counters) {
    const byPrice = oneDate.get(row.dateId) ?? new Map<number, number>();
    byPrice.set(row.priceId, row.held);
    oneDate.set(row.dateId, byPrice);
  }
  const passes = new Map(passCounters.map((row) => [row.priceId, row.held]));
  for (const row of stale) {
    const units = Number(row.quantity);
    if (row.validity === 'ALL_DATES') passes.set(row.priceId, Math.max(0, (passes.get(row.priceId) ?? 0) - units));
    else if (row.dateId !== null && oneDate.get(row.dateId)?.has(row.priceId)) {
      const byPrice = oneDate.get(row.dateId)!;
      byPrice.set(row.priceId, Math.max(0, byPrice.get(row.priceId)! - units));
    }
  }
  return { oneDate, passes };
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** The units on one date: its ONE_DATE units plus every pass unit of the event. */
export function soldOnDate(sales: DateSales, dateId: number): number {
  return sum(sales.oneDate.get(dateId)?.values() ?? []) + sum(sales.passes.values());
}
