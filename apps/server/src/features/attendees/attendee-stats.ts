import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventStatistics } from '../../platform/db/schema.js';

/**
 * Moves the event's running totals when an attendee's ticket stops or starts
 * counting (cancel, reactivate) or someone goes in or out, in the caller's transaction.
 */
export async function adjustAttendeeStats(tx: Db, eventId: number, delta: { tickets?: number; checkIns?: number }): Promise<void> {
  const tickets = delta.tickets ?? 0;
  const checkIns = delta.checkIns ?? 0;
  if (tickets === 0 && checkIns === 0) return;
  await tx
    .insert(eventStatistics)
    .values({ eventId, ticketsSold: Math.max(0, tickets), attendeesRegistered: Math.max(0, tickets), checkIns: Math.max(0, checkIns) })
    .onConflictDoUpdate({
      target: eventStatistics.eventId,
      set: {
        ticketsSold: sql`greatest(0, ${eventStatistics.ticketsSold} + ${tickets})`,
        attendeesRegistered: sql`greatest(0, ${eventStatistics.attendeesRegistered} + ${tickets})`,
        checkIns: sql`greatest(0, ${eventStatistics.checkIns} + ${checkIns})`,
        updatedAt: new Date(),
      },
    });
}
