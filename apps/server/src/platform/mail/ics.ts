import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';

/** One event as a calendar file (RFC 5545): the ticket mail's attachment and the event's "add to calendar" download. */
export interface CalendarEvent {
  uid: string;
  title: string;
  start: Date;
  end: Date | null;
  /** IANA name; times are written in it, with its VTIMEZONE, so calendars show the event's local time. */
  timezone: string;
  location: string | null;
  url: string;
  description: string | null;
  organizer: { name: string; email: string | null } | null;
  /** Minutes before the start at which calendars remind; null for none. */
  reminderMinutes: number | null;
}

/** Events without an end last two hours in calendars. */
const DEFAULT_DURATION_MS = 2 * 60 * 60_000;

/**
 * The calendar file of one event, made by ical-generator: it escapes text and folds long
 * lines by UTF-8 octets without splitting a character, so emoji and non-Latin titles survive.
 */
export function calendarFile(event: CalendarEvent): string {
  const timezone = getVtimezoneComponent(event.timezone) ? event.timezone : null;
  const calendar = ical({
    prodId: { company: 'Stagedoor', product: 'Tickets', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone (it would write DTSTAMP as local time): each event names its own,
    // and the generator adds that zone's VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  // ical-generator converts to the event's zone only dates that know their instant and zone (luxon).
  const at = (date: Date) => DateTime.fromJSDate(date, { zone: timezone ?? 'UTC' });
  calendar.createEvent({
    id: event.uid,
    start: at(event.start),
    end: at(event.end ?? new Date(event.start.getTime() + DEFAULT_DURATION_MS)),
    timezone,
    summary: event.title,
    description: event.description,
    location: event.location,
    url: event.url,
    // An organizer without an address would make the ORGANIZER line invalid (it is a mailto: URI).
    organizer: event.organizer?.email ? { name: event.organizer.name, email: event.organizer.email } : null,
    alarms:
      event.reminderMinutes === null
        ? []
        : [{ type: ICalAlarmType.display, trigger: event.reminderMinutes * 60, description: event.title }],
  });
  return calendar.toString();
}
