import type { Locale, PublicCheckInAction, PublicCheckInResult } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { readTicketCode } from '../../platform/auth/ticket-code.js';
import { readSignedTicketCode } from '../../platform/auth/ticket-signing.js';
import { doorId, doorIdKey, readAttendeeRef } from './door-ids.js';
import { presentDoorAttendee } from './public-attendees.js';
import { presentListDate, type ListDate, type OpenList } from './public-list.js';
import { formatDateTime } from '../../platform/mail/layout.js';
import { applyScan } from './scan.js';

export const ACTIONS: Record<PublicCheckInAction, 'CHECK_IN' | 'CHECK_OUT'> = { check_in: 'CHECK_IN', check_out: 'CHECK_OUT' };

/**
 * The attendee short id a QR code names: an Ed25519-signed code of this event's
 * account (SD2) or an HMAC code of this server (SD1). A forged, altered or foreign
 * code names nothing and answers 404 like an unknown ticket.
 */
export async function shortIdOfCode(ctx: AppContext, open: OpenList, code: string): Promise<string> {
  if (code.startsWith('SD2.')) {
    const signed = await readSignedTicketCode(ctx.db, code);
    if (signed && signed.accountId === open.list.accountId && signed.eventId === open.event.id) return signed.attendeeShortId;
    throw new AppError('NOT_FOUND');
  }
  const shortId = readTicketCode(ctx.config.appSecret, code);
  if (!shortId) throw new AppError('NOT_FOUND');
  return shortId;
}

/** The date a ticket is for, as a message names it: its label and its start in the event's time zone. */
export const dateText =
  (date: ListDate, timezone: string) =>
  (locale: Locale): string => {
    const when = formatDateTime(date.startDate, timezone, locale);
    return date.label ? `${date.label}, ${when}` : when;
  };

/** 409 WRONG_DATE: a ticket of another date than the list's, naming its date. */
export function wrongDate(date: ListDate, timezone: string, attendee?: unknown): AppError {
  return new AppError('WRONG_DATE', {
    params: { date: dateText(date, timezone) },
    details: { event_date: presentListDate(date), ...(attendee ? { attendee } : {}) },
  });
}

export interface DoorCheckIn {
  open: OpenList;
  attendeeShortId?: string | undefined;
  qr?: string | undefined;
  action: PublicCheckInAction;
  deviceId: string | null;
  scannedAt: Date | null;
}

/** A scan made online: admitted (or let out), or a 404/409 saying why not, with when and where for a ticket already in. */
export async function checkInAtDoor(ctx: AppContext, input: DoorCheckIn): Promise<PublicCheckInResult> {
  const doorKey = doorIdKey(ctx.config.appSecret);
  const doorIdOf = (attendeeId: number) => doorId(doorKey, input.open.list.id, attendeeId);
  const ref = input.qr
    ? { shortId: await shortIdOfCode(ctx, input.open, input.qr) }
    : readAttendeeRef(doorKey, input.open.list.id, input.attendeeShortId!);
  if (!ref) throw new AppError('NOT_FOUND');
  // One statement, atomic on its own: no transaction round trips around it.
  const outcome = await applyScan(ctx, ctx.db, {
    open: input.open,
    ref,
    action: ACTIONS[input.action],
    deviceId: input.deviceId,
    scannedAt: input.scannedAt,
  });
  if (!outcome.applied) {
    const attendee = outcome.attendee && outcome.refusal !== 'NOT_FOUND' ? presentDoorAttendee(outcome.attendee, doorIdOf) : undefined;
    if (outcome.refusal === 'ALREADY_CHECKED_IN') {
      const at = outcome.attendee!.checkedInAt!.toISOString();
      throw new AppError('ALREADY_CHECKED_IN', { params: { at }, details: { checked_in_at: at, device_id: outcome.admittedBy, attendee } });
    }
    if (outcome.refusal === 'WRONG_DATE' && outcome.ticketDate) throw wrongDate(outcome.ticketDate, input.open.event.timezone, attendee);
    throw new AppError(outcome.refusal, attendee ? { details: { attendee } } : {});
  }
  const { checkIn } = outcome;
  return {
    attendee: presentDoorAttendee(outcome.attendee, doorIdOf),
    check_in: {
      id: checkIn.id,
      attendee_short_id: doorIdOf(outcome.attendee.id),
      check_in_list_id: checkIn.checkInListId,
      action: checkIn.action,
      device_id: checkIn.deviceId,
      scanned_at: checkIn.scannedAt.toISOString(),
      created_at: checkIn.createdAt.toISOString(),
    },
  };
}
