import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestApp, SNAPSHOT_JOB_SCHEMA } from './harness.js';

/**
 * On PGlite every test app has a database of its own, and creating one (an initdb, then every migration and the
 * job queue's schema) is most of a small file's time. It is done once here; each app starts from a copy.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', null);
    return () => undefined;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'stagedoor-snapshot-'));
  const file = path.join(folder, 'pglite.tar');
  const app = await createTestApp({ jobSchema: SNAPSHOT_JOB_SCHEMA, runWorkers: false }, { snapshot: false });
  try {
    await app.ctx.jobs.stop();
    const dump = await app.ctx.database.dumpDataDir!();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await app.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
