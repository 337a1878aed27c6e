import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { createOrganizer, pngImage, registerAccount, uploadOrganizerImage, type Registered } from './factories.js';

/**
 * A full disk under DATA_DIR (a 2 MB tmpfs, filled up): uploads answer 503 STORAGE_UNAVAILABLE with
 * Retry-After and leave no file behind, health says 503 with `failing: ["storage"]`, and both recover
 * once there is room again. Mounting needs root, as the suite has in CI.
 */
const run = promisify(execFile);

/** Every file under a directory, with its size. */
function filesUnder(dir: string): { file: string; size: number }[] {
  const found: { file: string; size: number }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      found.push({ file, size: statSync(file).size });
    }
  }
  return found;
}

/** Writes to `file` until the disk is full. */
async function fill(file: string): Promise<void> {
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(64 * 1024, 7);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
}

describe('a full disk', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: Registered;
  let organizerId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-full-'));
    await run('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dataDir]);
    t = await createTestApp({ dataDir });
    owner = await registerAccount(t.app);
    organizerId = (await createOrganizer(t.app, owner.token)).id;
  });

  afterAll(async () => {
    await t?.close();
    await run('umount', [dataDir]).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 STORAGE_UNAVAILABLE, reports it in health, keeps no partial file and recovers', async () => {
    const image = await pngImage(1000, 500);
    const filler = path.join(dataDir, 'filler');
    await fill(filler);

    const upload = await uploadOrganizerImage(t.app, owner.token, organizerId, image);
    expect(upload.status, JSON.stringify(upload.body)).toBe(503);
    expect(upload.body.code).toBe('STORAGE_UNAVAILABLE');
    expect(upload.headers['retry-after']).toBeDefined();
    expect(
      filesUnder(dataDir).filter((f) => f.file !== filler),
      'nothing half-written stays',
    ).toEqual([]);

    const health = await request(t.app, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable', failing: ['storage'] });

    await rm(filler);
    expect((await request(t.app, 'GET', '/api/health')).status).toBe(200);
    const again = await uploadOrganizerImage(t.app, owner.token, organizerId, image);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});
