import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DuplicateEventInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { events, images } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { loadEvent, presentEventById } from './load-event.js';
import { renderRichText } from '../../platform/html/sanitize.js';
import { EVENT_ENTITY, sanitizeSettings } from './present-event.js';
import { slugify } from './slug.js';
import { duplicateCatalogue } from './duplicate-catalogue.js';
import { duplicateDates } from './duplicate-dates.js';
import { inAccount } from '../../platform/auth/scope.js';

/** Copies a stored file under a new key, so that deleting one event never breaks the other. */
async function copyFile(ctx: AppContext, key: string, accountId: number, eventId: number): Promise<string> {
  const extension = key.split('.').pop() ?? 'bin';
  const newKey = `${accountId}/${EVENT_ENTITY}/${eventId}/${randomBytes(12).toString('hex')}.${extension}`;
  if (!(await ctx.storage.copy(key, newKey))) throw new AppError('NOT_FOUND');
  return newKey;
}

/**
 * A new draft with everything that belongs to the event: details, settings,
 * cover and documents, tickets and prices, promo codes, capacity assignments and
 * questions, and its dates (duplicate-dates.ts). Orders and attendees stay with the original. The copy keeps the
 * dates unless a new start is given, which moves them all by as much.
 */
export async function duplicateEvent(ctx: AppContext, accountId: number, eventId: number, body: DuplicateEventInput) {
  const source = await loadEvent(ctx.db, accountId, eventId);
  const sourceImages = await ctx.db
    .select()
    .from(images)
    .where(inAccount(images, accountId, eq(images.entityType, EVENT_ENTITY), eq(images.entityId, eventId)));
  const title = body.title ?? source.title;
  const startDate = body.start_date ? new Date(body.start_date) : source.startDate;
  const endDate = body.end_date === undefined ? (body.start_date ? null : source.endDate) : body.end_date ? new Date(body.end_date) : null;

  const copyId = await ctx.db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(events)
      .values({
        accountId,
        organizerId: source.organizerId,
        title,
        description: renderRichText(source.description),
        slug: slugify(title),
        startDate,
        endDate: endDate && endDate > startDate ? endDate : null,
        timezone: source.timezone,
        currency: source.currency,
        status: 'DRAFT',
        locationDetails: source.locationDetails,
        isOnlineEvent: source.isOnlineEvent,
        onlineEventConnectionDetails: source.onlineEventConnectionDetails,
        settings: sanitizeSettings(source.settings),
      })
      .returning({ id: events.id, accountId: events.accountId, startDate: events.startDate, endDate: events.endDate });
    for (const image of sourceImages) {
      const storageKey = await copyFile(ctx, image.storageKey, accountId, copy!.id);
      const thumbnailKey = image.thumbnailKey ? await copyFile(ctx, image.thumbnailKey, accountId, copy!.id) : null;
      const { id: _id, createdAt: _createdAt, ...rest } = image;
      await tx.insert(images).values({ ...rest, entityId: copy!.id, storageKey, thumbnailKey });
    }
    const catalogue = await duplicateCatalogue(tx, eventId, copy!.id);
    await duplicateDates(tx, source, copy!, startDate.getTime() - source.startDate.getTime(), catalogue.prices);
    return copy!.id;
  });
  return presentEventById(ctx, accountId, copyId);
}
