import { eq } from 'drizzle-orm';
import { EVENT_IMAGE_TYPES, type EventImageType } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { images } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { deleteImageFiles, imagesOf, presentImage, processImage, storeImage, type ImageRules } from '../../platform/images/images.js';
import { detectDocument, storeDocument } from '../../platform/images/documents.js';
import type { Upload } from '../../platform/images/read-upload.js';
import { loadEvent } from './load-event.js';
import { EVENT_ENTITY } from './present-event.js';
import { inAccount } from '../../platform/auth/scope.js';

/** SPEC §5: covers at least 900×450, recommended 2160×1080; larger ones are scaled to fit 2160×2160. */
export const COVER_RULES: ImageRules = { minWidth: 900, minHeight: 450, maxWidth: 2160, maxHeight: 2160 };

function imageType(value: string | undefined, fallback: EventImageType): EventImageType {
  if (value === undefined || value === '') return fallback;
  if ((EVENT_IMAGE_TYPES as readonly string[]).includes(value)) return value as EventImageType;
  throw new AppError('VALIDATION_ERROR', { errors: { type: ['validation.invalid_value'] } });
}

export async function listEventImages(ctx: AppContext, accountId: number, eventId: number) {
  await loadEvent(ctx.db, accountId, eventId);
  return (await imagesOf(ctx.db, EVENT_ENTITY, [eventId])).map((row) => presentImage(ctx.storage, row));
}

/** A cover replaces the previous one; documents accumulate. Bad files change nothing. */
export async function uploadEventImage(ctx: AppContext, accountId: number, eventId: number, upload: Upload, fallbackType: EventImageType) {
  await loadEvent(ctx.db, accountId, eventId);
  const type = imageType(upload.fields.type, fallbackType);
  const common = { accountId, entityType: EVENT_ENTITY, entityId: eventId, type, fileName: upload.fileName };
  if (type === 'DOCUMENT') {
    await detectDocument(upload.buffer);
    const row = await ctx.db.transaction((tx) => storeDocument(tx, ctx.storage, { ...common, buffer: upload.buffer }));
    return presentImage(ctx.storage, row);
  }
  const processed = await processImage(upload.buffer, COVER_RULES);
  const { row, replaced } = await ctx.db.transaction(async (tx) => {
    const replaced = await tx
      .delete(images)
      .where(inAccount(images, accountId, eq(images.entityType, EVENT_ENTITY), eq(images.entityId, eventId), eq(images.type, type)))
      .returning();
    return { row: await storeImage(tx, ctx.storage, { ...common, processed }), replaced };
  });
  await Promise.all(replaced.map((old) => deleteImageFiles(ctx.storage, old)));
  return presentImage(ctx.storage, row);
}

export async function deleteEventImage(ctx: AppContext, accountId: number, eventId: number, imageId: number): Promise<void> {
  await loadEvent(ctx.db, accountId, eventId);
  const [row] = await ctx.db
    .delete(images)
    .where(inAccount(images, accountId, eq(images.entityType, EVENT_ENTITY), eq(images.entityId, eventId), eq(images.id, imageId)))
    .returning();
  if (!row) throw notFound();
  await deleteImageFiles(ctx.storage, row);
}
