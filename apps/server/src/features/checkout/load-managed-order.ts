import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import type { OrderRow } from './load-order.js';
import { inAccount } from '../../platform/auth/scope.js';

export interface OrderScope {
  accountId: number;
  eventId: number;
  orderId: number;
}

/** An order of an event of the caller's account, locked when asked; anything else is 404. */
export async function loadManagedOrder(db: Db, scope: OrderScope, options: { forUpdate?: boolean } = {}): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(inAccount(orders, scope.accountId, eq(orders.eventId, scope.eventId), eq(orders.id, scope.orderId)));
  const [order] = options.forUpdate ? await query.for('update') : await query;
  if (!order) throw notFound();
  return order;
}
