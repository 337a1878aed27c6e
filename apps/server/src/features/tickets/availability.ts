import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  attendees,
  capacityAssignments,
  capacityAssignmentTickets,
  eventDatePrices,
  orderItems,
  orders,
  ticketPrices,
  tickets,
} from '../../platform/db/schema.js';
import { releaseOrderSeats } from '../seat-claims/claims.js';

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
 * Which units a count is about (docs/dates.md): a date's (its ONE_DATE units and every pass unit of the event),
 * or, with no date, every date's together.
 */
export type DateScope = number | null | undefined;

/**
 * Units of each price held by orders whose hold ran out but which the expiry job
 * has not released yet: counted in `quantity_held`, free for buyers all the same.
 */
export async function staleHoldsByPrice(db: Db, eventId: number, dateId?: DateScope): Promise<Map<number, number>> {
  const rows = await db
    .select({ priceId: orderItems.ticketPriceId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(tickets, eq(tickets.id, orderItems.ticketId))
    .where(
      and(
        eq(orders.eventId, eventId),
        inArray(orders.status, [...TIMED_HOLDING_STATUSES]),
        sql`${orders.reservedUntil} <= now()`,
        dateId ? or(eq(tickets.validity, 'ALL_DATES'), eq(orders.eventDateId, dateId)) : undefined,
      ),
    )
    .groupBy(orderItems.ticketPriceId);
  return new Map(rows.map((row) => [row.priceId, Number(row.quantity)]));
}

/**
 * The held counter of every price of an event: a pass's from its price, a ONE_DATE price's from the date's
 * row (docs/dates.md), summed over every date without one.
 */
export async function heldByPrice(db: Db, eventId: number, dateId?: DateScope): Promise<Map<number, number>> {
  const rows = await db
    .select({
      id: ticketPrices.id,
      held: sql<number>`case when ${tickets.validity} = 'ALL_DATES' then ${ticketPrices.quantityHeld}
        else coalesce((select sum(edp.quantity_held) from ${eventDatePrices} edp
          where edp.ticket_price_id = ${ticketPrices.id} and (${dateId ?? null}::integer is null or edp.event_date_id = ${dateId ?? null}::integer)), 0) end::int`,
    })
    .from(ticketPrices)
    .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
    .where(eq(tickets.eventId, eventId));
  return new Map(rows.map((row) => [row.id, Number(row.held)]));
}

/** Quantity taken per ticket price of an event (on a date, or on all): the held counter less holds that ran out. */
export async function takenByPrice(db: Db, eventId: number, dateId?: DateScope): Promise<Map<number, number>> {
  const held = await heldByPrice(db, eventId, dateId);
  const stale = await staleHoldsByPrice(db, eventId, dateId);
  return new Map([...held].map(([id, units]) => [id, Math.max(0, units - (stale.get(id) ?? 0))]));
}

/** A date's overrides and counters (event_date_prices) of the given prices. */
export async function datePrices(db: Db, dateId: number, priceIds: number[]): Promise<Map<number, typeof eventDatePrices.$inferSelect>> {
  if (priceIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(eventDatePrices)
    .where(and(eq(eventDatePrices.eventDateId, dateId), inArray(eventDatePrices.ticketPriceId, priceIds)));
  return new Map(rows.map((row) => [row.ticketPriceId, row]));
}

/**
 * A ticket price as sold on a date: a ONE_DATE price takes the date's own price, quantity and visibility where
 * they are set, and its held counter is the date's (docs/dates.md). A pass's price is as it is.
 */
export function priceOnDate<P extends typeof ticketPrices.$inferSelect>(
  price: P,
  validity: 'ONE_DATE' | 'ALL_DATES',
  onDate: typeof eventDatePrices.$inferSelect | undefined | null,
): P {
  if (validity === 'ALL_DATES') return price;
  return {
    ...price,
    price: onDate?.price ?? price.price,
    initialQuantityAvailable: onDate?.quantity ?? price.initialQuantityAvailable,
    isHidden: onDate?.isHidden ?? price.isHidden,
    quantityHeld: onDate?.quantityHeld ?? 0,
  };
}

/** Where units of a price are counted: the (date, price) row for a ONE_DATE ticket, the price's own for a pass. */
export interface StockUnits {
  priceId: number;
  /** The date of a ONE_DATE ticket; null for a pass. */
  dateId: number | null;
  quantity: number;
}

/** The stock rows an order's items hold, one per price. */
export async function orderStockUnits(tx: Db, orderId: number): Promise<StockUnits[]> {
  const rows = await tx
    .select({
      priceId: orderItems.ticketPriceId,
      quantity: orderItems.quantity,
      validity: tickets.validity,
      dateId: orders.eventDateId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(tickets, eq(tickets.id, orderItems.ticketId))
    .where(eq(orderItems.orderId, orderId));
  const byPrice = new Map<number, StockUnits>();
  for (const row of rows) {
    const known = byPrice.get(row.priceId);
    if (known) known.quantity += row.quantity;
    else
      byPrice.set(row.priceId, { priceId: row.priceId, dateId: row.validity === 'ONE_DATE' ? row.dateId : null, quantity: row.quantity });
  }
  return [...byPrice.values()].sort((a, b) => a.priceId - b.priceId);
}

/** Locks the stock rows (ascending price id, like a purchase takes them: docs/locking.md). */
export async function lockStockRows(tx: Db, units: Pick<StockUnits, 'priceId' | 'dateId'>[]): Promise<void> {
  for (const unit of [...units].sort((a, b) => a.priceId - b.priceId)) {
    if (unit.dateId === null) {
      await tx.select({ id: ticketPrices.id }).from(ticketPrices).where(eq(ticketPrices.id, unit.priceId)).for('update');
    } else {
      await tx
        .select({ held: eventDatePrices.quantityHeld })
        .from(eventDatePrices)
        .where(and(eq(eventDatePrices.eventDateId, unit.dateId), eq(eventDatePrices.ticketPriceId, unit.priceId)))
        .for('update');
    }
  }
}

/** Gives units back to their stock row (the caller holds its lock). */
export async function giveStockBack(tx: Db, unit: StockUnits): Promise<void> {
  if (unit.quantity <= 0) return;
  if (unit.dateId === null) {
    await tx
      .update(ticketPrices)
      .set({ quantityHeld: sql`greatest(0, ${ticketPrices.quantityHeld} - ${unit.quantity})` })
      .where(eq(ticketPrices.id, unit.priceId));
  } else {
    await tx
      .update(eventDatePrices)
      .set({ quantityHeld: sql`greatest(0, ${eventDatePrices.quantityHeld} - ${unit.quantity})` })
      .where(and(eq(eventDatePrices.eventDateId, unit.dateId), eq(eventDatePrices.ticketPriceId, unit.priceId)));
  }
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
export async function capacityUsage(db: Db, eventId: number, taken?: Map<number, number>, dateId?: DateScope): Promise<CapacityUsage[]> {
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
  const byPrice = taken ?? (await takenByPrice(db, eventId, dateId));
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
  const units = await orderStockUnits(tx, orderId);
  await lockStockRows(tx, units);
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
  // Tickets issued at once to an order paid at the door (docs/payments.md) lose their validity with its hold.
  await tx
    .update(attendees)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(and(eq(attendees.orderId, orderId), eq(attendees.status, 'ACTIVE')));
  // Attendees cancelled one by one already gave their units back (read under the price locks).
  const alreadyBack = await tx
    .select({ priceId: attendees.ticketPriceId, count: sql<number>`count(*)::int` })
    .from(attendees)
    .where(and(eq(attendees.orderId, orderId), isNotNull(attendees.stockReleasedAt)))
    .groupBy(attendees.ticketPriceId);
  const back = new Map(alreadyBack.map((row) => [row.priceId, Number(row.count)]));
  for (const unit of units) await giveStockBack(tx, { ...unit, quantity: unit.quantity - (back.get(unit.priceId) ?? 0) });
  // The seats it still holds go back on sale; one taken over since the hold ran out stays with its new holder.
  await releaseOrderSeats(tx, orderId);
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
