import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { capacityAssignments, capacityAssignmentTickets, orderItems, orders, tickets } from '../../platform/db/schema.js';

/** Orders that hold inventory whatever the clock says: paid or being paid or refunded in part. */
export const SETTLED_HOLDING_STATUSES = ['PROCESSING', 'COMPLETED', 'PARTIALLY_REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED'] as const;
/** Orders that hold inventory only until `reserved_until`. */
export const TIMED_HOLDING_STATUSES = ['RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED'] as const;

/**
 * The one definition of "this order takes stock". A hold past its
 * `reserved_until` takes nothing, even before the expiry job marks it EXPIRED.
 */
export function orderHoldsStock(): SQL {
  return or(
    inArray(orders.status, [...SETTLED_HOLDING_STATUSES]),
    and(inArray(orders.status, [...TIMED_HOLDING_STATUSES]), sql`${orders.reservedUntil} > now()`),
  )!;
}

/** Quantity taken per ticket price of an event. */
export async function takenByPrice(db: Db, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ priceId: orderItems.ticketPriceId, taken: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.eventId, eventId), orderHoldsStock()))
    .groupBy(orderItems.ticketPriceId);
  return new Map(rows.map((row) => [row.priceId, Number(row.taken)]));
}

export interface CapacityUsage {
  id: number;
  capacity: number | null;
  used: number;
  active: boolean;
  stopSalesAtLimit: boolean;
  ticketIds: number[];
}

/** Every capacity assignment of an event with the quantity its tickets have taken. */
export async function capacityUsage(db: Db, eventId: number): Promise<CapacityUsage[]> {
  const assignments = await db.select().from(capacityAssignments).where(eq(capacityAssignments.eventId, eventId));
  if (assignments.length === 0) return [];
  const links = await db
    .select()
    .from(capacityAssignmentTickets)
    .where(inArray(capacityAssignmentTickets.capacityAssignmentId, assignments.map((a) => a.id)));
  const takenByTicket = new Map<number, number>();
  const rows = await db
    .select({ ticketId: orderItems.ticketId, taken: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.eventId, eventId), orderHoldsStock()))
    .groupBy(orderItems.ticketId);
  for (const row of rows) takenByTicket.set(row.ticketId, Number(row.taken));
  return assignments.map((assignment) => {
    const ticketIds = links.filter((link) => link.capacityAssignmentId === assignment.id).map((link) => link.ticketId);
    return {
      id: assignment.id,
      capacity: assignment.capacity,
      used: ticketIds.reduce((sum, id) => sum + (takenByTicket.get(id) ?? 0), 0),
      active: assignment.status === 'ACTIVE',
      stopSalesAtLimit: assignment.stopSalesAtLimit,
      ticketIds,
    };
  });
}

/** Tickets (by id) that appear on any order, whatever its status: their type is fixed and they cannot be deleted. */
export async function ticketsWithOrders(db: Db, eventId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ ticketId: orderItems.ticketId })
    .from(orderItems)
    .innerJoin(tickets, eq(tickets.id, orderItems.ticketId))
    .where(eq(tickets.eventId, eventId));
  return new Set(rows.map((row) => row.ticketId));
}

export async function pricesWithOrders(db: Db, priceIds: number[]): Promise<Set<number>> {
  if (priceIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: orderItems.ticketPriceId }).from(orderItems).where(inArray(orderItems.ticketPriceId, priceIds));
  return new Set(rows.map((row) => row.id));
}
