import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { events, waitingListEntries } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { setLockTimeout } from '../checkout/locking.js';
import { releaseOrder, TIMED_HOLDING_STATUSES } from '../tickets/availability.js';
import { queueWaitingListOffers } from './queue.js';
import { settleOffers, type EntryRow } from './entries.js';

/**
 * Takes an entry off the list (the entrant leaving, the organizer removing it): WAITING or OFFERED → CANCELLED. An
 * open offer's order is released in the same transaction and its units pass to the next entry (the pass is
 * enqueued); an offer already paid cannot be withdrawn (409 WAITING_LIST_ENTRY_NOT_WAITING). Locks the entry, then
 * (through releaseOrder) the order's stock rows and the order: the offer pass takes them in the same order.
 */
export async function cancelEntry(ctx: AppContext, where: { entryId: number; eventId?: number }): Promise<void> {
  await settleOffers(ctx.db, { entryId: where.entryId });
  await ctx.db.transaction(async (tx) => {
    await setLockTimeout(tx);
    const [entry] = await tx.select().from(waitingListEntries).where(eq(waitingListEntries.id, where.entryId)).for('update');
    if (!entry || (where.eventId !== undefined && entry.eventId !== where.eventId)) throw notFound();
    if (entry.status !== 'WAITING' && entry.status !== 'OFFERED') throw new AppError('WAITING_LIST_ENTRY_NOT_WAITING');
    if (entry.status === 'OFFERED' && entry.orderId !== null) {
      const released = await releaseOrder(tx, entry.orderId, { from: TIMED_HOLDING_STATUSES, to: 'CANCELLED' });
      if (!released) throw new AppError('WAITING_LIST_ENTRY_NOT_WAITING');
    }
    await tx
      .update(waitingListEntries)
      .set({ status: 'CANCELLED', updatedAt: new Date() })
      .where(and(eq(waitingListEntries.id, entry.id), inArray(waitingListEntries.status, ['WAITING', 'OFFERED'])));
    if (entry.status === 'OFFERED') await queueWaitingListOffers(ctx, tx, entry.eventId);
  });
}

/** The entry a token names (the hash is what is stored), with its event; 404 for an unknown token. */
export async function entryOfToken(ctx: AppContext, tokenHash: string): Promise<{ entry: EntryRow; event: typeof events.$inferSelect }> {
  const [row] = await ctx.db
    .select({ entry: waitingListEntries, event: events })
    .from(waitingListEntries)
    .innerJoin(events, eq(events.id, waitingListEntries.eventId))
    .where(eq(waitingListEntries.token, tokenHash));
  if (!row) throw notFound();
  return row;
}
