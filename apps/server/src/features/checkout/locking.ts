import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { capacityAssignments, capacityAssignmentTickets, ticketPrices } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';

/** How long a purchase waits for a lock before answering 409 BUSY with Retry-After. */
export const LOCK_TIMEOUT_MS = 3000;

export async function setLockTimeout(tx: Db): Promise<void> {
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT_MS}ms'`));
}

/**
 * Locks the capacity assignments of the tickets being bought, by ascending id
 * (docs/locking.md). Every purchase of a ticket in an assignment takes its lock
 * first, so two such purchases see each other's stock and never both fill the
 * last place. Returns the ids of the assignments.
 */
export async function lockCapacityAssignments(tx: Db, ticketIds: number[], options: { skipLocks?: boolean } = {}): Promise<number[]> {
  const links = await tx
    .selectDistinct({ id: capacityAssignmentTickets.capacityAssignmentId })
    .from(capacityAssignmentTickets)
    .where(inArray(capacityAssignmentTickets.ticketId, ticketIds));
  return lockAssignments(tx, links.map((row) => row.id), options);
}

/** Locks capacity assignments known by id, by ascending id; returns the ids in that order. */
export async function lockAssignments(tx: Db, assignmentIds: number[], options: { skipLocks?: boolean } = {}): Promise<number[]> {
  const ids = [...new Set(assignmentIds)].sort((a, b) => a - b);
  if (ids.length > 0 && !options.skipLocks) {
    await tx.select({ id: capacityAssignments.id }).from(capacityAssignments).where(inArray(capacityAssignments.id, ids)).orderBy(asc(capacityAssignments.id)).for('update');
  }
  return ids;
}

export interface StockLine {
  priceId: number;
  quantity: number;
  /** The unit price the purchase was priced with; a price changed since answers PRICE_CHANGED. */
  expectedPrice: number;
}

/**
 * Takes the stock of a purchase as its last write before commit: one conditional
 * increment per price, in ascending id order. The row lock it takes is held only
 * until the commit that follows, and a purchase racing for the last units waits
 * for it, re-reads the counter and finds no room (409 SOLD_OUT). Nothing is held
 * unless every line fits: the caller's transaction rolls back on the error.
 */
export async function takeStock(tx: Db, lines: StockLine[], options: { skipLocks?: boolean } = {}): Promise<void> {
  const merged = new Map<number, StockLine>();
  for (const line of lines) {
    const known = merged.get(line.priceId);
    merged.set(line.priceId, known ? { ...known, quantity: known.quantity + line.quantity } : line);
  }
  for (const line of [...merged.values()].sort((a, b) => a.priceId - b.priceId)) {
    const taken = await tx
      .update(ticketPrices)
      .set({ quantityHeld: sql`${ticketPrices.quantityHeld} + ${line.quantity}` })
      .where(
        and(
          eq(ticketPrices.id, line.priceId),
          options.skipLocks
            ? undefined
            : and(
                eq(ticketPrices.price, line.expectedPrice),
                sql`(${ticketPrices.initialQuantityAvailable} IS NULL OR ${ticketPrices.quantityHeld} + ${line.quantity} <= ${ticketPrices.initialQuantityAvailable})`,
              ),
        ),
      )
      .returning({ id: ticketPrices.id });
    if (taken.length > 0) continue;
    const [current] = await tx.select({ price: ticketPrices.price }).from(ticketPrices).where(eq(ticketPrices.id, line.priceId));
    throw new AppError(current && current.price !== line.expectedPrice ? 'PRICE_CHANGED' : 'SOLD_OUT');
  }
}
