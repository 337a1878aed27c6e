import type { CheckInDate, PublicCheckInAction, PublicCheckInAttendee, PublicCheckInResult } from '@stagedoor/contracts';
import type { SeatPlace } from '../../public/shared/seat';
import type { CallDetails, CallResult } from './public-api';

/** The part of an attendee the result panel shows. */
export interface DoorAttendee {
  short_id: string;
  first_name: string;
  last_name: string;
  ticket_title: string | null;
  /** Where the person sits on a seated event; absent without a seat. */
  seat?: SeatPlace;
}

export type ScanOutcome =
  | { kind: 'admitted'; attendee: DoorAttendee; offline: boolean }
  | { kind: 'checked_out'; attendee: DoorAttendee; offline: boolean }
  | { kind: 'already'; attendee: DoorAttendee | null; at: string | null; device: string | null; offline: boolean }
  | { kind: 'not_checked_in'; attendee: DoorAttendee | null }
  | { kind: 'cancelled'; attendee: DoorAttendee | null }
  | { kind: 'not_on_list'; attendee: DoorAttendee | null }
  /** A ticket of another date than the list's: the date it is for. */
  | { kind: 'wrong_date'; attendee: DoorAttendee | null; date: CheckInDate | null }
  /** A pass at a door of every date while no date of the event is on. */
  | { kind: 'no_date'; attendee: DoorAttendee | null }
  | { kind: 'unknown' }
  /** The list itself changed state (expired, rotated away): the page reloads it. */
  | { kind: 'list_changed' }
  | { kind: 'failed'; message: string };

export function doorAttendee(attendee: PublicCheckInAttendee): DoorAttendee {
  return {
    short_id: attendee.short_id,
    first_name: attendee.first_name,
    last_name: attendee.last_name,
    ticket_title: attendee.ticket_title,
    ...(attendee.seat ? { seat: { section: attendee.seat.section, row: attendee.seat.row, label: attendee.seat.label } } : {}),
  };
}

function detailAttendee(details: CallDetails): DoorAttendee | null {
  return details.attendee ? doorAttendee(details.attendee) : null;
}

/** Turns the server's answer to one check-in call into what the door shows. */
export function outcomeOfAnswer(action: PublicCheckInAction, answer: CallResult<{ data: PublicCheckInResult }>): ScanOutcome {
  if (answer.ok) {
    const attendee = doorAttendee(answer.data.data.attendee);
    return action === 'check_in' ? { kind: 'admitted', attendee, offline: false } : { kind: 'checked_out', attendee, offline: false };
  }
  const attendee = detailAttendee(answer.details);
  switch (answer.code) {
    case 'ALREADY_CHECKED_IN':
      return {
        kind: 'already',
        attendee,
        at: answer.details.checked_in_at ?? null,
        device: answer.details.device_id ?? null,
        offline: false,
      };
    case 'NOT_CHECKED_IN':
      return { kind: 'not_checked_in', attendee };
    case 'ATTENDEE_CANCELLED':
      return { kind: 'cancelled', attendee };
    case 'TICKET_NOT_ON_LIST':
      return { kind: 'not_on_list', attendee };
    case 'WRONG_DATE':
      return { kind: 'wrong_date', attendee, date: answer.details.event_date ?? null };
    case 'NO_DATE_TODAY':
      return { kind: 'no_date', attendee };
    case 'NOT_FOUND':
    case 'VALIDATION_ERROR':
      return { kind: 'unknown' };
    case 'CHECK_IN_LIST_NOT_FOUND':
    case 'CHECK_IN_LIST_NOT_ACTIVE':
    case 'CHECK_IN_LIST_EXPIRED':
      return { kind: 'list_changed' };
    default:
      return { kind: 'failed', message: answer.message };
  }
}
