import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { CheckInConflict, ListMeta } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { attendees, checkIns, checkInUploads } from '../../platform/db/schema.js';
import { listMeta } from '../../platform/http/list.js';
import { readPaging } from '../../platform/http/list-parameters.js';
import { findCheckInList } from './check-in-lists.js';

/** Offline scans of one list that found their ticket already admitted elsewhere, newest first. */
export async function listConflicts(
  db: Db,
  target: { accountId: number; eventId: number; id: number; query: Record<string, unknown> },
): Promise<{ data: CheckInConflict[]; meta: ListMeta }> {
  const list = await findCheckInList(db, target.accountId, target.eventId, target.id);
  const { page, perPage } = readPaging(target.query);
  const where = and(eq(checkInUploads.checkInListId, list.id), eq(checkInUploads.conflict, true));
  const rows = await db
    .select({
      upload: checkInUploads,
      attendee: {
        shortId: attendees.shortId,
        firstName: attendees.firstName,
        lastName: attendees.lastName,
        checkedInAt: attendees.checkedInAt,
      },
    })
    .from(checkInUploads)
    .leftJoin(attendees, eq(attendees.id, checkInUploads.attendeeId))
    .where(where)
    .orderBy(desc(checkInUploads.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ value: count() }).from(checkInUploads).where(where);
  const admissions = await lastAdmissions(
    db,
    rows.map((row) => row.upload.attendeeId).filter((id): id is number => id !== null),
  );
  return {
    data: rows.map(({ upload, attendee }) => ({
      id: upload.id,
      attendee_id: upload.attendeeId,
      // The ticket's own short id: the device uploaded the list's door id (door-ids.ts).
      attendee_short_id: attendee?.shortId ?? upload.attendeeShortId,
      first_name: attendee?.firstName ?? null,
      last_name: attendee?.lastName ?? null,
      device_id: upload.deviceId,
      scanned_at: upload.scannedAt.toISOString(),
      received_at: upload.createdAt.toISOString(),
      checked_in_at: attendee?.checkedInAt?.toISOString() ?? null,
      checked_in_device_id: upload.attendeeId === null ? null : (admissions.get(upload.attendeeId) ?? null),
    })),
    meta: listMeta({ page, perPage }, total?.value ?? 0),
  };
}

/** The device of each attendee's latest admission. */
async function lastAdmissions(db: Db, attendeeIds: number[]): Promise<Map<number, string | null>> {
  const devices = new Map<number, string | null>();
  if (attendeeIds.length === 0) return devices;
  const rows = await db
    .select({ attendeeId: checkIns.attendeeId, deviceId: checkIns.deviceId })
    .from(checkIns)
    .where(and(inArray(checkIns.attendeeId, attendeeIds), eq(checkIns.action, 'CHECK_IN')))
    .orderBy(desc(checkIns.id));
  for (const row of rows) if (!devices.has(row.attendeeId)) devices.set(row.attendeeId, row.deviceId);
  return devices;
}
