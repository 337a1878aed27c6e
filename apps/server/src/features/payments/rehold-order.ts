import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { capacityAssignmentTickets, orderItems, orders } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { checkRoom, roomOf, setLockTimeout, takeStock } from '../checkout/locking.js';
import { orderStockUnits } from '../tickets/availability.js';
import type { OrderRow } from '../checkout/load-order.js';
import { reclaimSeats } from '../seat-claims/reclaim-seats.js';

/**
 * Takes the stock of an order whose hold was released back, as a purchase would
 * (docs/locking.md: capacity assignments, then the promo code, then the prices as
 * the last write), and moves it to PROCESSING. The buyer has paid the agreed
 * price, so a price changed since does not matter; a sold-out line, a full
 * capacity assignment or a used-up promo code does. Returns whether it worked;
 * on false nothing changed (the work runs in a savepoint).
 */
export async function reholdOrder(tx: Db, order: OrderRow): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await setLockTimeout(savepoint);
      const items = await savepoint.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const links = await savepoint
        .select()
        .from(capacityAssignmentTickets)
        .where(inArray(capacityAssignmentTickets.ticketId, [...new Set(items.map((item) => item.ticketId))].concat(0)));
      const units = await orderStockUnits(savepoint, order.id);
      const isPass = (priceId: number) => units.find((unit) => unit.priceId === priceId)?.dateId === null;
      const room = roomOf(
        items.map((item) => ({ ticketId: item.ticketId, quantity: item.quantity, pass: isPass(item.ticketPriceId) })),
        links,
        // A date cancelled or past since takes no payment: it is refunded instead.
        { eventId: order.eventId, dateId: order.eventDateId, sell: true },
      );
      await checkRoom(
        savepoint,
        room.assignments,
        order.promoCodeId === null ? null : { id: order.promoCodeId, ignore_order_id: order.id },
        room.date,
      );
      await takeStock(
        savepoint,
        units.map((unit) => ({ priceId: unit.priceId, quantity: unit.quantity, expectedPrice: null, dateId: unit.dateId })),
      );
      // Its seats too, held until the completion that follows sells them (docs/locking.md, "Seats").
      await reclaimSeats(savepoint, order, { sold: false });
      await savepoint.update(orders).set({ status: 'PROCESSING', updatedAt: new Date() }).where(eq(orders.id, order.id));
    });
    return true;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'SOLD_OUT' ||
        error.code === 'PRICE_CHANGED' ||
        error.code === 'PROMO_CODE_INVALID' ||
        error.code === 'DATE_CANCELLED' ||
        error.code === 'SEAT_TAKEN')
    )
      return false;
    throw error;
  }
}
