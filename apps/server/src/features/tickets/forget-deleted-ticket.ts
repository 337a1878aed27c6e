import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { promoCodes } from '../../platform/db/schema.js';

/**
 * A deleted ticket leaves every promo code of its event (docs/ARCHITECTURE.md, "Promo codes and deleted
 * tickets"). An empty list means "every ticket", so a code that named only deleted tickets would silently
 * start discounting all of them: instead it expires now (an earlier expiry is kept), stays listed with its
 * usage, and the organizer can give it tickets and a new expiry to use it again. Runs in the deleting
 * transaction, so no code ever names a ticket that is gone.
 */
export async function forgetDeletedTicket(tx: Db, eventId: number, ticketId: number, now = new Date()): Promise<void> {
  const naming = await tx
    .select({ id: promoCodes.id, applicableTicketIds: promoCodes.applicableTicketIds, expiryDate: promoCodes.expiryDate })
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), sql`${promoCodes.applicableTicketIds} @> ${JSON.stringify([ticketId])}::jsonb`))
    .for('update');
  for (const code of naming) {
    const remaining = code.applicableTicketIds.filter((id) => id !== ticketId);
    const expiryDate = remaining.length > 0 || (code.expiryDate && code.expiryDate <= now) ? code.expiryDate : now;
    await tx.update(promoCodes).set({ applicableTicketIds: remaining, expiryDate, updatedAt: now }).where(eq(promoCodes.id, code.id));
  }
}
