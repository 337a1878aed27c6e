import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AttendeeSeat } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { checkIns, eventDates, passAdmissions } from '../../platform/db/schema.js';
import { datesOnAt } from './door-dates.js';
import { refCondition, type AttendeeRef } from './door-ids.js';
import { findDoorAttendee, type DoorRow } from './public-attendees.js';
import type { ListDate, OpenList } from './public-list.js';
import { seatJsonFromDriver } from '../seat-map/seat-text.js';

export type ScanAction = 'CHECK_IN' | 'CHECK_OUT';
export type ScanRefusal =
  | 'NOT_FOUND'
  | 'TICKET_NOT_ON_LIST'
  | 'WRONG_DATE'
  | 'NO_DATE_TODAY'
  | 'ATTENDEE_CANCELLED'
  | 'ALREADY_CHECKED_IN'
  | 'NOT_CHECKED_IN';

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
  | { applied: false; refusal: ScanRefusal; attendee: DoorRow | undefined; admittedBy: string | null; ticketDate?: ListDate };

/** The device of the admission that let an attendee in (null for the organizer's screens). */
export async function admissionDevice(tx: Db, attendeeId: number, passDateId: number | null = null): Promise<string | null> {
  const [row] = await tx
    .select({ deviceId: checkIns.deviceId })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.attendeeId, attendeeId),
        eq(checkIns.action, 'CHECK_IN'),
        passDateId === null ? undefined : eq(checkIns.eventDateId, passDateId),
      ),
    )
    .orderBy(desc(checkIns.id))
    .limit(1);
  return row?.deviceId ?? null;
}

/** A date by id, as the door names it. */
export async function readListDate(db: Db, id: number): Promise<ListDate | undefined> {
  const [row] = await db
    .select({ id: eventDates.id, startDate: eventDates.startDate, endDate: eventDates.endDate, label: eventDates.label })
    .from(eventDates)
    .where(eq(eventDates.id, id));
  return row;
}

/** A ONE_DATE ticket of another date than the list's (a ticket of no particular date is valid on every date). */
export const isWrongDate = (open: OpenList, attendee: { validity: string; eventDateId: number | null }) =>
  attendee.validity !== 'ALL_DATES' &&
  open.eventDate !== null &&
  attendee.eventDateId !== null &&
  attendee.eventDateId !== open.eventDate.id;

/** A pass's admission on one date: when, or null while it has none. */
async function passAdmission(db: Db, attendeeId: number, dateId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: passAdmissions.checkedInAt })
    .from(passAdmissions)
    .where(and(eq(passAdmissions.attendeeId, attendeeId), eq(passAdmissions.eventDateId, dateId)));
  return row?.at ?? null;
}

/**
 * Why nothing changed, read after the conditional write found nothing to change. `passDate`
 * is the date a pass was scanned for (null: no date is on; undefined: not asked).
 */
async function refusalOf(tx: Db, scan: Scan, seen: DoorRow | undefined, passDate?: number | null): Promise<ScanOutcome> {
  let attendee = seen;
  const refuse = (refusal: ScanRefusal, admittedBy: string | null = null, ticketDate?: ListDate): ScanOutcome => ({
    applied: false,
    refusal,
    attendee,
    admittedBy,
    ...(ticketDate ? { ticketDate } : {}),
  });
  // An unpaid hold holds no ticket yet: unknown at the door.
  if (!attendee || attendee.status === 'AWAITING_PAYMENT') return refuse('NOT_FOUND');
  if (!scan.open.ticketIds.includes(attendee.ticketId)) return refuse('TICKET_NOT_ON_LIST');
  if (isWrongDate(scan.open, attendee)) return refuse('WRONG_DATE', null, await readListDate(tx, attendee.eventDateId!));
  const pass = attendee.validity === 'ALL_DATES';
  if (pass) {
    const dateId = passDate === undefined ? await passDateOf(tx, scan) : passDate;
    if (dateId === null) return refuse('NO_DATE_TODAY');
    attendee = { ...attendee, checkedInAt: await passAdmission(tx, attendee.id, dateId) };
    if (scan.action === 'CHECK_OUT') return refuse('NOT_CHECKED_IN');
    if (attendee.status === 'CANCELLED') return refuse('ATTENDEE_CANCELLED');
    if (attendee.checkedInAt) return refuse('ALREADY_CHECKED_IN', await admissionDevice(tx, attendee.id, dateId));
    return refuse('NOT_FOUND');
  }
  if (scan.action === 'CHECK_OUT') return refuse('NOT_CHECKED_IN');
  if (attendee.status === 'CANCELLED') return refuse('ATTENDEE_CANCELLED');
  if (attendee.checkedInAt) return refuse('ALREADY_CHECKED_IN', await admissionDevice(tx, attendee.id));
  return refuse('NOT_FOUND');
}

/** The date a pass is admitted on at this door: the list's, or on a list of every date the one on when scanned. */
async function passDateOf(db: Db, scan: Scan): Promise<number | null> {
  if (scan.open.eventDate) return scan.open.eventDate.id;
  const [date] = await datesOnAt(db, scan.open.event.id, scan.open.event.timezone, [scan.scannedAt ?? new Date()]);
  return date?.id ?? null;
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
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * One scan at a door. The admission is one conditional write (docs/locking.md "One attendee
 * at a time"): of any number of scans of one ticket at once, on any device and list, exactly
 * one changes the row and the others find it taken. A ONE_DATE ticket's admission is
 * attendees.checked_in_at; a pass's is its pass_admissions row of the date (docs/check-in.md
 * "Dates"). The write, its check_ins row, the event's counter and the audit entry are one
 * statement, atomic on its own, so a scan costs one round trip (two on a list with passes:
 * the ticket is read first to know which admission to write) and the event's counter row is
 * locked only until that statement commits.
 */
export async function applyScan(ctx: AppContext, db: Db, scan: Scan): Promise<ScanOutcome> {
  const { open } = scan;
  const eventId = open.event.id;
  if (open.ticketIds.length === 0) return refusalOf(db, scan, await findDoorAttendee(db, eventId, scan.ref));
  if (open.passTicketIds.length > 0) {
    const seen = await findDoorAttendee(db, eventId, scan.ref);
    if (!seen || !open.ticketIds.includes(seen.ticketId)) return refusalOf(db, scan, seen);
    if (open.passTicketIds.includes(seen.ticketId)) {
      const dateId = await passDateOf(db, scan);
      if (dateId === null) return refusalOf(db, scan, seen, null);
      return applyPassScan(ctx, db, scan, dateId);
    }
  }
  const oneDate = open.ticketIds.filter((id) => !open.passTicketIds.includes(id));
  const checkingIn = scan.action === 'CHECK_IN';
  const dateGuard = open.eventDate ? sql`AND (event_date_id IS NULL OR event_date_id = ${open.eventDate.id})` : sql``;
  let guard = checkingIn ? sql`AND status = 'ACTIVE' AND checked_in_at IS NULL` : sql`AND checked_in_at IS NOT NULL`;
  if (checkingIn && ctx.config.unsafeDisableAdmissionGuard) {
    // The control of the race test: decide on a read, then write unconditionally.
    const seen = await findDoorAttendee(db, eventId, scan.ref);
    if (!seen || seen.status !== 'ACTIVE' || seen.checkedInAt || !oneDate.includes(seen.ticketId) || isWrongDate(open, seen))
      return refusalOf(db, scan, seen);
    guard = sql``;
  }
  const delta = checkingIn ? 1 : -1;
  const result = await db.execute(sql`
    WITH u AS (
      UPDATE attendees SET checked_in_at = ${checkingIn ? sql`now()` : sql`NULL`}, updated_at = now()
      WHERE ${refCondition(scan.ref)} AND event_id = ${eventId}
        AND ticket_id IN (${idList(oneDate)}) ${dateGuard} ${guard}
      RETURNING id, account_id, checked_in_at, event_date_id
    ), c AS (
      INSERT INTO check_ins (account_id, event_id, attendee_id, check_in_list_id, action, device_id, scanned_at, event_date_id)
      SELECT account_id, ${eventId}, id, ${open.list.id}, ${scan.action}, ${scan.deviceId}, coalesce(${scan.scannedAt?.toISOString() ?? null}::timestamptz, now()),
             coalesce(event_date_id, ${open.eventDate?.id ?? null}::int)
      FROM u
      RETURNING id, account_id, attendee_id, device_id, scanned_at, created_at
    )${bookkeeping(open, scan.action, delta)}
    ${outcomeSelect(sql`JOIN u ON u.id = c.attendee_id`)}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  // Nothing changed: read the ticket as it stands now (a new statement sees what others committed).
  if (!row) return refusalOf(db, scan, await findDoorAttendee(db, eventId, scan.ref));
  return appliedOutcome(open, scan.action, row);
}

/**
 * A pass scanned for one date: its admission on that date is a pass_admissions row, inserted
 * by a conditional write (ON CONFLICT DO NOTHING: of scans at once, one inserts and the
 * others find the row) and deleted on check-out.
 */
async function applyPassScan(ctx: AppContext, db: Db, scan: Scan, dateId: number): Promise<ScanOutcome> {
  const { open } = scan;
  const eventId = open.event.id;
  const checkingIn = scan.action === 'CHECK_IN';
  let onConflict = sql`ON CONFLICT DO NOTHING`;
  if (checkingIn && ctx.config.unsafeDisableAdmissionGuard) {
    // The control of the race test: decide on a read, then write whatever is there.
    const seen = await findDoorAttendee(db, eventId, scan.ref);
    if (!seen || seen.status !== 'ACTIVE' || (await passAdmission(db, seen.id, dateId))) return refusalOf(db, scan, seen, dateId);
    onConflict = sql`ON CONFLICT (attendee_id, event_date_id) DO UPDATE SET checked_in_at = now()`;
  }
  const write = checkingIn
    ? sql`INSERT INTO pass_admissions (attendee_id, event_date_id) SELECT id, ${dateId}::int FROM p ${onConflict}
          RETURNING attendee_id, checked_in_at`
    : sql`DELETE FROM pass_admissions WHERE attendee_id IN (SELECT id FROM p) AND event_date_id = ${dateId}
          RETURNING attendee_id, NULL::timestamptz AS checked_in_at`;
  const delta = checkingIn ? 1 : -1;
  const result = await db.execute(sql`
    WITH p AS (
      SELECT id, account_id FROM attendees
      WHERE ${refCondition(scan.ref)} AND event_id = ${eventId}
        AND ticket_id IN (${idList(open.passTicketIds)}) ${checkingIn ? sql`AND status = 'ACTIVE'` : sql``}
    ), u AS (${write}), c AS (
      INSERT INTO check_ins (account_id, event_id, attendee_id, check_in_list_id, action, device_id, scanned_at, event_date_id)
      SELECT p.account_id, ${eventId}, p.id, ${open.list.id}, ${scan.action}, ${scan.deviceId},
             coalesce(${scan.scannedAt?.toISOString() ?? null}::timestamptz, now()), ${dateId}::int
      FROM u JOIN p ON p.id = u.attendee_id
      RETURNING id, account_id, attendee_id, device_id, scanned_at, created_at
    )${bookkeeping(open, scan.action, delta)}
    ${outcomeSelect(sql`JOIN u ON u.attendee_id = c.attendee_id`)}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return refusalOf(db, scan, await findDoorAttendee(db, eventId, scan.ref), dateId);
  return appliedOutcome(open, scan.action, row);
}

/** The event's counter and the audit entry of a scan that changed something (CTEs after `c`). */
function bookkeeping(open: OpenList, action: ScanAction, delta: number): SQL {
  const eventId = open.event.id;
  return sql`, s AS (
      INSERT INTO event_statistics (event_id, check_ins) SELECT ${eventId}, ${Math.max(0, delta)} FROM c
      ON CONFLICT (event_id) DO UPDATE SET check_ins = greatest(0, event_statistics.check_ins + ${delta}), updated_at = now()
    ), l AS (
      INSERT INTO audit_log (account_id, event_id, subject_type, subject_id, action, actor_user_id, data)
      SELECT account_id, ${eventId}, 'ATTENDEE', attendee_id, ${action === 'CHECK_IN' ? 'CHECKED_IN' : 'CHECKED_OUT'}, NULL,
             jsonb_build_object('check_in_id', id, 'check_in_list_id', ${open.list.id}::int, 'device_id', device_id, 'scanned_at', scanned_at)
      FROM c
    )`;
}

/** The attendee and check-in of a scan that changed something; `u` carries the admission as it now stands. */
const outcomeSelect = (joinU: SQL) => sql`
    SELECT a.id, a.short_id, a.first_name, a.last_name, a.ticket_id, t.title AS ticket_title, p.label AS price_label, a.status,
           u.checked_in_at, a.event_date_id, t.validity, a.seat, c.id AS check_in_id, c.device_id, c.scanned_at, c.created_at
    FROM c
    JOIN attendees a ON a.id = c.attendee_id
    ${joinU}
    JOIN tickets t ON t.id = a.ticket_id
    LEFT JOIN ticket_prices p ON p.id = a.ticket_price_id`;

function appliedOutcome(open: OpenList, action: ScanAction, row: Record<string, unknown>): ScanOutcome {
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
    eventDateId: row.event_date_id === null ? null : Number(row.event_date_id),
    validity: row.validity as DoorRow['validity'],
    seat: seatJsonFromDriver<AttendeeSeat>(row.seat),
  };
  const checkIn: CheckInRecord = {
    id: Number(row.check_in_id),
    checkInListId: open.list.id,
    action,
    deviceId: row.device_id === null ? null : String(row.device_id),
    scannedAt: toDate(row.scanned_at),
    createdAt: toDate(row.created_at),
  };
  return { applied: true, attendee, checkIn };
}
