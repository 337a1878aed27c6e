import type { PublicOrder } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { withIdempotency } from '../../platform/http/idempotency.js';
import { priceOrder } from '../pricing/price-order.js';
import { checkWhatIsBought, type WantedLine } from './check-purchase.js';
import { readWhatIsBought } from './read-what-is-bought.js';
import { hold } from './hold-order.js';
import type { ReserveOrderOptions } from './reserve-order.js';

/** One reservation on its own (reserve-order.ts), past the gate: its steps, and its key's transaction. */

export interface ReservedOrder {
  order: PublicOrder;
  created: boolean;
}

/** The scope of an order's Idempotency-Key: the event (with the client, idempotency.ts). */
export function orderIdempotencyScope(eventId: number): string {
  return `order:${eventId}`;
}

export interface Attempt {
  stopOnStaleHolds: boolean;
}

/**
 * One reservation on its own. With an Idempotency-Key, the key is written in the same transaction as the order, so a
 * repeat waits for the first attempt and answers its order.
 */
export async function reserveAlone(
  ctx: AppContext,
  options: ReserveOrderOptions,
  wanted: WantedLine[],
  attempt: Attempt,
): Promise<ReservedOrder> {
  const { idempotencyKey } = options;
  if (!idempotencyKey) return { order: await reserve(ctx, ctx.db, options, wanted, attempt), created: true };
  const { value, repeated } = await ctx.db.transaction((tx) =>
    withIdempotency<PublicOrder>(
      tx,
      { scope: orderIdempotencyScope(options.eventId), key: idempotencyKey, request: options.input },
      async () => {
        await options.admission?.(tx);
        return reserve(ctx, tx, options, wanted, attempt);
      },
    ),
  );
  return { order: value, created: !repeated };
}

/**
 * One attempt, in four steps, one file each: read what is bought (the purchase, the promo code, the capacity in use:
 * read-what-is-bought.ts), check it against the ticket rules (check-purchase.ts), price it (pricing/price-order.ts),
 * and hold it in one statement (hold-order.ts). The reads run in this order, each once; checking and pricing read
 * nothing. The caller has passed the gate.
 */
export async function reserve(
  ctx: AppContext,
  db: Db,
  options: ReserveOrderOptions,
  wanted: WantedLine[],
  attempt: Attempt,
): Promise<PublicOrder> {
  const read = await readWhatIsBought(db, options, wanted, attempt);
  const checked = checkWhatIsBought(ctx, read, wanted);
  const priced = priceOrder(checked.lines, read.pricingPromo);
  return hold(ctx, db, options, wanted, read, checked.catalogue, priced);
}
