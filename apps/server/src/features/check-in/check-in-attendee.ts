import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CheckInResult } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, checkIns } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { adjustAttendeeStats } from '../events/attendee-stats.js';
import { auditAttendee } from '../attendees/audit-attendee.js';
import { findAttendee, presentAttendee, type AttendeeListRow } from '../attendees/present-attendee.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';
import { inAccount } from '../../platform/auth/scope.js';

export interface CheckInOptions {
  accountId: number;
  eventId: number;
  attendeeId: number;
  userId: number | null;
  deviceId?: string | null;
  checkInListId?: number | null;
}

/** Why an admission or exit did not happen, read after the conditional update changed nothing. */
function refusal(row: AttendeeListRow, action: 'CHECK_IN' | 'CHECK_OUT'): AppError {
  const { attendee } = row;
  if (action === 'CHECK_IN') {
    if (attendee.status === 'CANCELLED') return new AppError('ATTENDEE_CANCELLED');
    if (attendee.checkedInAt) return new AppError('ALREADY_CHECKED_IN', { params: { at: attendee.checkedInAt.toISOString() } });
    return new AppError('CONFLICT');
  }
  return new AppError('NOT_CHECKED_IN');
}

async function record(tx: Db, options: CheckInOptions, action: 'CHECK_IN' | 'CHECK_OUT') {
  const [entry] = await tx
    .insert(checkIns)
    .values({
      accountId: options.accountId,
      eventId: options.eventId,
      attendeeId: options.attendeeId,
      checkInListId: options.checkInListId ?? null,
      action,
      deviceId: options.deviceId ?? null,
      userId: options.userId,
    })
    .returning();
  await adjustAttendeeStats(tx, options.eventId, { checkIns: action === 'CHECK_IN' ? 1 : -1 });
  await auditAttendee(
    tx,
    { id: options.attendeeId, accountId: options.accountId, eventId: options.eventId },
    action === 'CHECK_IN' ? 'CHECKED_IN' : 'CHECKED_OUT',
    options.userId,
    {
      check_in_id: entry!.id,
    },
  );
  return entry!;
}

/**
 * Lets an attendee in: one conditional update, so of any number of scans of one
 * ticket at once exactly one admits and the others answer ALREADY_CHECKED_IN with
 * the time of the admission.
 */
export async function checkInAttendee(ctx: AppContext, options: CheckInOptions): Promise<CheckInResult> {
  return change(ctx, options, 'CHECK_IN');
}

/** Lets an attendee out again (conditional: only one who is in). */
export async function checkOutAttendee(ctx: AppContext, options: CheckInOptions): Promise<CheckInResult> {
  return change(ctx, options, 'CHECK_OUT');
}

async function change(ctx: AppContext, options: CheckInOptions, action: 'CHECK_IN' | 'CHECK_OUT'): Promise<CheckInResult> {
  const { accountId, eventId, attendeeId } = options;
  return ctx.db.transaction(async (tx) => {
    const scope = inAccount(attendees, accountId, eq(attendees.id, attendeeId), eq(attendees.eventId, eventId));
    let guard =
      action === 'CHECK_IN' ? and(eq(attendees.status, 'ACTIVE'), isNull(attendees.checkedInAt)) : isNotNull(attendees.checkedInAt);
    if (action === 'CHECK_IN' && ctx.config.unsafeDisableAdmissionGuard) {
      // The control of the race test: decide on a read, then write unconditionally.
      const seen = await findAttendee(tx, accountId, eventId, attendeeId);
      if (seen.attendee.status !== 'ACTIVE' || seen.attendee.checkedInAt) throw refusal(seen, action);
      guard = undefined;
    }
    const changed = await tx
      .update(attendees)
      .set({ checkedInAt: action === 'CHECK_IN' ? sql`now()` : null, updatedAt: new Date() })
      .where(and(scope, guard))
      .returning({ id: attendees.id });
    const row = await findAttendee(tx, accountId, eventId, attendeeId);
    if (changed.length === 0) throw refusal(row, action);
    const entry = await record(tx, options, action);
    await emitWebhookEvent(ctx, tx, {
      accountId,
      eventId,
      type: action === 'CHECK_IN' ? 'checkin.created' : 'checkin.deleted',
      attendeeId,
    });
    return {
      attendee: presentAttendee(row),
      check_in: {
        id: entry.id,
        attendee_id: attendeeId,
        attendee_short_id: row.attendee.shortId,
        check_in_list_id: entry.checkInListId,
        action: entry.action,
        device_id: entry.deviceId,
        created_at: entry.createdAt.toISOString(),
      },
    };
  });
}
