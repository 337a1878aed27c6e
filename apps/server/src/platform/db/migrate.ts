import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, '../../../migrations');
const MIGRATION_LOCK_KEY = 7_314_002;

/**
 * Applies pending migrations. On PostgreSQL several processes may start at once,
 * so the migration runs on one connection under an advisory lock.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  await withStartLock(database, (client) => migratePg(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER }));
}

/**
 * Runs `work` (through the pool) while this process holds the start lock. pg-boss sets up its
 * queues and schedules in several transactions that deadlock when two processes do it at once,
 * as processes that waited for the same database do the moment it returns.
 */
export async function underStartLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  return withStartLock(database, () => work());
}

/** A connection of its own (outside the pool, which may be a single connection) that holds the advisory lock. */
async function withStartLock<T>(database: Database, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.connectionString ?? undefined });
  // A connection that breaks under the migration fails its statement; the start then tries again.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
