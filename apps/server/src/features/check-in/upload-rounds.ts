import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import type { OpenList } from './public-list.js';
import type { ScanAction, ScanRefusal } from './scan.js';

/** An attendee of an upload, as locked for it: what decides why a scan changed nothing. */
export interface DoorState {
  status: string;
  ticketId: number;
  checkedInAt: Date | null;
  /** The device of the admission that counts (null for the organizer's screens). */
  admittedBy: string | null;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * Locks the upload's attendees in id order (two uploads naming the same people wait on each
 * other instead of deadlocking) and reads their state and the device that admitted them.
 * FOR NO KEY UPDATE, the lock the admission's update takes anyway: it does not conflict with
 * the key-share locks that foreign keys to the attendee (check_ins, check_in_uploads) take.
 */
export async function readDoorStates(tx: Db, attendeeIds: number[]): Promise<Map<number, DoorState>> {
  const ids = sql.join(
    attendeeIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const locked = rowsOf<{ id: number; status: string; ticket_id: number; checked_in_at: unknown }>(
    await tx.execute(sql`SELECT id, status, ticket_id, checked_in_at FROM attendees WHERE id IN (${ids}) ORDER BY id FOR NO KEY UPDATE`),
  );
  const devices = rowsOf<{ attendee_id: number; device_id: string | null }>(
    await tx.execute(sql`
      SELECT DISTINCT ON (attendee_id) attendee_id, device_id FROM check_ins
      WHERE attendee_id IN (${ids}) AND action = 'CHECK_IN' ORDER BY attendee_id, id DESC`),
  );
  const admittedBy = new Map(devices.map((row) => [Number(row.attendee_id), row.device_id]));
  return new Map(
    locked.map((row) => [
      Number(row.id),
      {
        status: row.status,
        ticketId: Number(row.ticket_id),
        checkedInAt: row.checked_in_at === null ? null : toDate(row.checked_in_at),
        admittedBy: admittedBy.get(Number(row.id)) ?? null,
      },
    ]),
  );
}

/** Why a scan changed nothing, in the order an online scan says it (scan.ts). */
export function refusalOf(open: OpenList, state: DoorState | undefined, action: ScanAction): ScanRefusal {
  if (!state || state.status === 'AWAITING_PAYMENT') return 'NOT_FOUND';
  if (!open.ticketIds.includes(state.ticketId)) return 'TICKET_NOT_ON_LIST';
  if (action === 'CHECK_OUT') return 'NOT_CHECKED_IN';
  if (state.status === 'CANCELLED') return 'ATTENDEE_CANCELLED';
  if (state.checkedInAt) return 'ALREADY_CHECKED_IN';
  return 'NOT_FOUND';
}

/**
 * One round of an upload: at most one scan per attendee, each by the conditional update of
 * an online scan (docs/locking.md "One attendee at a time"), with its check_ins row, the
 * event's counter and the audit entries, in one statement. Answers the scans that applied.
 */
export async function applyRound(
  tx: Db,
  open: OpenList,
  deviceId: string,
  scans: { attendeeId: number; action: ScanAction; scannedAt: Date }[],
): Promise<Map<number, { checkInId: number; checkedInAt: Date | null }>> {
  const applied = new Map<number, { checkInId: number; checkedInAt: Date | null }>();
  if (open.ticketIds.length === 0) return applied;
  const eventId = open.event.id;
  const values = sql.join(
    scans.map((scan) => sql`(${scan.attendeeId}::int, ${scan.action}::text, ${scan.scannedAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    WITH v(attendee_id, action, scanned_at) AS (VALUES ${values}),
    u AS (
      UPDATE attendees a
      SET checked_in_at = CASE WHEN v.action = 'CHECK_IN' THEN now() ELSE NULL END, updated_at = now()
      FROM v
      WHERE a.id = v.attendee_id AND a.event_id = ${eventId}
        AND a.ticket_id IN (${sql.join(
          open.ticketIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        AND CASE WHEN v.action = 'CHECK_IN' THEN a.status = 'ACTIVE' AND a.checked_in_at IS NULL ELSE a.checked_in_at IS NOT NULL END
      RETURNING a.id, a.account_id, a.checked_in_at, v.action, v.scanned_at
    ), c AS (
      INSERT INTO check_ins (account_id, event_id, attendee_id, check_in_list_id, action, device_id, scanned_at)
      SELECT account_id, ${eventId}, id, ${open.list.id}, action, ${deviceId}, scanned_at FROM u
      RETURNING id, account_id, attendee_id, action, device_id, scanned_at
    ), d AS (
      SELECT sum(CASE WHEN action = 'CHECK_IN' THEN 1 ELSE -1 END)::int AS delta FROM c HAVING count(*) > 0
    ), s AS (
      INSERT INTO event_statistics (event_id, check_ins) SELECT ${eventId}, greatest(0, delta) FROM d
      ON CONFLICT (event_id) DO UPDATE SET check_ins = greatest(0, event_statistics.check_ins + (SELECT delta FROM d)), updated_at = now()
    ), l AS (
      INSERT INTO audit_log (account_id, event_id, subject_type, subject_id, action, actor_user_id, data)
      SELECT account_id, ${eventId}, 'ATTENDEE', attendee_id, CASE WHEN action = 'CHECK_IN' THEN 'CHECKED_IN' ELSE 'CHECKED_OUT' END, NULL,
             jsonb_build_object('check_in_id', id, 'check_in_list_id', ${open.list.id}::int, 'device_id', device_id, 'scanned_at', scanned_at)
      FROM c
    )
    SELECT c.id AS check_in_id, c.attendee_id, u.checked_in_at FROM c JOIN u ON u.id = c.attendee_id`);
  for (const row of rowsOf<{ check_in_id: number; attendee_id: number; checked_in_at: unknown }>(result)) {
    applied.set(Number(row.attendee_id), {
      checkInId: Number(row.check_in_id),
      checkedInAt: row.checked_in_at === null ? null : toDate(row.checked_in_at),
    });
  }
  return applied;
}
