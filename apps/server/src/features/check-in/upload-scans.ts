import { and, eq } from 'drizzle-orm';
import type { CheckInBatchItemResult, CheckInBatchResultCode, PublicCheckInAction } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, checkInUploads } from '../../platform/db/schema.js';
import { ACTIONS } from './check-in-at-door.js';
import type { OpenList } from './public-list.js';
import { admissionDevice, applyScan } from './scan.js';

export interface OfflineScan {
  attendee_short_id: string;
  action: PublicCheckInAction;
  scanned_at: string;
}

type Upload = typeof checkInUploads.$inferSelect;

/** The answer to an upload that was stored before: the same result, with the attendee as it stands now. */
async function repeat(tx: Db, upload: Upload, scan: OfflineScan): Promise<CheckInBatchItemResult> {
  const [attendee] = upload.attendeeId
    ? await tx.select({ checkedInAt: attendees.checkedInAt }).from(attendees).where(eq(attendees.id, upload.attendeeId))
    : [];
  return {
    ...scan,
    result: upload.result as CheckInBatchResultCode,
    conflict: upload.conflict,
    duplicate: true,
    checked_in_at: attendee?.checkedInAt?.toISOString() ?? null,
    checked_in_device_id: upload.attendeeId && attendee?.checkedInAt ? await admissionDevice(tx, upload.attendeeId) : null,
  };
}

/**
 * One scan a device made offline, in its own transaction. The upload row is written
 * first under a unique key (event, device, ticket, action, time scanned), so a retried
 * upload finds it and repeats the stored answer without changing anything; a ticket
 * that another device or the organizer had already admitted is stored as a conflict.
 */
async function uploadOne(ctx: AppContext, open: OpenList, deviceId: string, scan: OfflineScan): Promise<CheckInBatchItemResult> {
  const action = ACTIONS[scan.action];
  const scannedAt = new Date(scan.scanned_at);
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(checkInUploads)
      .values({
        accountId: open.list.accountId,
        eventId: open.event.id,
        checkInListId: open.list.id,
        deviceId,
        attendeeShortId: scan.attendee_short_id,
        action,
        scannedAt,
        result: 'PENDING',
      })
      .onConflictDoNothing()
      .returning();
    if (!claimed) {
      const [stored] = await tx
        .select()
        .from(checkInUploads)
        .where(
          and(
            eq(checkInUploads.eventId, open.event.id),
            eq(checkInUploads.deviceId, deviceId),
            eq(checkInUploads.attendeeShortId, scan.attendee_short_id),
            eq(checkInUploads.action, action),
            eq(checkInUploads.scannedAt, scannedAt),
          ),
        );
      return repeat(tx, stored!, scan);
    }
    const outcome = await applyScan(ctx, tx, { open, attendeeShortId: scan.attendee_short_id, action, deviceId, scannedAt });
    const result: CheckInBatchResultCode = outcome.applied ? 'APPLIED' : outcome.refusal;
    // Let in by someone else: both scans happened, the person entered once; the organizer sees it.
    const conflict = !outcome.applied && outcome.refusal === 'ALREADY_CHECKED_IN' && outcome.admittedBy !== deviceId;
    await tx
      .update(checkInUploads)
      .set({ result, conflict, attendeeId: outcome.attendee?.id ?? null, checkInId: outcome.applied ? outcome.checkIn.id : null })
      .where(eq(checkInUploads.id, claimed.id));
    const checkedInAt = outcome.attendee?.checkedInAt ?? null;
    return {
      ...scan,
      result,
      conflict,
      duplicate: false,
      checked_in_at: checkedInAt?.toISOString() ?? null,
      checked_in_device_id: checkedInAt ? (outcome.applied ? outcome.checkIn.deviceId : outcome.admittedBy) : null,
    };
  });
}

/** A device's queue of offline scans: each answers on its own, in the order sent (the order they were made). */
export async function uploadScans(ctx: AppContext, open: OpenList, deviceId: string, scans: OfflineScan[]): Promise<CheckInBatchItemResult[]> {
  const results: CheckInBatchItemResult[] = [];
  for (const scan of scans) results.push(await uploadOne(ctx, open, deviceId, scan));
  return results;
}
