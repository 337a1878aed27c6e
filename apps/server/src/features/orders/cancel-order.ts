import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { setLockTimeout } from '../checkout/locking.js';
import type { OrderRow } from '../checkout/load-order.js';
import { loadManagedOrder, type OrderScope } from '../checkout/load-managed-order.js';
import { queueCancellationMail } from '../checkout/order-mails.js';
import { CANCELLABLE_STATUSES, canRefund, remainingOf } from '../checkout/order-rules.js';
import { releaseOrderTickets } from '../checkout/release-tickets.js';
import { queueWaitingListOffers } from '../waiting-list/queue.js';
import {
  assertRefundable,
  notifiesBuyerOfRefund,
  requestRefund,
  sendRequestedRefund,
  type RequestedRefund,
} from '../refunds/request-refund.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';
import { creditOrderInvoice } from '../invoices/credit-note.js';

/**
 * Cancels a locked order in the caller's transaction: the status changes by a
 * conditional update (a second cancel finds nothing to change and answers 409),
 * its tickets are cancelled and their stock given back once, and the event's
 * totals lose them.
 */
export async function cancelLockedOrder(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  options: { actorUserId: number; notifyBuyer: boolean },
): Promise<OrderRow> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(
      and(eq(orders.id, order.id), ctx.config.unsafeDisableOrderLocking ? undefined : inArray(orders.status, [...CANCELLABLE_STATUSES])),
    )
    .returning();
  if (!cancelled) throw new AppError('ORDER_NOT_CANCELLABLE');
  // What the invoice has left uncredited is credited, before stock and totals are locked (docs/invoice-numbering.md).
  await creditOrderInvoice(ctx, tx, order.id, 'ALL');
  const tickets = await releaseOrderTickets(tx, order);
  // Its units go to the waiting list before the public (docs/waiting-list.md).
  if (tickets > 0) await queueWaitingListOffers(ctx, tx, order.eventId);
  await writeAudit(tx, {
    accountId: order.accountId,
    eventId: order.eventId,
    subject: { type: 'ORDER', id: order.id },
    action: 'CANCELLED',
    actorUserId: options.actorUserId,
    data: { previous_status: order.status, tickets_cancelled: tickets, notify_buyer: options.notifyBuyer },
  });
  if (options.notifyBuyer) await queueCancellationMail(ctx, tx, cancelled);
  await emitWebhookEvent(ctx, tx, { accountId: order.accountId, eventId: order.eventId, type: 'order.cancelled', orderId: order.id });
  return cancelled;
}

/** POST orders/{id}/cancel: one transaction under the order's lock, optionally refunding what is left. */
export async function cancelOrder(
  ctx: AppContext,
  options: OrderScope & { actorUserId: number; refund: boolean; notifyBuyer: boolean | undefined },
): Promise<void> {
  const refund = await ctx.db.transaction(async (tx): Promise<RequestedRefund | null> => {
    await setLockTimeout(tx);
    const order = await loadManagedOrder(tx, options, { forUpdate: !ctx.config.unsafeDisableOrderLocking });
    // Checked before anything changes, so that a refused refund leaves the order as it was.
    const refundAmount = options.refund && canRefund(order) ? remainingOf(order) : 0;
    if (refundAmount > 0) await assertRefundable(tx, order);
    const cancelled = await cancelLockedOrder(ctx, tx, order, {
      actorUserId: options.actorUserId,
      notifyBuyer: options.notifyBuyer ?? true,
    });
    if (refundAmount === 0) return null;
    const notifyBuyer = options.notifyBuyer ?? (await notifiesBuyerOfRefund(tx, order.eventId));
    return requestRefund(ctx, tx, cancelled, { amount: refundAmount, actorUserId: options.actorUserId, notifyBuyer });
  });
  await sendRequestedRefund(ctx, refund);
}
