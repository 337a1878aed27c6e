import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { capacityAssignmentTickets, orderItems, orders } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { checkRoom, setLockTimeout, takeStock } from '../checkout/locking.js';
import type { OrderRow } from '../checkout/load-order.js';

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
      const assignments = [...new Set(links.map((link) => link.capacityAssignmentId))].map((id) => {
        const ticketIds = new Set(links.filter((link) => link.capacityAssignmentId === id).map((link) => link.ticketId));
        return { id, quantity: items.filter((item) => ticketIds.has(item.ticketId)).reduce((sum, item) => sum + item.quantity, 0) };
      });
      await checkRoom(savepoint, assignments, order.promoCodeId === null ? null : { id: order.promoCodeId, ignore_order_id: order.id });
      await takeStock(
        savepoint,
        items.map((item) => ({ priceId: item.ticketPriceId, quantity: item.quantity, expectedPrice: null })),
      );
      await savepoint.update(orders).set({ status: 'PROCESSING', updatedAt: new Date() }).where(eq(orders.id, order.id));
    });
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'SOLD_OUT' || error.code === 'PRICE_CHANGED' || error.code === 'PROMO_CODE_INVALID'))
      return false;
    throw error;
  }
}
