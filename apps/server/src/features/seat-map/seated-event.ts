import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { attendees, eventSeating } from '../../platform/db/schema.js';

/**
 * Whether an event's exports have seats to show: it is sold with a plan, or some of its attendees hold a seat (a
 * plan taken off after sales leaves its attendees their seats). A general-admission event's files stay as they were.
 */
export async function eventHasSeats(db: Db, eventId: number): Promise<boolean> {
  const [plan] = await db.select({ id: eventSeating.eventId }).from(eventSeating).where(eq(eventSeating.eventId, eventId));
  if (plan) return true;
  const [seated] = await db
    .select({ id: attendees.id })
    .from(attendees)
    .where(and(eq(attendees.eventId, eventId), isNotNull(attendees.seat)))
    .limit(1);
  return seated !== undefined;
}
