import { sql } from 'drizzle-orm';
import { dateOnAt, type DoorDate } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';

const DAY_MS = 24 * 60 * 60_000;

/** An event's dates near some instants (every date that could be "on" at one of them), and how many dates it has. */
export async function datesNear(db: Db, eventId: number, times: Date[]): Promise<{ dates: DoorDate[]; count: number }> {
  const first = new Date(Math.min(...times.map((time) => time.getTime())) - 2 * DAY_MS).toISOString();
  const last = new Date(Math.max(...times.map((time) => time.getTime())) + 2 * DAY_MS).toISOString();
  const result = await db.execute(sql`
    WITH n AS (SELECT count(*)::int AS n FROM event_dates WHERE event_id = ${eventId})
    SELECT n.n AS count, coalesce((
      SELECT json_agg(json_build_object('id', d.id, 'start_date', d.start_date, 'end_date', d.end_date, 'label', d.label, 'status', d.status) ORDER BY d.start_date, d.id)
      FROM event_dates d
      WHERE d.event_id = ${eventId}
        AND (n.n = 1 OR d.start_date BETWEEN ${first}::timestamptz AND ${last}::timestamptz
             OR (d.start_date <= ${last}::timestamptz AND coalesce(d.end_date, d.start_date) > ${first}::timestamptz))
    ), '[]') AS dates
    FROM n`);
  const [row] = rowsOf<{ count: number; dates: unknown }>(result);
  const raw = (typeof row?.dates === 'string' ? JSON.parse(row.dates) : (row?.dates ?? [])) as DoorDate[];
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    count: Number(row?.count ?? 0),
    dates: raw.map((date) => ({ ...date, start_date: iso(date.start_date)!, end_date: iso(date.end_date) })),
  };
}

/** The event's date that is on at each instant (docs/check-in.md "Dates"), by the rule the offline scanner applies too. */
export async function datesOnAt(db: Db, eventId: number, timezone: string, times: Date[]): Promise<(DoorDate | null)[]> {
  if (times.length === 0) return [];
  const { dates, count } = await datesNear(db, eventId, times);
  return times.map((time) => dateOnAt(dates, count, timezone, time));
}
