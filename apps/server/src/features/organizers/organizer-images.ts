import { eq } from 'drizzle-orm';
import { ORGANIZER_IMAGE_TYPES, type OrganizerImageType } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { images, organizers } from '../../platform/db/schema.js';
import { findInAccount, inAccount } from '../../platform/auth/scope.js';
import { AppError, notFound } from '../../platform/errors.js';
import { deleteImageFiles, presentImage, processImage, storeImage, type ImageRules } from '../../platform/images/images.js';
import type { Upload } from '../../platform/images/read-upload.js';
import { ORGANIZER_ENTITY } from './present-organizer.js';

/** SPEC §5: covers at least 900×450; logos at least 900 wide and 50 high. */
const RULES: Record<OrganizerImageType, ImageRules> = {
  ORGANIZER_COVER: { minWidth: 900, minHeight: 450, maxWidth: 4000, maxHeight: 4000 },
  ORGANIZER_LOGO: { minWidth: 900, minHeight: 50, maxWidth: 3000, maxHeight: 2000 },
};

function imageType(value: string | undefined): OrganizerImageType {
  if (value && (ORGANIZER_IMAGE_TYPES as readonly string[]).includes(value)) return value as OrganizerImageType;
  throw new AppError('VALIDATION_ERROR', { errors: { type: ['validation.invalid_value'] } });
}

/** Stores a logo or cover; it replaces the organizer's previous image of that type. */
export async function uploadOrganizerImage(ctx: AppContext, accountId: number, organizerId: number, upload: Upload) {
  await findInAccount(ctx.db, organizers, accountId, organizerId);
  const type = imageType(upload.fields.type);
  const processed = await processImage(upload.buffer, RULES[type]);
  const { row, replaced } = await ctx.db.transaction(async (tx) => {
    const replaced = await tx
      .delete(images)
      .where(inAccount(images, accountId, eq(images.entityType, ORGANIZER_ENTITY), eq(images.entityId, organizerId), eq(images.type, type)))
      .returning();
    const row = await storeImage(tx, ctx.storage, {
      accountId,
      entityType: ORGANIZER_ENTITY,
      entityId: organizerId,
      type,
      fileName: upload.fileName,
      processed,
    });
    return { row, replaced };
  });
  await Promise.all(replaced.map((old) => deleteImageFiles(ctx.storage, old)));
  return presentImage(ctx.storage, row);
}

export async function deleteOrganizerImage(ctx: AppContext, accountId: number, organizerId: number, imageId: number): Promise<void> {
  await findInAccount(ctx.db, organizers, accountId, organizerId);
  const [row] = await ctx.db
    .delete(images)
    .where(inAccount(images, accountId, eq(images.entityType, ORGANIZER_ENTITY), eq(images.entityId, organizerId), eq(images.id, imageId)))
    .returning();
  if (!row) throw notFound();
  await deleteImageFiles(ctx.storage, row);
}
