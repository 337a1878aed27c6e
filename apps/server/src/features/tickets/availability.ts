import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  attendees,
  capacityAssignments,
  capacityAssignmentTickets,
  orderItems,
  orders,
  ticketPrices,
  tickets,
} from '../../platform/db/schema.js';

/** Orders that hold inventory whatever the clock says: paid or being paid or refunded in part. */
export const SETTLED_HOLDING_STATUSES = ['PROCESSING', 'COMPLETED', 'PARTIALLY_REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED'] as const;
/** Orders that hold inventory only until `reserved_until`. */
export const TIMED_HOLDING_STATUSES = ['RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED'] as const;

/**
 * The one definition of "this order takes stock". A hold past its
 * `reserved_until` takes nothing, even before the expiry job marks it EXPIRED.
 * A refund state takes stock only after a sale: a payment refunded because it
 * came too late never held anything.
 */
export function orderHoldsStock(): SQL {
  return or(
    inArray(orders.status, ['PROCESSING', 'COMPLETED']),
    and(inArray(orders.status, ['PARTIALLY_REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED']), isNotNull(orders.completedAt)),
    and(inArray(orders.status, [...TIMED_HOLDING_STATUSES]), sql`${orders.reservedUntil} > now()`),
  )!;
}

/**
 * Units of each price held by orders whose hold ran out but which the expiry job
 * has not released yet: counted in `quantity_held`, free for buyers all the same.
 */
export async function staleHoldsByPrice(db: Db, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ priceId: orderItems.ticketPriceId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.eventId, eventId), inArray(orders.status, [...TIMED_HOLDING_STATUSES]), sql`${orders.reservedUntil} <= now()`))
    .groupBy(orderItems.ticketPriceId);
  return new Map(rows.map((row) => [row.priceId, Number(row.quantity)]));
}

/** The held counter of every price of an event. */
export async function heldByPrice(db: Db, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: ticketPrices.id, held: ticketPrices.quantityHeld })
    .from(ticketPrices)
    .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
    .where(eq(tickets.eventId, eventId));
  return new Map(rows.map((row) => [row.id, row.held]));
}

/** Quantity taken per ticket price of an event: the held counter less holds that ran out. */
export async function takenByPrice(db: Db, eventId: number): Promise<Map<number, number>> {
  const [held, stale] = [
    await db
      .select({ id: ticketPrices.id, held: ticketPrices.quantityHeld })
      .from(ticketPrices)
      .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
      .where(eq(tickets.eventId, eventId)),
    await staleHoldsByPrice(db, eventId),
  ];
  return new Map(held.map((row) => [row.id, Math.max(0, row.held - (stale.get(row.id) ?? 0))]));
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
export async function capacityUsage(db: Db, eventId: number, taken?: Map<number, number>): Promise<CapacityUsage[]> {
  const assignments = await db.select().from(capacityAssignments).where(eq(capacityAssignments.eventId, eventId));
  if (assignments.length === 0) return [];
  const links = await db
    .select()
    .from(capacityAssignmentTickets)
    .where(
      inArray(
        capacityAssignmentTickets.capacityAssignmentId,
        assignments.map((a) => a.id),
      ),
    );
  const byPrice = taken ?? (await takenByPrice(db, eventId));
  const prices = await db
    .select({ id: ticketPrices.id, ticketId: ticketPrices.ticketId })
    .from(ticketPrices)
    .where(inArray(ticketPrices.ticketId, [...new Set(links.map((link) => link.ticketId))].concat(0)));
  const takenByTicket = new Map<number, number>();
  for (const price of prices) takenByTicket.set(price.ticketId, (takenByTicket.get(price.ticketId) ?? 0) + (byPrice.get(price.id) ?? 0));
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

/**
 * Ends an order's hold: a conditional update from one of `from` to `to`, and, only
 * if it happened, its units go back to their prices. The prices are locked first,
 * in id order, like every purchase (docs/locking.md). Returns whether it happened.
 */
export async function releaseOrder(
  tx: Db,
  orderId: number,
  options: { from: readonly (typeof orders.$inferSelect.status)[]; to: 'EXPIRED' | 'CANCELLED' | 'REFUNDED'; onlyIfRunOut?: boolean },
): Promise<boolean> {
  const items = await tx
    .select({ priceId: orderItems.ticketPriceId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const priceIds = [...new Set(items.map((item) => item.priceId))].sort((a, b) => a - b);
  if (priceIds.length > 0) {
    await tx
      .select({ id: ticketPrices.id })
      .from(ticketPrices)
      .where(inArray(ticketPrices.id, priceIds))
      .orderBy(ticketPrices.id)
      .for('update');
  }
  const released = await tx
    .update(orders)
    .set({
      status: options.to,
      updatedAt: new Date(),
      ...(options.to === 'EXPIRED' && !options.onlyIfRunOut ? { reservedUntil: sql`now()` } : {}),
    })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, [...options.from]),
        options.onlyIfRunOut ? sql`${orders.reservedUntil} <= now()` : undefined,
      ),
    )
    .returning({ id: orders.id });
  if (released.length === 0) return false;
  // Attendees cancelled one by one already gave their units back (read under the price locks).
  const alreadyBack = await tx
    .select({ priceId: attendees.ticketPriceId, count: sql<number>`count(*)::int` })
    .from(attendees)
    .where(and(eq(attendees.orderId, orderId), isNotNull(attendees.stockReleasedAt)))
    .groupBy(attendees.ticketPriceId);
  const back = new Map(alreadyBack.map((row) => [row.priceId, Number(row.count)]));
  for (const item of items) {
    const quantity = item.quantity - (back.get(item.priceId) ?? 0);
    back.set(item.priceId, Math.max(0, (back.get(item.priceId) ?? 0) - item.quantity));
    if (quantity <= 0) continue;
    await tx
      .update(ticketPrices)
      .set({ quantityHeld: sql`greatest(0, ${ticketPrices.quantityHeld} - ${quantity})` })
      .where(eq(ticketPrices.id, item.priceId));
  }
  return true;
}

/** Tickets (by id) that appear on any order, whatever its status: their type is fixed and they cannot be deleted. */
export async function ticketsWithOrders(db: Db, eventId: number): Promise<Set<number>> {
  const rows = await db
    .select({ ticketId: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), sql`exists (select 1 from ${orderItems} where ${orderItems.ticketId} = ${tickets.id})`));
  return new Set(rows.map((row) => row.ticketId));
}

export async function pricesWithOrders(db: Db, priceIds: number[]): Promise<Set<number>> {
  if (priceIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderItems.ticketPriceId })
    .from(orderItems)
    .where(inArray(orderItems.ticketPriceId, priceIds));
  return new Set(rows.map((row) => row.id));
}
