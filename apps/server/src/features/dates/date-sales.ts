import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderItems, orders, tickets } from '../../platform/db/schema.js';
import { orderHoldsStock } from '../tickets/availability.js';

/** Units held by orders that hold stock (availability.ts), as docs/dates.md counts them. */
export interface DateSales {
  /** ONE_DATE units per date, then per ticket price. */
  oneDate: Map<number, Map<number, number>>;
  /** Pass (ALL_DATES) units per ticket price: they are on every date of the event. */
  passes: Map<number, number>;
}

/** What the orders of an event hold on the given dates, and in passes. */
export async function salesOnDates(db: Db, eventId: number, dateIds: number[]): Promise<DateSales> {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const oneDateRows =
    dateIds.length === 0
      ? []
      : await db
          .select({ dateId: orders.eventDateId, priceId: orderItems.ticketPriceId, quantity })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
          .innerJoin(tickets, eq(tickets.id, orderItems.ticketId))
          .where(
            and(eq(orders.eventId, eventId), inArray(orders.eventDateId, dateIds), eq(tickets.validity, 'ONE_DATE'), orderHoldsStock()),
          )
          .groupBy(orders.eventDateId, orderItems.ticketPriceId);
  const passRows = await db
    .select({ priceId: orderItems.ticketPriceId, quantity })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(tickets, eq(tickets.id, orderItems.ticketId))
    .where(and(eq(orders.eventId, eventId), eq(tickets.validity, 'ALL_DATES'), orderHoldsStock()))
    .groupBy(orderItems.ticketPriceId);
  const oneDate = new Map<number, Map<number, number>>();
  for (const row of oneDateRows) {
    if (row.dateId === null) continue;
    const byPrice = oneDate.get(row.dateId) ?? new Map<number, number>();
    byPrice.set(row.priceId, Number(row.quantity));
    oneDate.set(row.dateId, byPrice);
  }
  return { oneDate, passes: new Map(passRows.map((row) => [row.priceId, Number(row.quantity)])) };
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** The units on one date: its ONE_DATE units plus every pass unit of the event. */
export function soldOnDate(sales: DateSales, dateId: number): number {
  return sum(sales.oneDate.get(dateId)?.values() ?? []) + sum(sales.passes.values());
}
