import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { waitingListEntries } from '../../platform/db/schema.js';
import { runOfferPass } from './offer.js';

/** One event's offer pass (runOfferPass), enqueued in the transaction that gives stock back. */
export const WAITING_LIST_OFFERS_QUEUE = 'waiting-list-offers';
/** Every minute: the pass of every event with a live list, for stock that came back by a path that enqueues nothing. */
export const WAITING_LIST_SWEEP_QUEUE = 'waiting-list-sweep';

export interface WaitingListOffersJob {
  eventId: number;
}

/**
 * Called by every path that gives stock back (an order cancelled or refunded, a raised quantity), in its own
 * transaction: the pass runs only once that commits, and surely then, since the job is durable. Nothing is enqueued
 * for an event whose list has no entry waiting. Holds that lapse (expired orders, lapsed offers) are taken up by
 * the sweep, which runs every minute like the expiry.
 */
export async function queueWaitingListOffers(ctx: Pick<AppContext, 'jobs'>, tx: Db, eventId: number): Promise<void> {
  const [waiting] = await tx
    .select({ id: waitingListEntries.id })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.eventId, eventId), eq(waitingListEntries.status, 'WAITING')))
    .limit(1);
  if (!waiting) return;
  await ctx.jobs.enqueue<WaitingListOffersJob>(tx, WAITING_LIST_OFFERS_QUEUE, { eventId }, { priority: 'urgent' });
}

/** The sweep: every event with an entry waiting or an offer open gets its pass. */
export async function sweepWaitingLists(ctx: AppContext): Promise<void> {
  const rows = await ctx.db
    .selectDistinct({ eventId: waitingListEntries.eventId })
    .from(waitingListEntries)
    .where(inArray(waitingListEntries.status, ['WAITING', 'OFFERED']))
    .orderBy(sql`1`);
  for (const { eventId } of rows) await runOfferPass(ctx, eventId);
}

export function defineWaitingListJobs(ctx: AppContext): void {
  ctx.jobs.define<WaitingListOffersJob>(WAITING_LIST_OFFERS_QUEUE, ({ eventId }) => runOfferPass(ctx, eventId).then(() => undefined), {
    retryLimit: 10,
  });
  ctx.jobs.define(WAITING_LIST_SWEEP_QUEUE, () => sweepWaitingLists(ctx), { cron: '* * * * *', retryLimit: 1 });
}
