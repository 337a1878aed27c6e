import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { waitingListEntries } from '../../platform/db/schema.js';
import { capacityUsage, type CapacityUsage } from '../tickets/availability.js';
import type { LineStock } from './line-stock.js';

/** A capacity pool's line: one capacity assignment on one date, whichever of the pool's prices its entries name. */
export interface PoolLine {
  assignmentId: number;
  dateId: number;
}

/** The pools that stop sales at a limit (active, with a capacity), in id order: the ones that can sell a price out. */
function limitingPools(pools: CapacityUsage[]): CapacityUsage[] {
  return pools.filter((pool) => pool.active && pool.stopSalesAtLimit && pool.capacity !== null).sort((a, b) => a.id - b.id);
}

/** Whether an entry waits on the pool's line on the date (waiting_list_entries_pool_idx). */
async function waitsOnPool(db: Db, line: PoolLine): Promise<boolean> {
  const [row] = await db
    .select({ id: waitingListEntries.id })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.capacityAssignmentId, line.assignmentId),
        eq(waitingListEntries.eventDateId, line.dateId),
        eq(waitingListEntries.status, 'WAITING'),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The pool whose line a price joins on the date (docs/waiting-list.md, "Capacity pools"), or null: only while the
 * price still has units of its own (otherwise its own line is the one that waits), the first pool in id order of
 * those its ticket is in that is full on the date or whose line already has an entry waiting on the date.
 */
export async function poolLineToJoin(db: Db, stock: LineStock, dateId: number): Promise<number | null> {
  if (stock.ownAvailable !== null && stock.ownAvailable <= 0) return null;
  for (const pool of limitingPools(stock.pools)) {
    if ((pool.capacity ?? 0) - pool.used <= 0 || (await waitsOnPool(db, { assignmentId: pool.id, dateId }))) return pool.id;
  }
  return null;
}

/**
 * The room a pool has free on a date, as a purchase counts it (its passes' units and its ONE_DATE prices' units on
 * the date; holds that ran out count free): null when the pool limits nothing (inactive, no capacity, or it does not
 * stop sales at its limit), 0 when it is gone.
 */
export async function freeInPool(db: Db, eventId: number, line: PoolLine): Promise<number | null> {
  const pool = (await capacityUsage(db, eventId, undefined, line.dateId)).find((usage) => usage.id === line.assignmentId);
  if (!pool) return 0;
  if (!pool.active || !pool.stopSalesAtLimit || pool.capacity === null) return null;
  return Math.max(0, pool.capacity - pool.used);
}
