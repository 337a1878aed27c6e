import type { AppContext } from '../../platform/context.js';
import { withIdempotency, type IdempotencyKey } from '../../platform/http/idempotency.js';
import { setLockTimeout } from '../checkout/locking.js';
import type { Db } from '../../platform/db/client.js';
import type { OrderRow } from '../checkout/load-order.js';
import { loadManagedOrder, type OrderScope } from '../checkout/load-managed-order.js';
import {
  assertAmountRefundable,
  assertRefundable,
  notifiesBuyerOfRefund,
  requestRefund,
  sendRequestedRefund,
  type RequestedRefund,
} from './request-refund.js';

/** The order's cancellation under its lock (orders/cancel-order.ts), passed in by the route: orders builds on refunds, not the reverse. */
export type CancelLockedOrder = (
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  options: { actorUserId: number; notifyBuyer: boolean },
) => Promise<OrderRow>;

/**
 * POST orders/{id}/refund: under the order's row lock, so two refunds (or a refund
 * and a cancellation) of one order run one after the other and the second sees
 * what the first did. With an Idempotency-Key a repeat answers like the first.
 */
export async function refundOrder(
  ctx: AppContext,
  options: OrderScope & {
    actorUserId: number;
    amount: number;
    cancelOrder: boolean;
    notifyBuyer: boolean | undefined;
    idempotencyKey: IdempotencyKey | null;
  },
  cancelLockedOrder: CancelLockedOrder,
): Promise<void> {
  const { value: refund } = await ctx.db.transaction((tx) =>
    withIdempotency<RequestedRefund>(
      tx,
      {
        scope: `order-refund:${options.accountId}:${options.orderId}`,
        key: options.idempotencyKey,
        request: { amount: options.amount, cancel_order: options.cancelOrder, notify_buyer: options.notifyBuyer ?? null },
      },
      async () => {
        await setLockTimeout(tx);
        let order = await loadManagedOrder(tx, options, { forUpdate: !ctx.config.unsafeDisableOrderLocking });
        await assertRefundable(tx, order);
        assertAmountRefundable(order, options.amount);
        const notifyBuyer = options.notifyBuyer ?? (await notifiesBuyerOfRefund(tx, order.eventId));
        if (options.cancelOrder && order.status !== 'CANCELLED') {
          order = await cancelLockedOrder(ctx, tx, order, { actorUserId: options.actorUserId, notifyBuyer });
        }
        return requestRefund(ctx, tx, order, { amount: options.amount, actorUserId: options.actorUserId, notifyBuyer });
      },
    ),
  );
  await sendRequestedRefund(ctx, refund);
}
