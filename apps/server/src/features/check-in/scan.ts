import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { checkIns } from '../../platform/db/schema.js';
import { refCondition, type AttendeeRef } from './door-ids.js';
import { findDoorAttendee, type DoorRow } from './public-attendees.js';
import type { OpenList } from './public-list.js';

export type ScanAction = 'CHECK_IN' | 'CHECK_OUT';
export type ScanRefusal = 'NOT_FOUND' | 'TICKET_NOT_ON_LIST' | 'ATTENDEE_CANCELLED' | 'ALREADY_CHECKED_IN' | 'NOT_CHECKED_IN';

export interface Scan {
  open: OpenList;
  /** The attendee, by door id or ticket short id. */
  ref: AttendeeRef;
  action: ScanAction;
  deviceId: string | null;
  /** When the scanner saw the ticket; the time of arrival when it does not say. */
  scannedAt: Date | null;
}

export type ScanOutcome =
  | { applied: true; attendee: DoorRow; checkIn: CheckInRecord }
  | { applied: false; refusal: ScanRefusal; attendee: DoorRow | undefined; admittedBy: string | null };

/** The device of the admission that let an attendee in (null for the organizer's screens). */
export async function admissionDevice(tx: Db, attendeeId: number): Promise<string | null> {
  const [row] = await tx
    .select({ deviceId: checkIns.deviceId })
    .from(checkIns)
    .where(and(eq(checkIns.attendeeId, attendeeId), eq(checkIns.action, 'CHECK_IN')))
    .orderBy(desc(checkIns.id))
    .limit(1);
  return row?.deviceId ?? null;
}

/** Why nothing changed, read after the conditional update found no row to change. */
async function refusalOf(tx: Db, scan: Scan, attendee: DoorRow | undefined): Promise<ScanOutcome> {
  const refuse = (refusal: ScanRefusal, admittedBy: string | null = null): ScanOutcome => ({
    applied: false,
    refusal,
    attendee,
    admittedBy,
  });
  // An unpaid hold holds no ticket yet: unknown at the door.
  if (!attendee || attendee.status === 'AWAITING_PAYMENT') return refuse('NOT_FOUND');
  if (!scan.open.ticketIds.includes(attendee.ticketId)) return refuse('TICKET_NOT_ON_LIST');
  if (scan.action === 'CHECK_OUT') return refuse('NOT_CHECKED_IN');
  if (attendee.status === 'CANCELLED') return refuse('ATTENDEE_CANCELLED');
  if (attendee.checkedInAt) return refuse('ALREADY_CHECKED_IN', await admissionDevice(tx, attendee.id));
  return refuse('NOT_FOUND');
}

export interface CheckInRecord {
  id: number;
  checkInListId: number;
  action: ScanAction;
  deviceId: string | null;
  scannedAt: Date;
  createdAt: Date;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * One scan at a door. The admission is one conditional update of
 * attendees.checked_in_at (docs/locking.md "One attendee at a time"): of any number
 * of scans of one ticket at once, on any device and list, exactly one changes the row
 * and the others find it taken. The update, its check_ins row, the event's counter and
 * the audit entry are one statement, atomic on its own, so a scan costs one round trip
 * and the event's counter row is locked only until that statement commits.
 */
export async function applyScan(ctx: AppContext, db: Db, scan: Scan): Promise<ScanOutcome> {
  const { open } = scan;
  const eventId = open.event.id;
  if (open.ticketIds.length === 0) return refusalOf(db, scan, await findDoorAttendee(db, eventId, scan.ref));
  const checkingIn = scan.action === 'CHECK_IN';
  let guard = checkingIn ? sql`AND status = 'ACTIVE' AND checked_in_at IS NULL` : sql`AND checked_in_at IS NOT NULL`;
  if (checkingIn && ctx.config.unsafeDisableAdmissionGuard) {
    // The control of the race test: decide on a read, then write unconditionally.
    const seen = await findDoorAttendee(db, eventId, scan.ref);
    if (!seen || seen.status !== 'ACTIVE' || seen.checkedInAt || !open.ticketIds.includes(seen.ticketId)) return refusalOf(db, scan, seen);
    guard = sql``;
  }
  const delta = checkingIn ? 1 : -1;
  const result = await db.execute(sql`
    WITH u AS (
      UPDATE attendees SET checked_in_at = ${checkingIn ? sql`now()` : sql`NULL`}, updated_at = now()
      WHERE ${refCondition(scan.ref)} AND event_id = ${eventId}
        AND ticket_id IN (${sql.join(
          open.ticketIds.map((id) => sql`${id}`),
          sql`, `,
        )}) ${guard}
      RETURNING id, account_id, checked_in_at
    ), c AS (
      INSERT INTO check_ins (account_id, event_id, attendee_id, check_in_list_id, action, device_id, scanned_at)
      SELECT account_id, ${eventId}, id, ${open.list.id}, ${scan.action}, ${scan.deviceId}, coalesce(${scan.scannedAt?.toISOString() ?? null}::timestamptz, now())
      FROM u
      RETURNING id, account_id, attendee_id, device_id, scanned_at, created_at
    ), s AS (
      INSERT INTO event_statistics (event_id, check_ins) SELECT ${eventId}, ${Math.max(0, delta)} FROM c
      ON CONFLICT (event_id) DO UPDATE SET check_ins = greatest(0, event_statistics.check_ins + ${delta}), updated_at = now()
    ), l AS (
      INSERT INTO audit_log (account_id, event_id, subject_type, subject_id, action, actor_user_id, data)
      SELECT account_id, ${eventId}, 'ATTENDEE', attendee_id, ${checkingIn ? 'CHECKED_IN' : 'CHECKED_OUT'}, NULL,
             jsonb_build_object('check_in_id', id, 'check_in_list_id', ${open.list.id}::int, 'device_id', device_id, 'scanned_at', scanned_at)
      FROM c
    )
    SELECT a.id, a.short_id, a.first_name, a.last_name, a.ticket_id, t.title AS ticket_title, p.label AS price_label, a.status,
           u.checked_in_at, c.id AS check_in_id, c.device_id, c.scanned_at, c.created_at
    FROM c
    JOIN attendees a ON a.id = c.attendee_id
    JOIN u ON u.id = c.attendee_id
    JOIN tickets t ON t.id = a.ticket_id
    LEFT JOIN ticket_prices p ON p.id = a.ticket_price_id`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  // Nothing changed: read the ticket as it stands now (a new statement sees what others committed).
  if (!row) return refusalOf(db, scan, await findDoorAttendee(db, eventId, scan.ref));
  const attendee: DoorRow = {
    id: Number(row.id),
    shortId: String(row.short_id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    ticketId: Number(row.ticket_id),
    ticketTitle: String(row.ticket_title),
    priceLabel: row.price_label === null ? null : String(row.price_label),
    status: row.status as DoorRow['status'],
    checkedInAt: row.checked_in_at === null ? null : toDate(row.checked_in_at),
  };
  const checkIn: CheckInRecord = {
    id: Number(row.check_in_id),
    checkInListId: open.list.id,
    action: scan.action,
    deviceId: row.device_id === null ? null : String(row.device_id),
    scannedAt: toDate(row.scanned_at),
    createdAt: toDate(row.created_at),
  };
  return { applied: true, attendee, checkIn };
}
