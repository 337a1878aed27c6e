import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { orders } from '../../platform/db/schema.js';
import { queueOfflinePaymentMail } from './offline-mails.js';

/** The cron job of PAYMENT_REMINDERS_QUEUE (features/jobs.ts) runs sendPaymentReminders every minute. */
export const PAYMENT_REMINDERS_QUEUE = 'offline-payment-reminders';

/**
 * Mails the reminder of every offline order whose reminder is due and whose deadline has not passed. Each reminder is
 * claimed by one conditional write (due → null, sent_at set) in the transaction that queues its mail, so that any
 * number of processes running this at once send it once, and a crash before commit leaves it due.
 */
export async function sendPaymentReminders(ctx: AppContext, options: { eventId?: number; batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? 200;
  let sent = 0;
  for (;;) {
    const due = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          isNotNull(orders.paymentReminderDueAt),
          sql`${orders.paymentReminderDueAt} <= now()`,
          options.eventId === undefined ? undefined : eq(orders.eventId, options.eventId),
        ),
      )
      .orderBy(orders.paymentReminderDueAt)
      .limit(batchSize);
    for (const { id } of due) {
      const done = await ctx.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(orders)
          .set({ paymentReminderDueAt: null, paymentReminderSentAt: new Date() })
          .where(and(eq(orders.id, id), isNotNull(orders.paymentReminderDueAt), sql`${orders.paymentReminderDueAt} <= now()`))
          .returning();
        if (!claimed) return false;
        // An order paid, cancelled or run out meanwhile is not reminded; its reminder is spent all the same.
        if (claimed.status !== 'AWAITING_PAYMENT' || !claimed.reservedUntil || claimed.reservedUntil <= new Date()) return false;
        await queueOfflinePaymentMail(ctx, tx, claimed, 'reminder');
        return true;
      });
      if (done) sent += 1;
    }
    if (due.length < batchSize) return sent;
  }
}
