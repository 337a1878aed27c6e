import { sql } from 'drizzle-orm';
import { OFFLINE_ATTENDEE_COLUMNS, type OfflineCheckInData } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/client.js';
import { codeHashSql, doorIdKey, doorIdSql } from './door-ids.js';
import { publicKeysOf } from '../../platform/auth/ticket-signing.js';
import { presentPublicList, type OpenList } from './public-list.js';

/**
 * The attendees of the list's tickets as the JSON text of an array of rows (see
 * OFFLINE_ATTENDEE_COLUMNS), written by the database in one indexed query
 * (attendees_event_ticket_idx): 20k attendees never become 20k JavaScript objects.
 */
async function attendeeRowsJson(ctx: AppContext, open: OpenList, dateIds: number[]): Promise<string> {
  if (open.ticketIds.length === 0) return '[]';
  const known = dateIds.length
    ? sql.join(
        dateIds.map((id) => sql`${id}::int`),
        sql`, `,
      )
    : sql`NULL::int`;
  // The door id in place of the ticket's short id (the key of its page), and a hash that
  // lets the device find the row of a QR code it reads offline (door-ids.ts).
  const result = await ctx.db.execute(sql`
    SELECT coalesce(json_agg(json_build_array(
             ${doorIdSql(doorIdKey(ctx.config.appSecret), open.list.id)}, attendees.first_name, attendees.last_name, attendees.ticket_id,
             attendees.status, to_char(attendees.checked_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ${codeHashSql},
             attendees.event_date_id, t.validity,
             CASE WHEN t.validity = 'ALL_DATES' THEN coalesce((SELECT json_agg(p.event_date_id ORDER BY p.event_date_id) FROM pass_admissions p
               WHERE p.attendee_id = attendees.id AND p.event_date_id IN (${known})), '[]'::json) ELSE '[]'::json END,
             CASE WHEN attendees.seat IS NULL THEN NULL
               ELSE json_build_array(attendees.seat->>'section', attendees.seat->>'row', attendees.seat->>'label') END
           ) ORDER BY attendees.id), '[]')::text AS rows
    FROM attendees JOIN tickets t ON t.id = attendees.ticket_id
    WHERE attendees.event_id = ${open.event.id}
      AND attendees.ticket_id IN (${ticketList(open)})
      AND attendees.status IN ('ACTIVE', 'CANCELLED')`);
  return String(rowsOf<{ rows: string }>(result)[0]?.rows ?? '[]');
}

const ticketList = (open: OpenList) =>
  sql.join(
    open.ticketIds.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The dates a scanner needs (docs/check-in.md "Dates"): the list's, those its attendees' tickets are for (to
 * name them when refusing one), and on a door of every date the scheduled dates that have not ended and start
 * within OFFLINE_DATES_AHEAD_DAYS (to find the date that is on); with the event's number of dates.
 */
async function offlineDates(ctx: AppContext, open: OpenList): Promise<{ dates: OfflineCheckInData['dates']; count: number }> {
  const eventId = open.event.id;
  const referenced =
    open.ticketIds.length === 0
      ? sql`NULL::int`
      : sql`SELECT DISTINCT event_date_id FROM attendees WHERE event_id = ${eventId} AND ticket_id IN (${ticketList(open)})
              AND event_date_id IS NOT NULL AND status IN ('ACTIVE', 'CANCELLED')`;
  const upcoming = open.eventDate
    ? sql`false`
    : sql`(status = 'SCHEDULED' AND coalesce(end_date, start_date) > now() - interval '1 day'
           AND start_date < now() + make_interval(days => ${OFFLINE_DATES_AHEAD_DAYS}))`;
  const result = await ctx.db.execute(sql`
    SELECT (SELECT count(*)::int FROM event_dates WHERE event_id = ${eventId}) AS count, coalesce((
      SELECT json_agg(json_build_object('id', id, 'start_date', start_date, 'end_date', end_date, 'label', label, 'status', status)
                      ORDER BY start_date, id)
      FROM event_dates
      WHERE event_id = ${eventId} AND (id = ${open.eventDate?.id ?? null}::int OR id IN (${referenced}) OR ${upcoming})
    ), '[]') AS dates`);
  const [row] = rowsOf<{ count: number; dates: unknown }>(result);
  const raw = (typeof row?.dates === 'string' ? JSON.parse(row.dates) : (row?.dates ?? [])) as OfflineCheckInData['dates'];
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    count: Number(row?.count ?? 0),
    dates: raw.map((date) => ({ ...date, start_date: iso(date.start_date)!, end_date: iso(date.end_date) })),
  };
}

/** How far ahead a download of a door of every date carries the event's dates: a scanner refreshes its data. */
export const OFFLINE_DATES_AHEAD_DAYS = 14;

/**
 * Everything a scanner needs to work without network, as one JSON text: attendees are
 * rows of eleven values rather than objects (20k attendees in about 1.2 MB, an eighth
 * of that gzipped, docs/benchmarks.md), spliced in as the database wrote them.
 */
export async function offlineDataJson(ctx: AppContext, open: OpenList): Promise<string> {
  const { dates, count } = await offlineDates(ctx, open);
  const rows = await attendeeRowsJson(
    ctx,
    open,
    dates.map((date) => date.id),
  );
  const { event, ...list } = await presentPublicList(ctx.db, open);
  const head: Omit<OfflineCheckInData, 'attendees'> = {
    check_in_list: { ...list, ticket_ids: open.ticketIds },
    event,
    public_keys: await publicKeysOf(ctx.db, ctx.config.appSecret, open.list.accountId),
    generated_at: new Date().toISOString(),
    attendee_columns: [...OFFLINE_ATTENDEE_COLUMNS],
    dates,
    date_count: count,
  };
  const text = JSON.stringify(head);
  return `{"data":${text.slice(0, -1)},"attendees":${rows}}}`;
}
