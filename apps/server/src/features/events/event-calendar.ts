import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { organizers } from '../../platform/db/schema.js';
import { htmlToText } from '../../platform/html/plain-text.js';
import { calendarFile } from '../../platform/mail/ics.js';
import type { SeriesDate } from './date-of-series.js';
import type { EventRow } from './present-event.js';

/** Calendars remind this long before the event starts. */
export const CALENDAR_REMINDER_MINUTES = 60;

/** The event's venue on one line, or null for an event without an address. */
export function venueOf(event: EventRow): string | null {
  const l = event.locationDetails;
  if (!l) return null;
  return (
    [l.venue_name, l.address_line_1, l.address_line_2, l.zip_or_postal_code, l.city, l.state_or_region, l.country]
      .filter(Boolean)
      .join(', ') || null
  );
}

export function eventPageUrl(ctx: AppContext, event: EventRow): string {
  return `${ctx.config.appUrl}/event/${event.id}/${event.slug}`;
}

/** The calendar day of a moment in a time zone, as `YYYY-MM-DD`. */
function dayIn(moment: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
  } catch {
    return moment.toISOString().slice(0, 10);
  }
}

/** A file name for the event's calendar file, from its slug; a date of a series adds its day. */
export function calendarFileName(event: EventRow, date: SeriesDate | null = null): string {
  const base = event.slug
    .replace(/[^a-zA-Z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || `event-${event.id}`}${date ? `-${dayIn(date.startDate, event.timezone)}` : ''}.ics`;
}

/**
 * The event's calendar file, the same for the ticket mail's attachment and the public
 * download: one UID per event, so adding it twice updates one calendar entry. A date of a
 * series (API.md "Dates") is an entry of its own: its times, its label, its page and its UID.
 */
export async function eventCalendarFile(ctx: AppContext, db: Db, event: EventRow, date: SeriesDate | null = null): Promise<string> {
  const [organizer] = await db
    .select({ name: organizers.name, email: organizers.email })
    .from(organizers)
    .where(eq(organizers.id, event.organizerId));
  const host = new URL(ctx.config.appUrl).hostname || 'stagedoor';
  return calendarFile({
    uid: date ? `event-${event.id}-date-${date.id}@${host}` : `event-${event.id}@${host}`,
    title: date?.label ? `${event.title} – ${date.label}` : event.title,
    start: date?.startDate ?? event.startDate,
    end: date ? date.endDate : event.endDate,
    timezone: event.timezone,
    location: venueOf(event),
    url: date ? `${eventPageUrl(ctx, event)}?date=${date.id}` : eventPageUrl(ctx, event),
    description: htmlToText(event.description) || null,
    organizer: organizer ?? null,
    reminderMinutes: CALENDAR_REMINDER_MINUTES,
  });
}
