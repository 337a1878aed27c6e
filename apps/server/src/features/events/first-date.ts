import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventDates } from '../../platform/db/schema.js';

/** Every event has one date or more: a new event gets one, from its start and end. */
export async function insertFirstDate(
  tx: Db,
  event: { id: number; accountId: number; startDate: Date; endDate: Date | null },
): Promise<number> {
  const [date] = await tx
    .insert(eventDates)
    .values({ accountId: event.accountId, eventId: event.id, startDate: event.startDate, endDate: event.endDate })
    .returning({ id: eventDates.id });
  return date!.id;
}

/**
 * An event with one date keeps that date equal to its own start and end, so editing the event moves its date.
 * An event with several dates is left alone: its start and end are those of its dates (docs/dates.md).
 */
export async function followSingleDate(tx: Db, eventId: number, startDate: Date, endDate: Date | null): Promise<void> {
  await tx
    .update(eventDates)
    .set({ startDate, endDate, updatedAt: new Date() })
    .where(sql`${eventDates.eventId} = ${eventId} AND (SELECT count(*) FROM ${eventDates} d WHERE d.event_id = ${eventId}) = 1`);
}
