import type { AppContext } from '../../platform/context.js';
import { imagesOf, presentImage } from '../../platform/images/images.js';
import { EVENT_ENTITY } from '../events/present-event.js';
import { loadVisibleEvent } from '../events/load-event.js';
import { calendarFileName, eventCalendarFile } from '../events/event-calendar.js';
import { dateOfSeries } from '../events/date-of-series.js';

/** The public documents of an event the viewer may see (organizers also see their events that are not live). */
export async function listPublicEventFiles(ctx: AppContext, eventId: number, viewerAccountId: number | null) {
  const row = await loadVisibleEvent(ctx, eventId, viewerAccountId);
  const files = (await imagesOf(ctx.db, EVENT_ENTITY, [row.id])).filter((image) => image.type === 'DOCUMENT');
  return files.map((file) => presentImage(ctx.storage, file));
}

/**
 * The event as an iCalendar file and the name to download it under; with a date of an event with several,
 * that date's (a date of another event, or of an event with one date, gives the event's file).
 */
export async function publicEventCalendar(ctx: AppContext, eventId: number, viewerAccountId: number | null, dateId: number | null = null) {
  const row = await loadVisibleEvent(ctx, eventId, viewerAccountId);
  const date = await dateOfSeries(ctx.db, row.id, dateId);
  return { fileName: calendarFileName(row, date), content: await eventCalendarFile(ctx, ctx.db, row, date) };
}
