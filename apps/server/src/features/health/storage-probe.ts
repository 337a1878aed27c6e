import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../platform/context.js';

/**
 * Whether the process can still write its files: a few bytes written and removed under DATA_DIR
 * (where the uploads of the local storage, the development mailbox's files and PGlite live). A
 * full disk fails the write (ENOSPC) though it still lets a file be created; an S3 bucket is
 * the service's concern and is not probed.
 */
export async function probeStorage(ctx: AppContext): Promise<boolean> {
  if (ctx.storage.kind !== 'local') return true;
  const file = path.join(ctx.config.dataDir, `.health-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(ctx.config.dataDir, { recursive: true });
    await writeFile(file, randomBytes(512));
    return true;
  } catch (error) {
    ctx.logger.error({ err: error }, 'health: files cannot be written');
    return false;
  } finally {
    await rm(file, { force: true }).catch(() => undefined);
  }
}
