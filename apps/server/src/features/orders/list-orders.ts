import { asc, count, inArray } from 'drizzle-orm';
import type { ManagedOrder, ListMeta } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { attendees, orderItems, orders } from '../../platform/db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { listMeta } from '../../platform/http/list.js';
import type { AttendeeRow, OrderItemRow, OrderRow } from '../checkout/load-order.js';
import { planOrderQuery } from './order-query.js';
import { presentManagedOrder } from './present-managed-order.js';
import { orderDatesByIds, type OrderDates } from '../event-dates/order-dates.js';

/** The lines and attendees of a page of orders, in two queries. */
export async function withLinesOf(
  db: Db,
  rows: OrderRow[],
): Promise<{ order: OrderRow; items: OrderItemRow[]; attendees: AttendeeRow[]; dates: OrderDates }[]> {
  const ids = rows.map((row) => row.id);
  const items = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)) : [];
  const people = ids.length ? await db.select().from(attendees).where(inArray(attendees.orderId, ids)).orderBy(asc(attendees.id)) : [];
  const dates = await orderDatesByIds(db, [...rows.map((row) => row.eventDateId), ...people.map((attendee) => attendee.eventDateId)]);
  return rows.map((order) => ({
    order,
    items: items.filter((item) => item.orderId === order.id),
    attendees: people.filter((attendee) => attendee.orderId === order.id),
    dates,
  }));
}

/** The orders of an event, paged (list parameters of API.md). */
export async function listOrders(
  ctx: AppContext,
  options: { accountId: number; eventId: number; query: Record<string, unknown> },
): Promise<{ data: ManagedOrder[]; meta: ListMeta }> {
  const { plan, where, orderBy } = planOrderQuery(options.accountId, options.eventId, options.query);
  // The page and its total are independent reads: on PostgreSQL they run side by side on two connections.
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ value: count() }).from(orders).where(where),
  ]);
  const loaded = await withLinesOf(ctx.db, rows);
  return { data: loaded.map(presentManagedOrder), meta: listMeta(plan, total?.value ?? 0) };
}
