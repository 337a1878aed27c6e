import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Db } from './client.js';
import { applyFunctionSources } from './functions.js';

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, '../../../migrations');
const STARTUP_LOCK_KEY = 7_314_002;

/**
 * Runs `work` while this process holds the start-up lock. On PostgreSQL several processes may start at once, and
 * everything they do to the database's structure at start (migrations, the job queue's tables, queues and
 * schedules) takes turns under one advisory lock, held on a connection of its own. PGlite has one process.
 */
export async function withStartupLock<T>(database: Database, work: (client: pg.Client | null) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work(null);
  const client = new pg.Client({ connectionString: database.connectionString ?? undefined });
  // A connection that breaks under the work fails its statement; the start then tries again.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/**
 * Applies pending migrations, then the database functions from their files (functions.ts), under the start-up
 * lock. Returns the signatures of the functions that changed.
 */
export async function migrateDatabase(database: Database): Promise<string[]> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return applyFunctionSources(database.db);
  }
  return withStartupLock(database, async (client) => {
    await migratePg(drizzle(client!), { migrationsFolder: MIGRATIONS_FOLDER });
    return applyFunctionSources(drizzle(client!) as unknown as Db);
  });
}
