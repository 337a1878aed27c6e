import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventDates, events } from '../../platform/db/schema.js';

/**
 * The event's own start and end are the span of its dates: the first start and the last end (docs/dates.md). Called
 * after every write to an event's dates, in the same transaction. A last end no later than the first start (one date
 * without an end) leaves the event without an end, as an event with one such date has.
 */
export async function followDates(tx: Db, eventId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${events} SET
      start_date = span.first_start,
      end_date = CASE WHEN span.last_end > span.first_start THEN span.last_end END,
      updated_at = now()
    FROM (
      SELECT min(start_date) AS first_start, max(coalesce(end_date, start_date)) AS last_end
      FROM ${eventDates} WHERE event_id = ${eventId}
    ) AS span
    WHERE ${events.id} = ${eventId} AND span.first_start IS NOT NULL`);
}
