import { inAccount } from '../../platform/auth/scope.js';
/** The smaller back-office actions on one order, each in one transaction with its history entry. */
import { eq } from 'drizzle-orm';
import type { UpdateOrderBody } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { orders } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { completeOrder } from '../checkout/complete-order.js';
import { queueBuyerConfirmation } from '../checkout/order-mails.js';
import type { OrderScope } from '../checkout/load-managed-order.js';
import { loadManagedOrder } from '../checkout/load-managed-order.js';
import { canMarkPaid } from '../checkout/order-rules.js';

const SALE_STATUSES = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED', 'REFUNDED', 'PROCESSING']);

export async function resendOrderConfirmation(ctx: AppContext, options: OrderScope & { actorUserId: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await loadManagedOrder(tx, options);
    // A hold or a cancelled order has nothing to confirm.
    if (!SALE_STATUSES.has(order.status)) throw new AppError('ORDER_NOT_PAYABLE');
    if (!(await queueBuyerConfirmation(ctx, tx, order.id)))
      throw new AppError('VALIDATION_ERROR', { errors: { email: ['validation.required'] } });
    await writeAudit(tx, {
      accountId: order.accountId,
      eventId: order.eventId,
      subject: { type: 'ORDER', id: order.id },
      action: 'CONFIRMATION_RESENT',
      actorUserId: options.actorUserId,
      data: { email: order.email },
    });
  });
}

/** An order awaiting a payment made outside the site becomes a sale, through the one completion path. */
export async function markOrderPaid(ctx: AppContext, options: OrderScope & { actorUserId: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // The row lock and completeOrder's status condition: racing mark-paids and the expiry job complete or release it once
    // (docs/locking.md "Offline payments"). A deadline that passed without the expiry job yet still holds its stock.
    const unsafe = ctx.config.unsafeDisableOrderLocking;
    const order = await loadManagedOrder(tx, options, { forUpdate: !unsafe });
    if (!canMarkPaid(order)) throw new AppError('ORDER_NOT_AWAITING_PAYMENT');
    await completeOrder(ctx, tx, order, {
      paymentProvider: 'offline',
      requireLiveHold: false,
      actorUserId: options.actorUserId,
      unguarded: unsafe,
    });
  });
}

export async function updateOrderBuyer(
  ctx: AppContext,
  options: OrderScope & { actorUserId: number; body: UpdateOrderBody },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await loadManagedOrder(tx, options, { forUpdate: true });
    const next = {
      first_name: options.body.first_name.trim(),
      last_name: (options.body.last_name ?? '').trim(),
      email: options.body.email.trim().toLowerCase(),
    };
    await tx
      .update(orders)
      .set({ firstName: next.first_name, lastName: next.last_name, email: next.email, updatedAt: new Date() })
      .where(inAccount(orders, options.accountId, eq(orders.id, order.id)));
    await writeAudit(tx, {
      accountId: order.accountId,
      eventId: order.eventId,
      subject: { type: 'ORDER', id: order.id },
      action: 'BUYER_EDITED',
      actorUserId: options.actorUserId,
      data: { before: { first_name: order.firstName, last_name: order.lastName, email: order.email }, after: next },
    });
  });
}
