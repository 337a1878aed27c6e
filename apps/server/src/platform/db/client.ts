import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.js';

export type Schema = typeof schema;
/** The database, or a transaction on it: every use case takes this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL in the shape job libraries expect ($1-style parameters). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Executes raw SQL outside any transaction. */
  raw: SqlExecutor;
  connectionString: string | null;
  /** The embedded database's whole data directory as one file, to open copies of it later (in-memory PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Bounds on every wait for the database (PostgreSQL; PGlite runs one statement at a time in the process). */
export interface DatabaseTimeouts {
  /** Waiting for a free connection of the pool, or for a new one to open. */
  acquireMs: number;
  /** One statement's run (PostgreSQL's statement_timeout). */
  statementMs: number;
  /** Waiting for a lock (PostgreSQL's lock_timeout); the purchase sets its own, shorter one. */
  lockMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { acquireMs: 3000, statementMs: 30_000, lockMs: 5000 };

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite directory; null keeps the database in memory (tests). */
  dataDir: string | null;
  /** Every connection the process opens, the job queue's included. */
  poolSize?: number;
  timeouts?: DatabaseTimeouts;
  /** An in-memory PGlite starts as a copy of this dumped data directory instead of an empty cluster. */
  pgliteSnapshot?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.timeouts ?? DEFAULT_TIMEOUTS);
  return openPglite(options.dataDir, options.pgliteSnapshot);
}

function openPostgres(connectionString: string, max: number, timeouts: DatabaseTimeouts): Database {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A request that cannot get a connection in time fails (503) instead of queueing without end.
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    // A server that vanished without closing the socket (a network cut) is noticed, not waited on.
    keepAlive: true,
    // PL/pgSQL keeps each statement's plan for as long as its connection lives; a connection is replaced after
    // this long (once it is idle), so that no plan made when the tables were small outlives their growth by more.
    maxLifetimeSeconds: 900,
  });
  // A connection that breaks (the server restarts or stops) emits 'error' on its client. The pool
  // listens on idle clients only; a client checked out by a transaction between two statements
  // would emit it with no listener, and Node ends the process on an unheard 'error'. Its next
  // statement fails instead (the request answers 503), and the pool drops the broken client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    connectionString,
    raw: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null, snapshot: Blob | undefined): Promise<Database> {
  let lock: DirectoryLock | null = null;
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    lock = acquireDirectoryLock(dataDir);
    client = new PGlite(dir);
  } else {
    client = snapshot ? new PGlite({ loadDataDir: snapshot }) : new PGlite();
  }
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    connectionString: null,
    raw: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    ...(dataDir ? {} : { dumpDataDir: async () => client.dumpDataDir('none') }),
    async close() {
      await client.close();
      lock?.release();
    },
  };
}

/** Turns `$1`-style SQL into a drizzle query so it can run inside a drizzle transaction. */
export function toSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
    } else {
      chunks.push(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
    }
  });
  return sql.join(chunks);
}

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** An executor bound to a transaction, for libraries that take raw SQL. */
export function executorFor(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values) {
      return { rows: rowsOf(await tx.execute(toSql(text, values))) };
    },
  };
}

/**
 * A row that the database handed back as JSON (`to_jsonb(row)`) in the shape a
 * select of the table gives: property names and value types as drizzle maps them.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/**
 * A timestamp of a raw `db.execute` row: drizzle has both drivers hand timestamps over as
 * PostgreSQL's text ("2026-11-24 04:20:00.123+00"), which is what its own columns parse.
 */
export function timestampFromDriver(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}
