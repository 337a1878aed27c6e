import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { stockPayload, type StockLine } from '../checkout/locking.js';

/**
 * The list comes first for the organizer too (docs/waiting-list.md, "Walk-ins and reactivations"): a manual
 * attendee or a reactivation that would take units the waiting list keeps (the purchase guard's rule, run in the
 * caller's transaction just before it takes the stock) is refused with 409 WAITING_LIST_FIRST, unless the organizer
 * chose to take them anyway (`take_from_waiting_list: true`).
 */
export async function keepListFirst(ctx: AppContext, tx: Db, lines: StockLine[], takeFromList: boolean): Promise<void> {
  if (takeFromList || ctx.config.unsafeDisableWaitingListGuard) return;
  const payload = JSON.stringify(stockPayload(lines));
  const [row] = rowsOf<{ keeps: boolean }>(await tx.execute(sql`select stagedoor_waiting_list_keeps(${payload}::jsonb) as keeps`));
  if (row?.keeps) throw new AppError('WAITING_LIST_FIRST');
}
