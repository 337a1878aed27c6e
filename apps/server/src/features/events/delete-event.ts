import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { events, images, orders } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { deleteImageFiles } from '../../platform/images/images.js';
import { loadEvent } from './load-event.js';
import { EVENT_ENTITY } from './present-event.js';
import { inAccount } from '../../platform/auth/scope.js';

/** Deletes an event without orders and everything that belongs to it; its files go once the rows are gone. */
export async function deleteEvent(ctx: AppContext, accountId: number, eventId: number): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId, { forUpdate: true });
    // Orders are the buyers' and the books' record: an event that has any is archived, never deleted.
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.eventId, eventId)).limit(1);
    if (order) throw new AppError('EVENT_HAS_ORDERS');
    const files = await tx
      .delete(images)
      .where(inAccount(images, accountId, eq(images.entityType, EVENT_ENTITY), eq(images.entityId, eventId)))
      .returning();
    await tx.delete(events).where(inAccount(events, accountId, eq(events.id, eventId)));
    return files;
  });
  await Promise.all(removed.map((file) => deleteImageFiles(ctx.storage, file)));
}
