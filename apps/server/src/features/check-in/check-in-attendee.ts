import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CheckInResult } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, checkIns, eventDates, events, passAdmissions, tickets } from '../../platform/db/schema.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { wrongDate } from './check-in-at-door.js';
import { datesOnAt } from './door-dates.js';
import type { ListDate } from './public-list.js';
import { readListDate } from './scan.js';
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
  /** The date to admit on (a date of the event); null: a pass's is the one on now, a ONE_DATE ticket's its own. */
  eventDateId?: number | null;
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

async function record(tx: Db, options: CheckInOptions, action: 'CHECK_IN' | 'CHECK_OUT', eventDateId: number | null) {
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
      eventDateId,
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

/** The date asked for, of this event (422 otherwise), or null. */
async function askedDate(tx: Db, eventId: number, id: number | null | undefined): Promise<ListDate | null> {
  if (id === null || id === undefined) return null;
  const date = await readListDate(tx, id);
  const [own] = await tx
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(and(eq(eventDates.id, id), eq(eventDates.eventId, eventId)));
  if (!date || !own) throw fieldError('event_date_id', 'validation.date_not_of_event');
  return date;
}

async function change(ctx: AppContext, options: CheckInOptions, action: 'CHECK_IN' | 'CHECK_OUT'): Promise<CheckInResult> {
  const { accountId, eventId, attendeeId } = options;
  return ctx.db.transaction(async (tx) => {
    const scope = inAccount(attendees, accountId, eq(attendees.id, attendeeId), eq(attendees.eventId, eventId));
    const seen = await findAttendee(tx, accountId, eventId, attendeeId);
    const date = await askedDate(tx, eventId, options.eventDateId);
    const [ticket] = await tx.select({ validity: tickets.validity }).from(tickets).where(eq(tickets.id, seen.attendee.ticketId));
    const { attendee } = seen;
    if (date && ticket?.validity !== 'ALL_DATES' && attendee.eventDateId !== null && attendee.eventDateId !== date.id) {
      const own = await readListDate(tx, attendee.eventDateId);
      const [event] = await tx.select({ timezone: events.timezone }).from(events).where(eq(events.id, eventId));
      if (own) throw wrongDate(own, event?.timezone ?? 'UTC');
    }
    if (ticket?.validity === 'ALL_DATES') return changePass(ctx, tx, options, action, seen, date);
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
    const entry = await record(tx, options, action, attendee.eventDateId ?? date?.id ?? null);
    await emitWebhookEvent(ctx, tx, {
      accountId,
      eventId,
      type: action === 'CHECK_IN' ? 'checkin.created' : 'checkin.deleted',
      attendeeId,
    });
    return result(row, entry);
  });
}

function result(row: AttendeeListRow, entry: typeof checkIns.$inferSelect): CheckInResult {
  return {
    attendee: presentAttendee(row),
    check_in: {
      id: entry.id,
      attendee_id: row.attendee.id,
      attendee_short_id: row.attendee.shortId,
      check_in_list_id: entry.checkInListId,
      action: entry.action,
      device_id: entry.deviceId,
      created_at: entry.createdAt.toISOString(),
    },
  };
}

/**
 * A pass at the organizer's screen: admitted once on each date (docs/check-in.md "Dates") by the
 * conditional insert of its pass_admissions row, on the date asked for or the one on now.
 */
async function changePass(
  ctx: AppContext,
  tx: Db,
  options: CheckInOptions,
  action: 'CHECK_IN' | 'CHECK_OUT',
  seen: AttendeeListRow,
  asked: ListDate | null,
): Promise<CheckInResult> {
  const { accountId, eventId, attendeeId } = options;
  let dateId = asked?.id ?? null;
  if (dateId === null) {
    const [event] = await tx.select({ timezone: events.timezone }).from(events).where(eq(events.id, eventId));
    const [on] = await datesOnAt(tx, eventId, event?.timezone ?? 'UTC', [new Date()]);
    if (!on) throw new AppError('NO_DATE_TODAY');
    dateId = on.id;
  }
  let changed: { at: Date | null }[];
  if (action === 'CHECK_IN') {
    if (seen.attendee.status !== 'ACTIVE') throw refusal(seen, action);
    changed = await tx
      .insert(passAdmissions)
      .values({ attendeeId, eventDateId: dateId })
      .onConflictDoNothing()
      .returning({ at: passAdmissions.checkedInAt });
    if (changed.length === 0) {
      const [admission] = await tx
        .select({ at: passAdmissions.checkedInAt })
        .from(passAdmissions)
        .where(and(eq(passAdmissions.attendeeId, attendeeId), eq(passAdmissions.eventDateId, dateId)));
      throw new AppError('ALREADY_CHECKED_IN', { params: { at: (admission?.at ?? new Date()).toISOString() } });
    }
  } else {
    changed = await tx
      .delete(passAdmissions)
      .where(and(eq(passAdmissions.attendeeId, attendeeId), eq(passAdmissions.eventDateId, dateId)))
      .returning({ at: passAdmissions.checkedInAt });
    if (changed.length === 0) throw new AppError('NOT_CHECKED_IN');
  }
  const entry = await record(tx, options, action, dateId);
  await emitWebhookEvent(ctx, tx, {
    accountId,
    eventId,
    type: action === 'CHECK_IN' ? 'checkin.created' : 'checkin.deleted',
    attendeeId,
  });
  return result(seen, entry);
}
