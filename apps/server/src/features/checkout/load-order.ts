import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { attendees, orderItems, orders } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { TIMED_HOLDING_STATUSES } from '../tickets/availability.js';
import { orderDatesByIds, type OrderDates } from '../event-dates/order-dates.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type AttendeeRow = typeof attendees.$inferSelect;

export interface LoadedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  attendees: AttendeeRow[];
  /** The dates the order and its attendees name; left out, their answers name the date by id only. */
  dates?: OrderDates;
}

/** An order by its public short id within its event; "Sorry, this order no longer exists." otherwise. */
export async function loadOrder(db: Db, eventId: number, shortId: string, options: { forUpdate?: boolean } = {}): Promise<LoadedOrder> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.shortId, shortId)))
    .limit(1);
  const [order] = options.forUpdate ? await query.for('update') : await query;
  if (!order) throw new AppError('NOT_FOUND', { message: 'error.ORDER_NOT_FOUND' });
  return withLines(db, order);
}

export async function withLines(db: Db, order: OrderRow): Promise<LoadedOrder> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const people = await db.select().from(attendees).where(eq(attendees.orderId, order.id)).orderBy(asc(attendees.id));
  const dates = await orderDatesByIds(db, [order.eventDateId, ...people.map((attendee) => attendee.eventDateId)]);
  return { order, items, attendees: people, dates };
}

export function isTimedHold(order: OrderRow): boolean {
  return (TIMED_HOLDING_STATUSES as readonly string[]).includes(order.status);
}

/**
 * The order can still be worked on by the buyer: it holds its tickets and its
 * hold has not run out. An expired hold answers ORDER_EXPIRED even before the
 * expiry job has marked it.
 */
export function assertOrderOpen(order: OrderRow, now = new Date()): void {
  if (order.status === 'EXPIRED' || (isTimedHold(order) && order.reservedUntil !== null && order.reservedUntil <= now)) {
    throw new AppError('ORDER_EXPIRED');
  }
  if (order.status === 'COMPLETED' || order.status === 'PROCESSING') throw new AppError('ORDER_ALREADY_PAID');
  if (!isTimedHold(order)) throw new AppError('ORDER_NOT_PAYABLE');
}

export async function ordersByIds(db: Db, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}
