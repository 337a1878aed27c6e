import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isOfflineMethod, type OfflinePaymentMethod, type PublicOrder } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { attendees, events, orders } from '../../platform/db/schema.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { settingsOf } from '../events/present-event.js';
import { assertOrderOpen, loadOrder, withLines } from '../checkout/load-order.js';
import { presentPublicOrder } from '../checkout/present-public-order.js';
import { TIMED_HOLDING_STATUSES } from '../tickets/availability.js';
import { holdOrderSeatsUntil } from '../seat-claims/claims.js';
import { offlineHold } from './offline-deadline.js';
import { queueOfflinePaymentMail } from './offline-mails.js';

/**
 * The buyer pays outside the site (docs/payments.md "Offline payments"): the order becomes AWAITING_PAYMENT by a
 * conditional write from a live timed hold, its hold (stock and seats) is extended to the method's deadline, the
 * instructions are mailed in the buyer's language, and, for pay at the door when the organizer says so, its tickets
 * are issued at once. Choosing the same method again answers the order as it is; another method is refused.
 */
export async function chooseOfflinePayment(
  ctx: AppContext,
  options: { eventId: number; shortId: string; method: OfflinePaymentMethod },
): Promise<PublicOrder> {
  return ctx.db.transaction(async (tx) => {
    const { order } = await loadOrder(tx, options.eventId, options.shortId, { forUpdate: true });
    assertOrderOpen(order);
    if (order.paymentMethod === options.method && order.status === 'AWAITING_PAYMENT')
      return presentPublicOrder(await withLines(tx, order));
    // A card payment started with the test provider has nothing under way at a provider and may be left for another
    // method; one with a provider's payment (a Stripe PaymentIntent) may not, since the buyer could still pay it.
    if (order.totalGross === 0 || isOfflineMethod(order.paymentMethod) || order.paymentIntentId !== null)
      throw new AppError('ORDER_NOT_PAYABLE');
    if (!order.email) throw new AppError('VALIDATION_ERROR', { errors: { email: ['validation.required'] } });
    const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
    const settings = settingsOf(event!);
    const setting = settings.payment_methods.find((entry) => entry.method === options.method);
    if (!setting) throw fieldError('method', 'validation.payment_method_not_enabled');
    const hold = await offlineHold(tx, order, options.method, settings.offline_payment_days);
    const [chosen] = await tx
      .update(orders)
      .set({
        status: 'AWAITING_PAYMENT',
        paymentStatus: 'AWAITING_PAYMENT',
        paymentProvider: 'offline',
        paymentMethod: options.method,
        paymentInstructions: setting.instructions ?? null,
        isTest: false,
        reservedUntil: hold.deadline,
        paymentReminderDueAt: hold.reminderDueAt,
        updatedAt: new Date(),
      })
      // The hold must still be live and no card payment under way: a hold that ran out may already be back on sale.
      .where(
        and(
          eq(orders.id, order.id),
          inArray(orders.status, [...TIMED_HOLDING_STATUSES]),
          sql`${orders.reservedUntil} > now()`,
          sql`${orders.paymentMethod} is distinct from 'BANK_TRANSFER' and ${orders.paymentMethod} is distinct from 'PAY_AT_DOOR'`,
          isNull(orders.paymentIntentId),
        ),
      )
      .returning();
    if (!chosen) throw new AppError('ORDER_EXPIRED');
    await holdOrderSeatsUntil(tx, order.id, hold.deadline);
    if (options.method === 'PAY_AT_DOOR' && settings.pay_at_door_issues_tickets) {
      // Valid tickets now, so that the door admits the buyer who pays there; completion counts them as sold.
      await tx
        .update(attendees)
        .set({ status: 'ACTIVE', updatedAt: new Date() })
        .where(and(eq(attendees.orderId, order.id), eq(attendees.status, 'AWAITING_PAYMENT')));
    }
    await writeAudit(tx, {
      accountId: chosen.accountId,
      eventId: chosen.eventId,
      subject: { type: 'ORDER', id: chosen.id },
      action: 'OFFLINE_PAYMENT_CHOSEN',
      actorUserId: null,
      data: { method: options.method, deadline: hold.deadline.toISOString() },
    });
    await queueOfflinePaymentMail(ctx, tx, chosen, 'instructions');
    return presentPublicOrder(await withLines(tx, chosen));
  });
}
