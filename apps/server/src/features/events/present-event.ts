import { DEFAULT_EVENT_SETTINGS, type Event, type EventLifecycle, type EventSettings, type PublicEvent } from '@stagedoor/contracts';
import type { events, organizers } from '../../platform/db/schema.js';
import { presentImage, type ImageRow } from '../../platform/images/images.js';
import type { Storage } from '../../platform/storage/storage.js';
import { renderRichText, richTextOrNull } from '../../platform/html/sanitize.js';

export type EventRow = typeof events.$inferSelect;
export type OrganizerRow = typeof organizers.$inferSelect;
export const EVENT_ENTITY = 'event';

/** The settings that hold organizer HTML, shown on the event, checkout and ticket pages. */
export const HTML_SETTINGS = ['pre_checkout_message', 'post_checkout_message', 'ticket_page_message'] as const;

/** Settings about to be stored, their HTML sanitized (null when it holds no text). */
export function sanitizeSettings<T extends Partial<EventSettings>>(settings: T): T {
  const clean = { ...settings };
  for (const key of HTML_SETTINGS) if (clean[key] !== undefined) clean[key] = richTextOrNull(clean[key]) as T[typeof key];
  return clean;
}

/** The event's settings, its HTML ones sanitized whenever and however they were stored. */
export function settingsOf(row: Pick<EventRow, 'settings'>): EventSettings {
  const settings = { ...DEFAULT_EVENT_SETTINGS, ...row.settings };
  for (const key of HTML_SETTINGS) settings[key] = renderRichText(settings[key]);
  return settings;
}

export function lifecycleOf(row: Pick<EventRow, 'status' | 'startDate' | 'endDate'>, now = new Date()): EventLifecycle {
  if (row.status === 'ARCHIVED') return 'ARCHIVED';
  if (now < row.startDate) return 'UPCOMING';
  if (now <= (row.endDate ?? row.startDate)) return 'ONGOING';
  return 'ENDED';
}

export function presentEvent(storage: Storage, row: EventRow, organizer: Pick<OrganizerRow, 'id' | 'name'>, images: ImageRow[]): Event {
  return {
    id: row.id,
    account_id: row.accountId,
    organizer_id: row.organizerId,
    organizer: { id: organizer.id, name: organizer.name },
    title: row.title,
    description: renderRichText(row.description),
    slug: row.slug,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    timezone: row.timezone,
    currency: row.currency,
    status: row.status,
    lifecycle: lifecycleOf(row),
    location_details: row.locationDetails ?? null,
    is_online_event: row.isOnlineEvent,
    online_event_connection_details: renderRichText(row.onlineEventConnectionDetails),
    settings: settingsOf(row),
    images: images.filter((image) => image.entityId === row.id).map((image) => presentImage(storage, image)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What buyers see: no internal settings; online connection details only after purchase (never here). */
export function presentPublicEvent(storage: Storage, row: EventRow, organizer: OrganizerRow, images: ImageRow[]): PublicEvent {
  const event = presentEvent(storage, row, organizer, images);
  const {
    notify_organizer_of_new_orders: _notify,
    notify_buyer_of_refund: _refund,
    hide_getting_started_page: _hide,
    show_hidden_questions: _questions,
    email_footer_message: _footer,
    ...publicSettings
  } = event.settings;
  return {
    id: event.id,
    organizer_id: event.organizer_id,
    organizer: { id: organizer.id, name: organizer.name, website: organizer.website, description: organizer.description },
    title: event.title,
    description: event.description,
    slug: event.slug,
    start_date: event.start_date,
    end_date: event.end_date,
    timezone: event.timezone,
    currency: event.currency,
    status: event.status,
    lifecycle: event.lifecycle,
    location_details: event.location_details,
    is_online_event: event.is_online_event,
    online_event_connection_details: null,
    // Which methods buyers may pick; the instructions (bank details) go only to a buyer who picks one, with the order.
    settings: { ...publicSettings, payment_methods: publicSettings.payment_methods.map(({ method }) => ({ method })) },
    images: event.images,
  };
}
