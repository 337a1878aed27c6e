import { randomBytes } from 'node:crypto';
import type Sharp from 'sharp';
import { and, eq, inArray } from 'drizzle-orm';
import type { Image } from '@stagedoor/contracts';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';
import { AppError } from '../errors.js';
import { loadOnFirstUse } from '../load-on-first-use.js';
import type { Storage } from '../storage/storage.js';

export type ImageRow = typeof images.$inferSelect;

export interface ImageRules {
  minWidth: number;
  minHeight: number;
  /** Larger images are scaled down to fit within this box. */
  maxWidth: number;
  maxHeight: number;
}

const ACCEPTED_FORMATS = new Map([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
]);

export interface ProcessedImage {
  main: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * How uploads are decoded: refuse decompression bombs, and treat any decoder warning (a
 * truncated JPEG, a PNG with missing rows or a broken compressed stream) as a broken file
 * rather than storing an image that is half grey.
 */
export const DECODE_OPTIONS = { limitInputPixels: 50_000_000, failOn: 'warning' } as const;

/** sharp (libvips), loaded with the first upload. */
export const loadSharp = loadOnFirstUse(async () => (await import('sharp')).default);

const invalidImage = () => new AppError('INVALID_IMAGE', { errors: { image: ['validation.image_invalid'] } });

/**
 * Checks an upload by its content (never its name or declared type), then stores a
 * WebP scaled to the rules and a small thumbnail. Bad files change nothing: every
 * failure of the decoder, also one found only while resizing, is a 422 INVALID_IMAGE.
 */
export async function processImage(buffer: Buffer, rules: ImageRules): Promise<ProcessedImage> {
  // Loaded outside the checks below: failing to load the decoder is the server's error, not a bad file.
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<ReturnType<typeof Sharp>['metadata']>>;
  try {
    metadata = await sharp(buffer, DECODE_OPTIONS).metadata();
  } catch {
    throw invalidImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw invalidImage();
  if (metadata.width < rules.minWidth || metadata.height < rules.minHeight) {
    throw new AppError('INVALID_IMAGE', {
      errors: { image: ['validation.image_too_small'] },
      params: { width: rules.minWidth, height: rules.minHeight },
    });
  }
  try {
    const pipeline = sharp(buffer, DECODE_OPTIONS).rotate();
    const { data: main, info } = await pipeline
      .clone()
      .resize({ width: rules.maxWidth, height: rules.maxHeight, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await pipeline
      .clone()
      .resize({ width: 480, height: 480, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { main, thumbnail, width: info.width, height: info.height };
  } catch {
    throw invalidImage();
  }
}

export async function storeImage(
  tx: Db,
  storage: Storage,
  options: { accountId: number; entityType: string; entityId: number; type: string; fileName: string; processed: ProcessedImage },
): Promise<ImageRow> {
  const base = `${options.accountId}/${options.entityType}/${options.entityId}/${randomBytes(12).toString('hex')}`;
  const storageKey = `${base}.webp`;
  const thumbnailKey = `${base}-thumb.webp`;
  await storage.put(storageKey, options.processed.main, 'image/webp');
  await storage.put(thumbnailKey, options.processed.thumbnail, 'image/webp');
  const [row] = await tx
    .insert(images)
    .values({
      accountId: options.accountId,
      entityType: options.entityType,
      entityId: options.entityId,
      type: options.type,
      storageKey,
      thumbnailKey,
      fileName: options.fileName.slice(0, 255),
      mimeType: 'image/webp',
      size: options.processed.main.length,
      width: options.processed.width,
      height: options.processed.height,
    })
    .returning();
  return row!;
}

export async function imagesOf(db: Db, entityType: string, entityIds: number[]): Promise<ImageRow[]> {
  if (entityIds.length === 0) return [];
  return db
    .select()
    .from(images)
    .where(and(eq(images.entityType, entityType), inArray(images.entityId, entityIds)))
    .orderBy(images.id);
}

export async function deleteImageFiles(storage: Storage, row: ImageRow): Promise<void> {
  await storage.delete(row.storageKey);
  if (row.thumbnailKey) await storage.delete(row.thumbnailKey);
}

export function presentImage(storage: Storage, row: ImageRow): Image {
  return {
    id: row.id,
    type: row.type,
    url: storage.url(row.storageKey),
    thumbnail_url: row.thumbnailKey ? storage.url(row.thumbnailKey) : null,
    file_name: row.fileName,
    mime_type: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
  };
}
