import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { Storage } from '../storage/storage.js';
import { DECODE_OPTIONS, loadSharp, type ImageRow } from './images.js';

const IMAGE_TYPES: Record<string, { mime: string; extension: string }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
  gif: { mime: 'image/gif', extension: 'gif' },
};

const invalidDocument = () => new AppError('VALIDATION_ERROR', { errors: { file: ['validation.document_invalid'] } });

/**
 * The shape every PDF has: a `%PDF-1.x` header at the start and, after the body, a
 * `startxref` pointer and the `%%EOF` marker near the end (a cut-off file has neither).
 */
function looksLikePdf(buffer: Buffer): boolean {
  if (!/^%PDF-\d\.\d/.test(buffer.subarray(0, 8).toString('latin1'))) return false;
  const tail = buffer.subarray(Math.max(0, buffer.length - 1024)).toString('latin1');
  return /startxref\s+\d+\s+%%EOF/.test(tail);
}

/**
 * A public document is a PDF or an image, recognised by its content: a PDF by its
 * structure, an image by decoding all of it, so a broken or disguised file is refused.
 */
export async function detectDocument(
  buffer: Buffer,
): Promise<{ mime: string; extension: string; width: number | null; height: number | null }> {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!looksLikePdf(buffer)) throw invalidDocument();
    return { mime: 'application/pdf', extension: 'pdf', width: null, height: null };
  }
  // Loaded outside the check below: failing to load the decoder is the server's error, not a bad file.
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(buffer, DECODE_OPTIONS).metadata();
    const type = metadata.format ? IMAGE_TYPES[metadata.format] : undefined;
    if (!type) throw invalidDocument();
    // Decoding to a small size reads every pixel row, which the header alone never proves.
    await sharp(buffer, DECODE_OPTIONS).resize({ width: 64, height: 64, fit: 'inside' }).raw().toBuffer();
    return { ...type, width: metadata.width ?? null, height: metadata.height ?? null };
  } catch {
    throw invalidDocument();
  }
}

export async function storeDocument(
  tx: Db,
  storage: Storage,
  options: { accountId: number; entityType: string; entityId: number; type: string; fileName: string; buffer: Buffer },
): Promise<ImageRow> {
  const detected = await detectDocument(options.buffer);
  const storageKey = `${options.accountId}/${options.entityType}/${options.entityId}/${randomBytes(12).toString('hex')}.${detected.extension}`;
  await storage.put(storageKey, options.buffer, detected.mime);
  const [row] = await tx
    .insert(images)
    .values({
      accountId: options.accountId,
      entityType: options.entityType,
      entityId: options.entityId,
      type: options.type,
      storageKey,
      thumbnailKey: null,
      fileName: options.fileName.slice(0, 255),
      mimeType: detected.mime,
      size: options.buffer.length,
      width: detected.width,
      height: detected.height,
    })
    .returning();
  return row!;
}
