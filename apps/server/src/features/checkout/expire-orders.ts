import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { orders } from '../../platform/db/schema.js';
import { releaseOrder, TIMED_HOLDING_STATUSES } from '../tickets/availability.js';

/** The cron job of EXPIRE_ORDERS_QUEUE (features/jobs.ts) runs expireStaleOrders every minute. */
export const EXPIRE_ORDERS_QUEUE = 'expire-orders';

/**
 * Marks holds whose time ran out as EXPIRED. Availability already ignores them;
 * this keeps statuses truthful for people and reports. Safe to run any number of times.
 */
export async function expireStaleOrders(ctx: AppContext, options: { eventId?: number; batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? 200;
  let released = 0;
  for (;;) {
    const stale = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          options.eventId === undefined ? undefined : eq(orders.eventId, options.eventId),
          inArray(orders.status, [...TIMED_HOLDING_STATUSES]),
          sql`${orders.reservedUntil} <= now()`,
        ),
      )
      .limit(batchSize);
    for (const { id } of stale) {
      const done = await ctx.db.transaction((tx) =>
        releaseOrder(tx, id, { from: TIMED_HOLDING_STATUSES, to: 'EXPIRED', onlyIfRunOut: true }),
      );
      if (done) released += 1;
    }
    if (stale.length < batchSize) return released;
  }
}

/** Releases the run-out holds of one event now rather than at the next expiry run (see reserveOrder). */
export async function releaseStaleHolds(ctx: AppContext, eventId: number): Promise<void> {
  await expireStaleOrders(ctx, { eventId });
}
