import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { organizers } from '../../platform/db/schema.js';
import { htmlToText } from '../../platform/html/plain-text.js';
import { calendarFile } from '../../platform/mail/ics.js';
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

/** A file name for the event's calendar file, from its slug. */
export function calendarFileName(event: EventRow): string {
  const base = event.slug
    .replace(/[^a-zA-Z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || `event-${event.id}`}.ics`;
}

/**
 * The event's calendar file, the same for the ticket mail's attachment and the public
 * download: one UID per event, so adding it twice updates one calendar entry.
 */
export async function eventCalendarFile(ctx: AppContext, db: Db, event: EventRow): Promise<string> {
  const [organizer] = await db
    .select({ name: organizers.name, email: organizers.email })
    .from(organizers)
    .where(eq(organizers.id, event.organizerId));
  const host = new URL(ctx.config.appUrl).hostname || 'stagedoor';
  return calendarFile({
    uid: `event-${event.id}@${host}`,
    title: event.title,
    start: event.startDate,
    end: event.endDate,
    timezone: event.timezone,
    location: venueOf(event),
    url: eventPageUrl(ctx, event),
    description: htmlToText(event.description) || null,
    organizer: organizer ?? null,
    reminderMinutes: CALENDAR_REMINDER_MINUTES,
  });
}
