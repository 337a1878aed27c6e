import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CheckInBatchItemResult, CheckInBatchResultCode, PublicCheckInAction } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, checkInUploads } from '../../platform/db/schema.js';
import { ACTIONS } from './check-in-at-door.js';
import { doorIdKey, readAttendeeRef, type AttendeeRef } from './door-ids.js';
import type { ScanAction } from './scan.js';
import { applyPassRound, applyRound, readDoorStates, refusalOf, type DoorState } from './upload-rounds.js';
import { datesOnAt } from './door-dates.js';
import { presentListDate, type ListDate, type OpenList } from './public-list.js';
import { isWrongDate, readListDate } from './scan.js';

export interface OfflineScan {
  attendee_short_id: string;
  action: PublicCheckInAction;
  scanned_at: string;
}

/** One uploaded scan of a known attendee, first of its key in the batch. */
interface Entry {
  key: string;
  scan: OfflineScan;
  action: ScanAction;
  scannedAt: Date;
  attendeeId: number;
  uploadId?: number;
  result?: CheckInBatchResultCode;
  conflict?: boolean;
  checkInId?: number | null;
  /** The attendee's admission as it stood right after this scan. */
  checkedInAt?: Date | null;
  admittedBy?: string | null;
  /** The date a pass scan is for: the list's, or the one on when scanned (null: none was). */
  dateId: number | null;
}

const keyOf = (text: string, action: ScanAction, scannedAt: Date) => `${text}\n${action}\n${scannedAt.getTime()}`;

/** The attendees the batch names, by door id or short id: one read, before anything is written. */
async function resolve(
  db: Db,
  open: OpenList,
  refs: (AttendeeRef | null)[],
): Promise<{ byId: Set<number>; byShortId: Map<string, number> }> {
  const ids = [...new Set(refs.flatMap((ref) => (ref && 'attendeeId' in ref ? [ref.attendeeId] : [])))];
  const shortIds = [...new Set(refs.flatMap((ref) => (ref && 'shortId' in ref ? [ref.shortId] : [])))];
  const named: SQL[] = [];
  if (ids.length) named.push(inArray(attendees.id, ids));
  if (shortIds.length) named.push(inArray(attendees.shortId, shortIds));
  if (named.length === 0) return { byId: new Set(), byShortId: new Map() };
  const rows = await db
    .select({ id: attendees.id, shortId: attendees.shortId })
    .from(attendees)
    // An unpaid hold is no ticket yet: unknown at the door, like an id of another event.
    .where(and(eq(attendees.eventId, open.event.id), ne(attendees.status, 'AWAITING_PAYMENT'), or(...named)));
  return { byId: new Set(rows.map((row) => row.id)), byShortId: new Map(rows.map((row) => [row.shortId, row.id])) };
}

/**
 * A device's queue of offline scans, set-based in one transaction (docs/check-in.md):
 * ids that name nobody are answered NOT_FOUND before anything is written; the others
 * lock their attendees in id order, claim their upload rows in one statement (a scan
 * uploaded before finds its row and repeats the stored answer), and are applied by the
 * conditional update of an online scan, one statement per round, in the order sent.
 */
export async function uploadScans(
  ctx: AppContext,
  open: OpenList,
  deviceId: string,
  scans: OfflineScan[],
): Promise<CheckInBatchItemResult[]> {
  const doorKey = doorIdKey(ctx.config.appSecret);
  const refs = scans.map((scan) => readAttendeeRef(doorKey, open.list.id, scan.attendee_short_id));
  const known = await resolve(ctx.db, open, refs);
  const attendeeOf = (ref: AttendeeRef | null) =>
    !ref
      ? undefined
      : 'attendeeId' in ref
        ? known.byId.has(ref.attendeeId)
          ? ref.attendeeId
          : undefined
        : known.byShortId.get(ref.shortId);

  // Each scan points at its entry (the first scan of its key) or at nothing (unknown).
  const entries = new Map<string, Entry>();
  const slots = scans.map((scan, index) => {
    const attendeeId = attendeeOf(refs[index]!);
    if (attendeeId === undefined) return null;
    const action = ACTIONS[scan.action];
    const scannedAt = new Date(scan.scanned_at);
    const key = keyOf(scan.attendee_short_id, action, scannedAt);
    const first = !entries.has(key);
    if (first) entries.set(key, { key, scan, action, scannedAt, attendeeId, dateId: open.eventDate?.id ?? null });
    return { entry: entries.get(key)!, repeat: !first };
  });
  if (entries.size === 0) return scans.map((scan) => answer(scan, 'NOT_FOUND', false, false, null, null));
  if (open.passTicketIds.length > 0 && !open.eventDate) {
    // A door of every date admits a pass on the date that was on when it was scanned.
    const all = [...entries.values()];
    const on = await datesOnAt(
      ctx.db,
      open.event.id,
      open.event.timezone,
      all.map((entry) => entry.scannedAt),
    );
    all.forEach((entry, index) => (entry.dateId = on[index]?.id ?? null));
  }
  const passDateIds = [...new Set([...entries.values()].flatMap((entry) => (entry.dateId === null ? [] : [entry.dateId])))];

  const states = await ctx.db.transaction(async (tx) => {
    const all = [...entries.values()];
    // Attendees first, then the claims: every upload takes its locks in the same order.
    const doorStates = await readDoorStates(tx, [...new Set(all.map((entry) => entry.attendeeId))], passDateIds);
    const stored = await claim(tx, open, deviceId, all);
    const fresh = all.filter((entry) => entry.uploadId !== undefined);
    for (const entry of all) {
      const previous = stored.get(entry.key);
      if (previous) Object.assign(entry, { result: previous.result, conflict: previous.conflict });
    }
    await applyInOrder(tx, open, deviceId, fresh, doorStates);
    await recordResults(tx, fresh);
    return doorStates;
  });

  // A ticket of another date is answered with its date.
  const wrongDateIds = [
    ...new Set(
      [...entries.values()].flatMap((entry) => {
        const dateId = entry.result === 'WRONG_DATE' ? states.get(entry.attendeeId)?.eventDateId : null;
        return dateId ? [dateId] : [];
      }),
    ),
  ];
  const wrongDates = new Map<number, ListDate>();
  for (const id of wrongDateIds) {
    const date = await readListDate(ctx.db, id);
    if (date) wrongDates.set(id, date);
  }

  return scans.map((scan, index) => {
    const slot = slots[index];
    if (!slot) return answer(scan, 'NOT_FOUND', false, false, null, null);
    const { entry } = slot;
    const duplicate = slot.repeat || entry.uploadId === undefined;
    // A repeat answers with the ticket as it stands now; a scan applied here, as it stood after it.
    const state = states.get(entry.attendeeId);
    const now = state && open.passTicketIds.includes(state.ticketId) ? state.passes.get(entry.dateId ?? -1) : state;
    const checkedInAt = duplicate ? (now?.checkedInAt ?? null) : (entry.checkedInAt ?? null);
    const device = duplicate ? (now?.admittedBy ?? null) : (entry.admittedBy ?? null);
    const result = answer(scan, entry.result ?? 'NOT_FOUND', entry.conflict ?? false, duplicate, checkedInAt, checkedInAt ? device : null);
    const ticketDate = entry.result === 'WRONG_DATE' && state?.eventDateId ? wrongDates.get(state.eventDateId) : undefined;
    return ticketDate ? { ...result, event_date: presentListDate(ticketDate)! } : result;
  });
}

function answer(
  scan: OfflineScan,
  result: CheckInBatchResultCode,
  conflict: boolean,
  duplicate: boolean,
  checkedInAt: Date | null,
  device: string | null,
): CheckInBatchItemResult {
  return { ...scan, result, conflict, duplicate, checked_in_at: checkedInAt?.toISOString() ?? null, checked_in_device_id: device };
}

/**
 * Claims an upload row per scan under the unique key (event, device, id sent, action, time
 * scanned), in key order so that two uploads of overlapping scans wait on each other rather
 * than deadlock. Answers the stored rows of the scans uploaded before.
 */
async function claim(
  tx: Db,
  open: OpenList,
  deviceId: string,
  all: Entry[],
): Promise<Map<string, { result: CheckInBatchResultCode; conflict: boolean }>> {
  const sorted = [...all].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const claimed = await tx
    .insert(checkInUploads)
    .values(
      sorted.map((entry) => ({
        accountId: open.list.accountId,
        eventId: open.event.id,
        checkInListId: open.list.id,
        deviceId,
        attendeeShortId: entry.scan.attendee_short_id,
        attendeeId: entry.attendeeId,
        action: entry.action,
        scannedAt: entry.scannedAt,
        result: 'PENDING',
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: checkInUploads.id,
      text: checkInUploads.attendeeShortId,
      action: checkInUploads.action,
      scannedAt: checkInUploads.scannedAt,
    });
  const keyed = byKey(all);
  for (const row of claimed) keyed.get(keyOf(row.text, row.action, row.scannedAt))!.uploadId = row.id;
  const stored = new Map<string, { result: CheckInBatchResultCode; conflict: boolean }>();
  const missing = all.filter((entry) => entry.uploadId === undefined);
  if (missing.length === 0) return stored;
  const rows = await tx
    .select({
      text: checkInUploads.attendeeShortId,
      action: checkInUploads.action,
      scannedAt: checkInUploads.scannedAt,
      result: checkInUploads.result,
      conflict: checkInUploads.conflict,
    })
    .from(checkInUploads)
    .where(
      and(
        eq(checkInUploads.eventId, open.event.id),
        eq(checkInUploads.deviceId, deviceId),
        inArray(checkInUploads.attendeeShortId, [...new Set(missing.map((entry) => entry.scan.attendee_short_id))]),
      ),
    );
  for (const row of rows)
    stored.set(keyOf(row.text, row.action, row.scannedAt), { result: row.result as CheckInBatchResultCode, conflict: row.conflict });
  return stored;
}

const byKey = (all: Entry[]) => new Map(all.map((entry) => [entry.key, entry]));

/**
 * Applies the new scans in the order sent: round n applies the n-th scan of every attendee
 * in one statement (usually one round: a queue rarely holds a ticket twice). The attendees
 * are locked, so the state kept here is the database's and says why a scan changed nothing.
 */
async function applyInOrder(tx: Db, open: OpenList, deviceId: string, fresh: Entry[], states: Map<number, DoorState>): Promise<void> {
  const queues = new Map<number, Entry[]>();
  for (const entry of fresh) queues.set(entry.attendeeId, [...(queues.get(entry.attendeeId) ?? []), entry]);
  const isPass = (entry: Entry) => {
    const state = states.get(entry.attendeeId);
    return !!state && open.passTicketIds.includes(state.ticketId);
  };
  for (let round = 0; ; round += 1) {
    const batch = [...queues.values()].flatMap((queue) => queue.slice(round, round + 1));
    if (batch.length === 0) return;
    const passScans = batch.filter((entry) => isPass(entry) && entry.dateId !== null && !isWrongDate(open, states.get(entry.attendeeId)!));
    const applied = await applyRound(
      tx,
      open,
      deviceId,
      batch.filter((entry) => !isPass(entry)),
    );
    const passesApplied = await applyPassRound(
      tx,
      open,
      deviceId,
      passScans.map((entry) => ({ ...entry, dateId: entry.dateId! })),
    );
    // A pass admitted meanwhile by an online scan (which does not wait on the upload's locks): read its admission.
    const missed = passScans.filter((entry) => !passesApplied.has(entry.attendeeId));
    if (missed.length > 0) {
      const fresher = await readDoorStates(
        tx,
        [...new Set(missed.map((entry) => entry.attendeeId))],
        [...new Set(missed.map((entry) => entry.dateId!))],
      );
      for (const [id, state] of fresher) states.get(id)!.passes = state.passes;
    }
    for (const entry of batch) {
      const state = states.get(entry.attendeeId)!;
      const pass = isPass(entry);
      const done = (pass ? passesApplied : applied).get(entry.attendeeId);
      const admission = pass ? (state.passes.get(entry.dateId ?? -1) ?? { checkedInAt: null, admittedBy: null }) : state;
      if (done) {
        admission.checkedInAt = done.checkedInAt;
        if (entry.action === 'CHECK_IN') admission.admittedBy = deviceId;
        if (pass && entry.dateId !== null) state.passes.set(entry.dateId, admission);
        Object.assign(entry, { result: 'APPLIED', conflict: false, checkInId: done.checkInId });
      } else {
        const refusal = refusalOf(open, state, entry.action, pass ? entry.dateId : undefined);
        // Let in by someone else: both scans happened, the person entered once; the organizer sees it.
        const conflict = refusal === 'ALREADY_CHECKED_IN' && admission.admittedBy !== deviceId;
        Object.assign(entry, { result: refusal, conflict, checkInId: null });
      }
      Object.assign(entry, { checkedInAt: admission.checkedInAt, admittedBy: admission.admittedBy });
    }
  }
}

/** Writes the answers of the new scans into their upload rows, in one statement. */
async function recordResults(tx: Db, fresh: Entry[]): Promise<void> {
  if (fresh.length === 0) return;
  const values = sql.join(
    fresh.map(
      (entry) => sql`(${entry.uploadId!}::int, ${entry.result!}::text, ${entry.conflict!}::boolean, ${entry.checkInId ?? null}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE check_in_uploads AS u SET result = v.result, conflict = v.conflict, check_in_id = v.check_in_id
    FROM (VALUES ${values}) AS v(id, result, conflict, check_in_id)
    WHERE u.id = v.id`);
}
