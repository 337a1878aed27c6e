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
async function attendeeRowsJson(ctx: AppContext, open: OpenList): Promise<string> {
  if (open.ticketIds.length === 0) return '[]';
  // The door id in place of the ticket's short id (the key of its page), and a hash that
  // lets the device find the row of a QR code it reads offline (door-ids.ts).
  const result = await ctx.db.execute(sql`
    SELECT coalesce(json_agg(json_build_array(
             ${doorIdSql(doorIdKey(ctx.config.appSecret), open.list.id)}, first_name, last_name, ticket_id, status,
             to_char(checked_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ${codeHashSql}
           ) ORDER BY id), '[]')::text AS rows
    FROM attendees
    WHERE event_id = ${open.event.id}
      AND ticket_id IN (${sql.join(
        open.ticketIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      AND status IN ('ACTIVE', 'CANCELLED')`);
  return String(rowsOf<{ rows: string }>(result)[0]?.rows ?? '[]');
}

/**
 * Everything a scanner needs to work without network, as one JSON text: attendees are
 * rows of seven values rather than objects (20k attendees in about 1.2 MB, an eighth
 * of that gzipped, docs/benchmarks.md), spliced in as the database wrote them.
 */
export async function offlineDataJson(ctx: AppContext, open: OpenList): Promise<string> {
  const rows = await attendeeRowsJson(ctx, open);
  const { event, ...list } = await presentPublicList(ctx.db, open);
  const head: Omit<OfflineCheckInData, 'attendees'> = {
    check_in_list: { ...list, ticket_ids: open.ticketIds },
    event,
    public_keys: await publicKeysOf(ctx.db, ctx.config.appSecret, open.list.accountId),
    generated_at: new Date().toISOString(),
    attendee_columns: [...OFFLINE_ATTENDEE_COLUMNS],
  };
  const text = JSON.stringify(head);
  return `{"data":${text.slice(0, -1)},"attendees":${rows}}}`;
}
