import { eq } from 'drizzle-orm';
import type { CreateEventInput, EventSettings, UpdateEventInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { accounts, events } from '../../platform/db/schema.js';
import { richTextOrNull } from '../../platform/html/sanitize.js';
import { fieldError } from '../../platform/errors.js';
import { eventDefaultsOf } from '../accounts/present-account.js';
import { loadEvent, organizerForEvent, presentEventById } from './load-event.js';
import { sanitizeSettings, settingsOf } from './present-event.js';
import { slugify } from './slug.js';
import { inAccount } from '../../platform/auth/scope.js';
import { followSingleDate, insertFirstDate } from './first-date.js';
import { followDates } from './event-span.js';

/**
 * Creates a draft event. Currency and time zone default to the organizer's; the
 * account's event defaults seed the settings, so later changes to the defaults
 * leave existing events alone.
 */
export async function createEvent(ctx: AppContext, accountId: number, body: CreateEventInput) {
  const organizer = await organizerForEvent(ctx.db, accountId, body.organizer_id);
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
  const defaults = eventDefaultsOf(account!);
  const settings: Partial<EventSettings> = {
    order_timeout_in_minutes: defaults.order_timeout_in_minutes,
    price_display_mode: defaults.price_display_mode,
    support_email: defaults.support_email,
    email_footer_message: defaults.email_footer_message,
    notify_organizer_of_new_orders: defaults.notify_organizer_of_new_orders,
    show_powered_by_footer: defaults.show_powered_by_footer,
    ...sanitizeSettings(body.settings ?? {}),
  };
  const eventId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        accountId,
        organizerId: organizer.id,
        title: body.title,
        description: richTextOrNull(body.description),
        slug: slugify(body.title),
        startDate: new Date(body.start_date),
        endDate: body.end_date ? new Date(body.end_date) : null,
        timezone: body.timezone ?? organizer.timezone,
        currency: body.currency ?? organizer.currency,
        locationDetails: body.location_details ?? null,
        isOnlineEvent: body.is_online_event ?? false,
        onlineEventConnectionDetails: richTextOrNull(body.online_event_connection_details),
        settings,
      })
      .returning();
    await insertFirstDate(tx, row!);
    return row!.id;
  });
  return presentEventById(ctx, accountId, eventId);
}

/** Changes only the fields sent; settings are merged into the current ones. */
export async function updateEvent(ctx: AppContext, accountId: number, eventId: number, body: UpdateEventInput) {
  await ctx.db.transaction(async (tx) => {
    const current = await loadEvent(tx, accountId, eventId, { forUpdate: true });
    if (body.organizer_id !== undefined) await organizerForEvent(tx, accountId, body.organizer_id);
    const startDate = body.start_date ? new Date(body.start_date) : current.startDate;
    const endDate = body.end_date === undefined ? current.endDate : body.end_date ? new Date(body.end_date) : null;
    if (endDate && endDate <= startDate) throw fieldError('end_date', 'validation.end_before_start');
    await tx
      .update(events)
      .set({
        ...(body.organizer_id !== undefined ? { organizerId: body.organizer_id } : {}),
        ...(body.title !== undefined ? { title: body.title, slug: slugify(body.title) } : {}),
        ...(body.description !== undefined ? { description: richTextOrNull(body.description) } : {}),
        startDate,
        endDate,
        ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
        ...(body.currency !== undefined ? { currency: body.currency } : {}),
        ...(body.location_details !== undefined ? { locationDetails: body.location_details } : {}),
        ...(body.is_online_event !== undefined ? { isOnlineEvent: body.is_online_event } : {}),
        ...(body.online_event_connection_details !== undefined
          ? { onlineEventConnectionDetails: richTextOrNull(body.online_event_connection_details) }
          : {}),
        ...(body.settings ? { settings: { ...settingsOf(current), ...sanitizeSettings(body.settings) } } : {}),
        updatedAt: new Date(),
      })
      .where(inAccount(events, accountId, eq(events.id, eventId)));
    await followSingleDate(tx, eventId, startDate, endDate);
    // With several dates the dates are the truth: the event keeps their span whatever start and end were sent.
    await followDates(tx, eventId);
  });
  return presentEventById(ctx, accountId, eventId);
}
