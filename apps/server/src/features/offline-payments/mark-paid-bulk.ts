import type { BulkMarkPaidResult } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { markOrderPaid } from '../orders/order-actions.js';

type Outcome = BulkMarkPaidResult['data'][number]['result'];

/**
 * Marks several orders paid, each in its own transaction through the single mark-paid path (and so through
 * completeOrder): one that cannot be completed does not hold back the others, and each says how it went.
 */
export async function markOrdersPaid(
  ctx: AppContext,
  options: { accountId: number; eventId: number; orderIds: number[]; actorUserId: number },
): Promise<BulkMarkPaidResult> {
  const data: BulkMarkPaidResult['data'] = [];
  for (const orderId of options.orderIds) {
    let result: Outcome = 'MARKED_PAID';
    try {
      await markOrderPaid(ctx, { accountId: options.accountId, eventId: options.eventId, orderId, actorUserId: options.actorUserId });
    } catch (error) {
      result = outcomeOf(error);
    }
    data.push({ order_id: orderId, result });
  }
  return { data };
}

function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof AppError)) throw error;
  switch (error.code) {
    case 'NOT_FOUND':
      return 'NOT_FOUND';
    case 'SEAT_TAKEN':
      return 'SEAT_TAKEN';
    case 'ORDER_NOT_AWAITING_PAYMENT':
    case 'ORDER_EXPIRED':
      return 'ORDER_NOT_AWAITING_PAYMENT';
    default:
      throw error;
  }
}
