import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import type { OpenList } from './public-list.js';
import { isWrongDate, type ScanAction, type ScanRefusal } from './scan.js';

/** An attendee of an upload, as locked for it: what decides why a scan changed nothing. */
export interface DoorState {
  status: string;
  ticketId: number;
  checkedInAt: Date | null;
  /** The device of the admission that counts (null for the organizer's screens). */
  admittedBy: string | null;
  /** The ticket's date (null for a pass or a ticket of no particular date). */
  eventDateId: number | null;
  validity: string;
  /** A pass's admissions by date, for the dates the upload concerns. */
  passes: Map<number, { checkedInAt: Date | null; admittedBy: string | null }>;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * Locks the upload's attendees in id order (two uploads naming the same people wait on each
 * other instead of deadlocking) and reads their state and the device that admitted them.
 * FOR NO KEY UPDATE, the lock the admission's update takes anyway: it does not conflict with
 * the key-share locks that foreign keys to the attendee (check_ins, check_in_uploads) take.
 */
export async function readDoorStates(tx: Db, attendeeIds: number[], passDateIds: number[] = []): Promise<Map<number, DoorState>> {
  const ids = sql.join(
    attendeeIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const locked = rowsOf<{
    id: number;
    status: string;
    ticket_id: number;
    checked_in_at: unknown;
    event_date_id: number | null;
    validity: string;
  }>(
    await tx.execute(sql`
      SELECT a.id, a.status, a.ticket_id, a.checked_in_at, a.event_date_id, t.validity
      FROM attendees a JOIN tickets t ON t.id = a.ticket_id
      WHERE a.id IN (${ids}) ORDER BY a.id FOR NO KEY UPDATE OF a`),
  );
  const devices = rowsOf<{ attendee_id: number; device_id: string | null }>(
    await tx.execute(sql`
      SELECT DISTINCT ON (attendee_id) attendee_id, device_id FROM check_ins
      WHERE attendee_id IN (${ids}) AND action = 'CHECK_IN' ORDER BY attendee_id, id DESC`),
  );
  const admittedBy = new Map(devices.map((row) => [Number(row.attendee_id), row.device_id]));
  const passes = new Map<number, DoorState['passes']>();
  if (passDateIds.length > 0) {
    const dates = sql.join(
      passDateIds.map((id) => sql`${id}::int`),
      sql`, `,
    );
    const admitted = rowsOf<{ attendee_id: number; event_date_id: number; checked_in_at: unknown; device_id: string | null }>(
      await tx.execute(sql`
        SELECT p.attendee_id, p.event_date_id, p.checked_in_at,
               (SELECT c.device_id FROM check_ins c WHERE c.attendee_id = p.attendee_id AND c.event_date_id = p.event_date_id
                  AND c.action = 'CHECK_IN' ORDER BY c.id DESC LIMIT 1) AS device_id
        FROM pass_admissions p WHERE p.attendee_id IN (${ids}) AND p.event_date_id IN (${dates})`),
    );
    for (const row of admitted) {
      const byDate = passes.get(Number(row.attendee_id)) ?? new Map();
      byDate.set(Number(row.event_date_id), { checkedInAt: toDate(row.checked_in_at), admittedBy: row.device_id });
      passes.set(Number(row.attendee_id), byDate);
    }
  }
  return new Map(
    locked.map((row) => [
      Number(row.id),
      {
        status: row.status,
        ticketId: Number(row.ticket_id),
        checkedInAt: row.checked_in_at === null ? null : toDate(row.checked_in_at),
        admittedBy: admittedBy.get(Number(row.id)) ?? null,
        eventDateId: row.event_date_id === null ? null : Number(row.event_date_id),
        validity: row.validity,
        passes: passes.get(Number(row.id)) ?? new Map(),
      },
    ]),
  );
}

/**
 * Why a scan changed nothing, in the order an online scan says it (scan.ts). `passDate` is the
 * date a pass was scanned for (null: no date was on).
 */
export function refusalOf(open: OpenList, state: DoorState | undefined, action: ScanAction, passDate?: number | null): ScanRefusal {
  if (!state || state.status === 'AWAITING_PAYMENT') return 'NOT_FOUND';
  if (!open.ticketIds.includes(state.ticketId)) return 'TICKET_NOT_ON_LIST';
  if (isWrongDate(open, state)) return 'WRONG_DATE';
  const pass = open.passTicketIds.includes(state.ticketId);
  if (pass && (passDate === null || passDate === undefined)) return 'NO_DATE_TODAY';
  if (action === 'CHECK_OUT') return 'NOT_CHECKED_IN';
  if (state.status === 'CANCELLED') return 'ATTENDEE_CANCELLED';
  if (pass ? state.passes.get(passDate!)?.checkedInAt : state.checkedInAt) return 'ALREADY_CHECKED_IN';
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
  const oneDate = open.ticketIds.filter((id) => !open.passTicketIds.includes(id));
  if (oneDate.length === 0 || scans.length === 0) return applied;
  const listDate = open.eventDate?.id ?? null;
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
          oneDate.map((id) => sql`${id}`),
          sql`, `,
        )})
        ${listDate === null ? sql`` : sql`AND (a.event_date_id IS NULL OR a.event_date_id = ${listDate})`}
        AND CASE WHEN v.action = 'CHECK_IN' THEN a.status = 'ACTIVE' AND a.checked_in_at IS NULL ELSE a.checked_in_at IS NOT NULL END
      RETURNING a.id, a.account_id, a.checked_in_at, a.event_date_id, v.action, v.scanned_at
    ), c AS (
      INSERT INTO check_ins (account_id, event_id, attendee_id, check_in_list_id, action, device_id, scanned_at, event_date_id)
      SELECT account_id, ${eventId}, id, ${open.list.id}, action, ${deviceId}, scanned_at, coalesce(event_date_id, ${listDate}::int) FROM u
      RETURNING id, account_id, attendee_id, action, device_id, scanned_at
    )${bookkeeping(open)}
    SELECT c.id AS check_in_id, c.attendee_id, u.checked_in_at FROM c JOIN u ON u.id = c.attendee_id`);
  return appliedOf(result);
}

/**
 * One round of an upload's pass scans, each for its date: a check-in inserts the pass's
 * admission of that date (ON CONFLICT DO NOTHING: the conditional write, docs/check-in.md
 * "Dates"), a check-out deletes it, with the check_ins rows, the counter and the audit entries,
 * in one statement. At most one scan per attendee. Answers the scans that applied.
 */
export async function applyPassRound(
  tx: Db,
  open: OpenList,
  deviceId: string,
  scans: { attendeeId: number; action: ScanAction; scannedAt: Date; dateId: number }[],
): Promise<Map<number, { checkInId: number; checkedInAt: Date | null }>> {
  if (open.passTicketIds.length === 0 || scans.length === 0) return new Map();
  const values = sql.join(
    scans.map(
      (scan) => sql`(${scan.attendeeId}::int, ${scan.action}::text, ${scan.scannedAt.toISOString()}::timestamptz, ${scan.dateId}::int)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    WITH v(attendee_id, action, scanned_at, event_date_id) AS (VALUES ${values}),
    p AS (
      SELECT a.id, a.account_id, v.action, v.scanned_at, v.event_date_id FROM attendees a JOIN v ON v.attendee_id = a.id
      WHERE a.event_id = ${open.event.id}
        AND a.ticket_id IN (${sql.join(
          open.passTicketIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        AND (v.action = 'CHECK_OUT' OR a.status = 'ACTIVE')
    ), i AS (
      INSERT INTO pass_admissions (attendee_id, event_date_id) SELECT id, event_date_id FROM p WHERE action = 'CHECK_IN'
      ON CONFLICT DO NOTHING RETURNING attendee_id, checked_in_at
    ), o AS (
      DELETE FROM pass_admissions x USING p WHERE p.action = 'CHECK_OUT' AND x.attendee_id = p.id AND x.event_date_id = p.event_date_id
      RETURNING x.attendee_id, NULL::timestamptz AS checked_in_at
    ), u AS (SELECT * FROM i UNION ALL SELECT * FROM o),
    c AS (
      INSERT INTO check_ins (account_id, event_id, attendee_id, check_in_list_id, action, device_id, scanned_at, event_date_id)
      SELECT p.account_id, ${open.event.id}, p.id, ${open.list.id}, p.action, ${deviceId}, p.scanned_at, p.event_date_id
      FROM u JOIN p ON p.id = u.attendee_id
      RETURNING id, account_id, attendee_id, action, device_id, scanned_at
    )${bookkeeping(open)}
    SELECT c.id AS check_in_id, c.attendee_id, u.checked_in_at FROM c JOIN u ON u.attendee_id = c.attendee_id`);
  return appliedOf(result);
}

function appliedOf(result: unknown): Map<number, { checkInId: number; checkedInAt: Date | null }> {
  const applied = new Map<number, { checkInId: number; checkedInAt: Date | null }>();
  for (const row of rowsOf<{ check_in_id: number; attendee_id: number; checked_in_at: unknown }>(result as never)) {
    applied.set(Number(row.attendee_id), {
      checkInId: Number(row.check_in_id),
      checkedInAt: row.checked_in_at === null ? null : toDate(row.checked_in_at),
    });
  }
  return applied;
}

/** The event's counter and the audit entries of a round's check_ins rows `c` (CTEs after it). */
function bookkeeping(open: OpenList) {
  const eventId = open.event.id;
  return sql`, d AS (
      SELECT sum(CASE WHEN action = 'CHECK_IN' THEN 1 ELSE -1 END)::int AS delta FROM c HAVING count(*) > 0
    ), s AS (
      INSERT INTO event_statistics (event_id, check_ins) SELECT ${eventId}, greatest(0, delta) FROM d
      ON CONFLICT (event_id) DO UPDATE SET check_ins = greatest(0, event_statistics.check_ins + (SELECT delta FROM d)), updated_at = now()
    ), l AS (
      INSERT INTO audit_log (account_id, event_id, subject_type, subject_id, action, actor_user_id, data)
      SELECT account_id, ${eventId}, 'ATTENDEE', attendee_id, CASE WHEN action = 'CHECK_IN' THEN 'CHECKED_IN' ELSE 'CHECKED_OUT' END, NULL,
             jsonb_build_object('check_in_id', id, 'check_in_list_id', ${open.list.id}::int, 'device_id', device_id, 'scanned_at', scanned_at)
      FROM c
    )`;
}
