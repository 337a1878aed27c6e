import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/*
 * Dates of the management pages: the wall-clock inputs of events, tickets, promo codes, check-in lists and
 * messages, and the short formats of cards, headers and charts. The buyer pages format with
 * features/public/shared/format.ts, which needs no dayjs, so they never load this module.
 */

dayjs.extend(utc);
dayjs.extend(timezone);

/** The value format of `<input type="datetime-local">`: a wall-clock time without a zone. */
const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * Organizers type times as they read on the clock at the venue ("doors at 19:00" means 19:00 where the event
 * happens), so a wall-clock value is read in the event's time zone, not the browser's, before it becomes an ISO
 * timestamp with offset.
 */
export function zonedInputToIso(local: string, zone: string): string | null {
  if (!local) return null;
  const parsed = dayjs.tz(local, zone);
  return parsed.isValid() ? parsed.format() : null;
}

/** The inverse of `zonedInputToIso`: the wall-clock time of an instant in the event's zone. */
export function isoToZonedInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const parsed = dayjs(iso);
  return parsed.isValid() ? parsed.tz(zone).format(LOCAL_INPUT_FORMAT) : '';
}

function formatter(locale: string, zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
}

/** "12 Dec 2026, 19:00 – 23:00" in the event's own zone, in the reader's language. */
export function formatEventDates(event: { start_date: string; end_date: string | null; timezone: string }, locale: string): string {
  const start = new Date(event.start_date);
  const format = formatter(locale, event.timezone);
  if (!event.end_date) return format.format(start);
  try {
    return format.formatRange(start, new Date(event.end_date));
  } catch {
    return `${format.format(start)} – ${format.format(new Date(event.end_date))}`;
  }
}

/** A short day label for chart axes, such as "12 Dec". */
export function formatShortDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(date));
}
