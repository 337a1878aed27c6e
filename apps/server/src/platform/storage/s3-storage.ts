import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { assertSafeKey, isSafeKey, PUBLIC_FILES_PREFIX, type Storage } from './storage.js';

/** A missing object: 404 from S3 (NoSuchKey), or from services that answer a bare 404. */
function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

/**
 * Files as objects in one S3 bucket (AWS or any S3-compatible service), under the same keys as on disk. Files are
 * still served by the app at /api/files/…, streamed from the bucket, so the bucket can stay private and every
 * process serves every upload.
 */
export function createS3Storage(config: S3Config, publicPrefix = PUBLIC_FILES_PREFIX): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // S3-compatible services do not all know the SDK's newer default checksums; send them only where S3 requires them.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const }
      : {}),
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async open(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async copy(sourceKey, targetKey) {
      assertSafeKey(sourceKey);
      assertSafeKey(targetKey);
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: targetKey, CopySource: `${Bucket}/${sourceKey}` }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    url: (key) => `${publicPrefix}/${key}`,
  };
}
