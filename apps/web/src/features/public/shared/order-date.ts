import type { OrderDate } from '@stagedoor/contracts';

/**
 * API.md "Dates": orders and attendees carry their date (`event_date {start_date, end_date, label}`). The
 * buyer's pages name it instead of the event's start; an event with one date has that date's times, the
 * same as the event's, and a pass's attendee has none of its own.
 */
export function dateOf(source: { event_date: OrderDate | null } | null | undefined): OrderDate | null {
  return source?.event_date ?? null;
}

/** The id of an order's or attendee's date, for its calendar file. */
export function dateIdOf(source: { event_date_id: number | null } | null | undefined): number | null {
  return source?.event_date_id ?? null;
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
