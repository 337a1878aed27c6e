import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { promoCodes } from '../../platform/db/schema.js';
import type { PricingPromo } from '../pricing/price-order.js';
import type { PromoCodeRow } from './present-promo-code.js';
import { usageOf } from './usage.js';

export interface FindPromoCodeOptions {
  now?: Date;
  /** Lock the code's row (FOR UPDATE) so that its usage cannot change until the transaction ends. */
  lock?: boolean;
  /** An order re-checking the code it already holds does not count against the limit. */
  ignoreOrderId?: number;
}

/**
 * The promo code a buyer typed, if it can be used now on this event: matched
 * ignoring case, not expired, and below its usage limit. The public check and the
 * checkout both ask here, so they never disagree.
 */
export async function findUsablePromoCode(
  db: Db,
  eventId: number,
  code: string,
  options: FindPromoCodeOptions = {},
): Promise<PromoCodeRow | null> {
  const wanted = code.trim();
  if (wanted.length === 0) return null;
  const query = db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), sql`lower(${promoCodes.code}) = lower(${wanted})`))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  const now = options.now ?? new Date();
  if (row.expiryDate && row.expiryDate <= now) return null;
  if (row.maxAllowedUsages !== null && (await usageOf(db, row.id, options.ignoreOrderId)) >= row.maxAllowedUsages) return null;
  return row;
}

/** The code as the pricing function takes it. */
export function pricingPromoOf(row: PromoCodeRow): PricingPromo {
  return { discountType: row.discountType, discount: row.discount, applicableTicketIds: row.applicableTicketIds };
}
