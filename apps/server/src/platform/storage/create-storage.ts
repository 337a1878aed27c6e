import path from 'node:path';
import type { Config } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

/** The configured backend: S3 when S3_BUCKET is set, local disk otherwise. */
export async function createStorage(config: Pick<Config, 's3' | 'dataDir'>): Promise<Storage> {
  if (config.s3) {
    // The SDK loads only when it is used.
    const { createS3Storage } = await import('./s3-storage.js');
    return createS3Storage(config.s3);
  }
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
