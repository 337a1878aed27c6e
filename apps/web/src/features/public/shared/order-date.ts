import type { OrderDate } from '../event-page/dates/date-types';

/**
 * API.md "Dates": orders and attendees carry their date (`event_date {start_date, end_date, label}`). The
 * buyer's pages name it instead of the event's start; an event with one date has that date's times, the
 * same as the event's, and a pass's attendee has none of its own.
 */
export function dateOf(...sources: unknown[]): OrderDate | null {
  for (const source of sources) {
    const date = (source as { event_date?: OrderDate | null } | null | undefined)?.event_date;
    if (date?.start_date) return date;
  }
  return null;
}

/** The id of an order's or attendee's date, for its calendar file. */
export function dateIdOf(...sources: unknown[]): number | null {
  for (const source of sources) {
    const id = (source as { event_date_id?: number | null } | null | undefined)?.event_date_id;
    if (id) return id;
  }
  return null;
}

/** When: the date's range and label, else the event's range. */
export function whenOf(
  dateRange: (start: string, end: string | null, timeZone: string) => string,
  event: { start_date: string; end_date: string | null; timezone: string },
  date: OrderDate | null,
): string {
  if (!date) return dateRange(event.start_date, event.end_date, event.timezone);
  return `${dateRange(date.start_date, date.end_date, event.timezone)}${date.label ? ` · ${date.label}` : ''}`;
}
