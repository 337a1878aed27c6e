import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { tickets } from '../../platform/db/schema.js';
import { fieldError } from '../../platform/errors.js';

/**
 * The given ticket ids, without repeats, once each is known to be a ticket of the
 * event (422 on `field` otherwise). They are share-locked so that none is
 * deleted before the caller's transaction ends.
 */
export async function requireEventTickets(tx: Db, eventId: number, ids: number[], field = 'ticket_ids'): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), inArray(tickets.id, unique)))
    .for('share');
  if (found.length !== unique.length) throw fieldError(field, 'validation.ticket_not_found');
  return unique;
}
