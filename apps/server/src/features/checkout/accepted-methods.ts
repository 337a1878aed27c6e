import { eq } from 'drizzle-orm';
import { isOfflineMethod } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { events } from '../../platform/db/schema.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { settingsOf } from '../events/present-event.js';
import type { OrderRow } from './load-order.js';

/**
 * A card payment may start: the event accepts cards (422 on `method` otherwise) and the buyer has not chosen to pay
 * offline (409 ORDER_NOT_PAYABLE: the instructions went out with its reference, and its hold is the offline one).
 */
export async function assertCardAccepted(tx: Db, order: OrderRow): Promise<void> {
  if (isOfflineMethod(order.paymentMethod)) throw new AppError('ORDER_NOT_PAYABLE');
  const [event] = await tx.select({ settings: events.settings }).from(events).where(eq(events.id, order.eventId));
  if (!settingsOf(event!).payment_methods.some((entry) => entry.method === 'CARD')) {
    throw fieldError('method', 'validation.payment_method_not_enabled');
  }
}
