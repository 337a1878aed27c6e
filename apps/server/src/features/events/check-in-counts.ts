import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';

export interface CheckInCounts {
  checkedIn: number;
  total: number;
}

/**
 * Who counts at a door: active attendees (paid or free, not cancelled, not an unpaid
 * hold). An attendee holds one ticket and is admitted once per event, whichever
 * list let them in, so a person on two lists is counted once in the event's figure
 * and once in each list's.
 */
export const CHECK_IN_COUNTS = sql`count(*)::int AS total, count(a.checked_in_at)::int AS checked_in`;

/** The event's figures by the same rule: GET check_in_stats and the dashboard's card. */
export async function eventCounts(db: Db, eventId: number): Promise<CheckInCounts> {
  const result = await db.execute(sql`SELECT ${CHECK_IN_COUNTS} FROM attendees a WHERE a.event_id = ${eventId} AND a.status = 'ACTIVE'`);
  const [row] = rowsOf<{ total: number; checked_in: number }>(result);
  return { checkedIn: Number(row?.checked_in ?? 0), total: Number(row?.total ?? 0) };
}

/**
 * One date's figures: who may come on that date (its own active attendees and every active pass holder, a pass being
 * valid on each date) and who was admitted on it (its own attendees checked in, and the passes admitted that date).
 */
export async function dateCounts(db: Db, eventId: number, dateId: number): Promise<CheckInCounts> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM attendees a WHERE a.event_id = ${eventId} AND a.status = 'ACTIVE'
        AND (a.event_date_id = ${dateId} OR a.event_date_id IS NULL))::int AS total,
      ((SELECT count(*) FROM attendees a WHERE a.event_date_id = ${dateId} AND a.event_id = ${eventId} AND a.status = 'ACTIVE'
        AND a.checked_in_at IS NOT NULL)
        + (SELECT count(*) FROM pass_admissions p JOIN attendees a ON a.id = p.attendee_id
          WHERE p.event_date_id = ${dateId} AND a.event_id = ${eventId} AND a.status = 'ACTIVE'))::int AS checked_in`);
  const [row] = rowsOf<{ total: number; checked_in: number }>(result);
  return { checkedIn: Number(row?.checked_in ?? 0), total: Number(row?.total ?? 0) };
}
