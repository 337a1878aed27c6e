import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import type { CheckInCounts } from '../events/check-in-counts.js';
import { datesOnAt } from './door-dates.js';

/**
 * Live counts per list, read from the attendees (attendees_event_ticket_idx), by the rule of
 * events/check-in-counts.ts. A list of one date counts that date's attendees (its ONE_DATE
 * attendees and every pass); a pass is in when admitted on the list's date or, on a list of
 * every date, on the date that is on now (docs/check-in.md "Dates").
 */
export async function listCounts(db: Db, eventId: number, listIds: number[]): Promise<Map<number, CheckInCounts>> {
  const counts = new Map<number, CheckInCounts>(listIds.map((id) => [id, { checkedIn: 0, total: 0 }]));
  if (listIds.length === 0) return counts;
  const onNow = await passDateNow(db, eventId);
  const result = await db.execute(sql`
    SELECT l.check_in_list_id AS id, count(*)::int AS total,
           count(*) FILTER (WHERE CASE WHEN t.validity = 'ALL_DATES'
             THEN EXISTS (SELECT 1 FROM pass_admissions p WHERE p.attendee_id = a.id AND p.event_date_id = coalesce(cl.event_date_id, ${onNow}::int))
             ELSE a.checked_in_at IS NOT NULL END)::int AS checked_in
    FROM check_in_list_tickets l
    JOIN check_in_lists cl ON cl.id = l.check_in_list_id
    JOIN tickets t ON t.id = l.ticket_id
    JOIN attendees a ON a.event_id = ${eventId} AND a.ticket_id = l.ticket_id AND a.status = 'ACTIVE'
      AND (cl.event_date_id IS NULL OR t.validity = 'ALL_DATES' OR a.event_date_id IS NULL OR a.event_date_id = cl.event_date_id)
    WHERE l.check_in_list_id IN (${sql.join(
      listIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    GROUP BY l.check_in_list_id`);
  for (const row of rowsOf<{ id: number; total: number; checked_in: number }>(result)) {
    counts.set(Number(row.id), { checkedIn: Number(row.checked_in), total: Number(row.total) });
  }
  return counts;
}

/** The date a pass is counted on at a door of every date: the one on now, when the event has passes at all. */
async function passDateNow(db: Db, eventId: number): Promise<number | null> {
  const [row] = rowsOf<{ timezone: string; passes: boolean }>(
    await db.execute(sql`
      SELECT e.timezone, EXISTS (SELECT 1 FROM tickets t WHERE t.event_id = e.id AND t.validity = 'ALL_DATES') AS passes
      FROM events e WHERE e.id = ${eventId}`),
  );
  if (!row?.passes) return null;
  const [date] = await datesOnAt(db, eventId, row.timezone, [new Date()]);
  return date?.id ?? null;
}

/** Offline scans of each list that found the ticket already admitted elsewhere. */
export async function conflictCounts(db: Db, listIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (listIds.length === 0) return counts;
  const result = await db.execute(sql`
    SELECT check_in_list_id AS id, count(*)::int AS n FROM check_in_uploads
    WHERE conflict AND check_in_list_id IN (${sql.join(
      listIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    GROUP BY check_in_list_id`);
  for (const row of rowsOf<{ id: number; n: number }>(result)) counts.set(Number(row.id), Number(row.n));
  return counts;
}
