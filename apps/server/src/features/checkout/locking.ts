import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { capacityAssignments, capacityAssignmentTickets, ticketPrices, tickets } from '../../platform/db/schema.js';
import { fieldError } from '../../platform/errors.js';

/** How long a purchase waits for a lock before answering 409 BUSY with Retry-After. */
export const LOCK_TIMEOUT_MS = 3000;

/**
 * Takes the locks of a purchase, always in the same order (docs/locking.md):
 * the ticket prices, then the capacity assignments of their tickets, each by
 * ascending id. The promo code comes last (findUsablePromoCode with `lock`).
 * Everything that makes stock scarcer takes these locks the same way, so two
 * purchases cannot deadlock and cannot both see the last seat.
 */
export async function lockStock(
  tx: Db,
  eventId: number,
  priceIds: number[],
  options: { skipLocks?: boolean } = {},
): Promise<{ priceRows: (typeof ticketPrices.$inferSelect)[]; assignmentIds: number[] }> {
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT_MS}ms'`));
  const ids = [...new Set(priceIds)].sort((a, b) => a - b);
  const query = tx
    .select({ price: ticketPrices })
    .from(ticketPrices)
    .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
    .where(and(eq(tickets.eventId, eventId), inArray(ticketPrices.id, ids)))
    .orderBy(asc(ticketPrices.id));
  const priceRows = (options.skipLocks ? await query : await query.for('update', { of: ticketPrices })).map((row) => row.price);
  if (priceRows.length !== ids.length) throw fieldError('tickets', 'validation.ticket_not_found');

  const ticketIds = [...new Set(priceRows.map((row) => row.ticketId))];
  const assignmentIds = await tx
    .selectDistinct({ id: capacityAssignmentTickets.capacityAssignmentId })
    .from(capacityAssignmentTickets)
    .where(inArray(capacityAssignmentTickets.ticketId, ticketIds));
  if (assignmentIds.length > 0 && !options.skipLocks) {
    await tx
      .select({ id: capacityAssignments.id })
      .from(capacityAssignments)
      .where(inArray(capacityAssignments.id, assignmentIds.map((row) => row.id)))
      .orderBy(asc(capacityAssignments.id))
      .for('update');
  }
  return { priceRows, assignmentIds: assignmentIds.map((row) => row.id) };
}
