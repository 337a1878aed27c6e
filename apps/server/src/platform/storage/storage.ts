import type { Readable } from 'node:stream';

/** A stored file opened for reading: streamed to the client, never held in memory whole. */
export interface StoredFile {
  body: Readable;
  /** Bytes, when the backend knows them before streaming. */
  size: number | null;
}

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads (local-storage.ts) or an S3 bucket
 * (s3-storage.ts). Keys are `account/entity/id/random.ext`, so a stored file never changes.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file (or the key could never name one). */
  open(key: string): Promise<StoredFile | null>;
  /** Copies a file under a new key; false when the source is missing. */
  copy(sourceKey: string, targetKey: string): Promise<boolean>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL path of a stored file. */
  url(key: string): string;
}

export const PUBLIC_FILES_PREFIX = '/api/files';

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

/** Keys are made by the server; anything else (a path from a request) names nothing. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The type of a stored file, from its key's extension (uploads are checked by content before they get one). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
