/**
 * Cancelling a date (docs/dates.md "Cancelling a date"): the date becomes CANCELLED at once by a conditional write,
 * so no new sale can take it, and a durable job then cancels its orders one transaction each: cancelled (and refunded
 * in full when asked), the buyer's mail queued and the progress counted, all in that one transaction, so that a
 * retry, a second worker or a restart after a crash never does any of it twice.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { eventDates, orders } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { inAccount } from '../../platform/auth/scope.js';
import { setLockTimeout } from '../checkout/locking.js';
import { loadManagedOrder } from '../checkout/load-managed-order.js';
import { CANCELLABLE_STATUSES, canCancel, canRefund, remainingOf } from '../checkout/order-rules.js';
import { assertRefundable, requestRefund, sendRequestedRefund, type RequestedRefund } from '../refunds/request-refund.js';
import { cancelLockedOrder } from '../orders/cancel-order.js';
import { queueDateCancelledMail } from './date-cancelled-mail.js';

export const CANCEL_DATE_QUEUE = 'cancel-date';

/** Orders the job reads at a time: it never loads a date's orders all at once. */
export const CANCEL_DATE_BATCH = 50;

/**
 * The follow-up pass, this long after the job's first run ends: longer than any purchase transaction lasts (its lock
 * and statement timeouts), so that an order whose reservation read the date as SCHEDULED just before it was cancelled
 * and committed after the job's last pass is still found.
 */
export const LATE_ORDERS_SWEEP_SECONDS = 120;

export interface CancelDateJob {
  dateId: number;
  /** The organizer who cancelled the date: the actor of every order's cancellation in the audit log. */
  actorUserId: number;
  /** The follow-up pass (LATE_ORDERS_SWEEP_SECONDS): it schedules none of its own. */
  sweep?: boolean;
}

export type DateRow = typeof eventDates.$inferSelect;

export interface DateScope {
  accountId: number;
  eventId: number;
  dateId: number;
}

async function loadDate(db: Db, scope: DateScope): Promise<DateRow> {
  const [date] = await db
    .select()
    .from(eventDates)
    .where(inAccount(eventDates, scope.accountId, eq(eventDates.eventId, scope.eventId), eq(eventDates.id, scope.dateId)));
  if (!date) throw notFound();
  return date;
}

/**
 * POST dates/{id}/cancel. The conditional write (SCHEDULED → CANCELLED) decides who cancels: a repeat, or a second
 * request racing the first, finds the date already cancelled and changes nothing. The job is enqueued in the same
 * transaction, so it exists exactly when the cancellation does.
 */
export async function cancelDate(
  ctx: AppContext,
  scope: DateScope & { actorUserId: number; refund: boolean; notifyBuyers: boolean; message: string | null },
): Promise<DateRow> {
  return ctx.db.transaction(async (tx) => {
    const date = await loadDate(tx, scope);
    const [cancelled] = await tx
      .update(eventDates)
      .set({
        status: 'CANCELLED',
        cancelledAt: new Date(),
        cancelRefund: scope.refund,
        cancelNotify: scope.notifyBuyers,
        cancelMessage: scope.message || null,
        cancellationOrdersTotal: sql`(SELECT count(*)::int FROM ${orders} o
          WHERE o.event_date_id = ${date.id} AND o.status IN ${[...CANCELLABLE_STATUSES]})`,
        cancellationOrdersDone: 0,
        updatedAt: new Date(),
      })
      .where(and(eq(eventDates.id, date.id), eq(eventDates.status, 'SCHEDULED')))
      .returning();
    // Already cancelled (a repeat, or a request that won the race after the read above): the date as it now is.
    if (!cancelled) return loadDate(tx, scope);
    await ctx.jobs.enqueue<CancelDateJob>(tx, CANCEL_DATE_QUEUE, { dateId: date.id, actorUserId: scope.actorUserId });
    return cancelled;
  });
}

/** Orders of the date that still hold stock or are in flight, after `afterId`, a batch at a time. */
function nextOrders(db: Db, dateId: number, afterId: number): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.eventDateId, dateId), gt(orders.id, afterId), inArray(orders.status, [...CANCELLABLE_STATUSES])))
    .orderBy(asc(orders.id))
    .limit(CANCEL_DATE_BATCH);
}

/**
 * One order of a cancelled date, in its own transaction under the order's row lock: cancelled by the order's own
 * conditional write, refunded in full when asked (through the back office's refund path), its buyer's mail queued and
 * the date's progress advanced. An order that is no longer cancellable (another worker, or the organizer, got there
 * first) is left alone: nothing of this runs twice.
 */
async function cancelDateOrder(ctx: AppContext, date: DateRow, orderId: number, actorUserId: number): Promise<void> {
  const refund = await ctx.db.transaction(async (tx): Promise<RequestedRefund | null> => {
    await setLockTimeout(tx);
    const order = await loadManagedOrder(
      tx,
      { accountId: date.accountId, eventId: date.eventId, orderId },
      // The lock is what makes a second runner wait and then find the order done; off only in the race tests' control.
      { forUpdate: !ctx.config.unsafeDisableOrderLocking },
    );
    if (order.eventDateId !== date.id || !canCancel(order)) return null;
    // The date's row before the stock rows, as a purchase takes them (docs/dates.md): no lock cycle with buyers.
    await tx
      .update(eventDates)
      .set({
        cancellationOrdersDone: sql`${eventDates.cancellationOrdersDone} + 1`,
        cancellationOrdersTotal: sql`greatest(coalesce(${eventDates.cancellationOrdersTotal}, 0), ${eventDates.cancellationOrdersDone} + 1)`,
      })
      .where(eq(eventDates.id, date.id));
    let amount = date.cancelRefund && canRefund(order) ? remainingOf(order) : 0;
    if (amount > 0) {
      // A refund already in flight (asked for before the date was cancelled) settles on its own; the order is
      // cancelled without a second one.
      amount = await assertRefundable(tx, order).then(
        () => amount,
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'REFUND_PENDING') return 0;
          throw error;
        },
      );
    }
    const cancelled = await cancelLockedOrder(ctx, tx, order, { actorUserId, notifyBuyer: false });
    const requested = amount > 0 ? await requestRefund(ctx, tx, cancelled, { amount, actorUserId, notifyBuyer: false }) : null;
    if (date.cancelNotify) await queueDateCancelledMail(ctx, tx, cancelled, date, amount);
    return requested;
  });
  // A Stripe refund is asked for at once; its job (enqueued above, keyed by the refund's id) retries otherwise.
  await sendRequestedRefund(ctx, refund);
}

/**
 * How long one run of the job works before it hands on to a fresh job: well inside the queue's expiry, so that pg-boss
 * never takes a live run for a dead one, while a run killed with its process is taken up again soon.
 */
export const CANCEL_DATE_RUN_MS = 10_000;
export const CANCEL_DATE_EXPIRE_SECONDS = 30;

/**
 * The job: passes over the date's orders by id, a batch at a time, until a whole pass from the start finds none left
 * (the last pass picks up an order that committed behind the cursor), then schedules one follow-up pass for orders of
 * purchases that were already under way when the date was cancelled. A run that reaches CANCEL_DATE_RUN_MS enqueues
 * its continuation and ends. Safe to run twice, at once, and after a crash anywhere.
 */
export async function runDateCancellation(ctx: AppContext, job: CancelDateJob): Promise<void> {
  const [date] = await ctx.db.select().from(eventDates).where(eq(eventDates.id, job.dateId));
  if (!date || date.status !== 'CANCELLED') return;
  const deadline = Date.now() + CANCEL_DATE_RUN_MS;
  for (;;) {
    let found = false;
    let afterId = 0;
    for (;;) {
      const batch = await nextOrders(ctx.db, date.id, afterId);
      if (batch.length === 0) break;
      for (const { id } of batch) {
        await cancelDateOrder(ctx, date, id, job.actorUserId);
        afterId = id;
      }
      found = true;
      if (Date.now() > deadline) {
        await ctx.db.transaction((tx) => ctx.jobs.enqueue<CancelDateJob>(tx, CANCEL_DATE_QUEUE, job));
        return;
      }
    }
    if (!found) break;
  }
  if (!job.sweep) {
    await ctx.db.transaction((tx) =>
      ctx.jobs.enqueue<CancelDateJob>(
        tx,
        CANCEL_DATE_QUEUE,
        { ...job, sweep: true },
        { startAfterSeconds: LATE_ORDERS_SWEEP_SECONDS, singletonKey: `cancel-date-sweep:${date.id}` },
      ),
    );
  }
}
