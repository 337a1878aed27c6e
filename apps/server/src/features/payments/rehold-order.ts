import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderItems, orders, promoCodes, ticketPrices } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { capacityUsage, heldByPrice } from '../tickets/availability.js';
import { usageOf } from '../promo-codes/usage.js';
import { lockCapacityAssignments, setLockTimeout, takeStock } from '../checkout/locking.js';
import type { OrderRow } from '../checkout/load-order.js';

class NoRoom extends Error {}

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
      const ticketIds = [...new Set(items.map((item) => item.ticketId))];
      const assignmentIds = await lockCapacityAssignments(savepoint, ticketIds);
      if (order.promoCodeId !== null) {
        const [promo] = await savepoint.select().from(promoCodes).where(eq(promoCodes.id, order.promoCodeId)).for('update');
        if (promo?.maxAllowedUsages != null && (await usageOf(savepoint, promo.id, order.id)) >= promo.maxAllowedUsages) throw new NoRoom();
      }
      if (assignmentIds.length > 0) {
        const usage = await capacityUsage(savepoint, order.eventId, await heldByPrice(savepoint, order.eventId));
        for (const assignment of usage) {
          if (!assignment.active || !assignment.stopSalesAtLimit || assignment.capacity === null) continue;
          const quantity = items.filter((item) => assignment.ticketIds.includes(item.ticketId)).reduce((sum, item) => sum + item.quantity, 0);
          if (quantity > 0 && assignment.used + quantity > assignment.capacity) throw new NoRoom();
        }
      }
      const priceIds = [...new Set(items.map((item) => item.ticketPriceId))];
      const current = await savepoint.select({ id: ticketPrices.id, price: ticketPrices.price }).from(ticketPrices).where(inArray(ticketPrices.id, priceIds.concat(0)));
      await takeStock(
        savepoint,
        items.map((item) => ({ priceId: item.ticketPriceId, quantity: item.quantity, expectedPrice: current.find((price) => price.id === item.ticketPriceId)?.price ?? -1 })),
      );
      await savepoint.update(orders).set({ status: 'PROCESSING', updatedAt: new Date() }).where(eq(orders.id, order.id));
    });
    return true;
  } catch (error) {
    if (error instanceof NoRoom) return false;
    if (error instanceof AppError && (error.code === 'SOLD_OUT' || error.code === 'PRICE_CHANGED')) return false;
    throw error;
  }
}
