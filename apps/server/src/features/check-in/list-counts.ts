import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { CHECK_IN_COUNTS as COUNTS, type CheckInCounts } from '../events/check-in-counts.js';

/** Live counts per list, read from the attendees (attendees_event_ticket_idx). */
export async function listCounts(db: Db, eventId: number, listIds: number[]): Promise<Map<number, CheckInCounts>> {
  const counts = new Map<number, CheckInCounts>(listIds.map((id) => [id, { checkedIn: 0, total: 0 }]));
  if (listIds.length === 0) return counts;
  const result = await db.execute(sql`
    SELECT l.check_in_list_id AS id, ${COUNTS}
    FROM check_in_list_tickets l
    JOIN attendees a ON a.event_id = ${eventId} AND a.ticket_id = l.ticket_id AND a.status = 'ACTIVE'
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
