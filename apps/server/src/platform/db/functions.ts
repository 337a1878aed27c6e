import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { rowsOf, type Db } from './client.js';

/**
 * The database's functions, one file each (`apps/server/sql/functions/<name>.sql`): the file is the function's
 * current source. Migrations keep the history; the start-up applies these files after the migrations
 * (migrate.ts), so a function is changed by editing its file. A function that is renamed, dropped or given other
 * arguments also needs a migration that drops the old one.
 */
export const FUNCTIONS_FOLDER = path.join(import.meta.dirname, '../../../sql/functions');

/** Every function the app owns is named with this prefix; a test holds the database's to the files. */
export const FUNCTION_PREFIX = 'stagedoor_';

export interface FunctionSource {
  name: string;
  /** The file's text: comments and one CREATE OR REPLACE FUNCTION statement. */
  sql: string;
  /** The text between the $$ quotes: what the database keeps as the function's source (pg_proc.prosrc). */
  body: string;
}

export function readFunctionSources(folder: string = FUNCTIONS_FOLDER): FunctionSource[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.sql'.length);
      const text = readFileSync(path.join(folder, file), 'utf8');
      const creates = [...text.matchAll(/^CREATE OR REPLACE FUNCTION (\w+)\(/gm)];
      if (creates.length !== 1 || creates[0]![1] !== name) {
        throw new Error(`${file} must hold one CREATE OR REPLACE FUNCTION ${name}(...)`);
      }
      const body = /\$\$([\s\S]*?)\$\$;\s*$/.exec(text);
      if (!name.startsWith(FUNCTION_PREFIX) || !body) {
        throw new Error(`${file}: the function's name starts with ${FUNCTION_PREFIX} and its body is quoted in $$, ending the file`);
      }
      return { name, sql: text, body: body[1]! };
    });
}

/** Runs one SQL statement, without parameters, on one connection. */
export type Run = (text: string) => Promise<{ rows: any[] }>;

export interface DatabaseFunction {
  /** Name and argument types, as regprocedure prints them: stagedoor_take_stock(jsonb,boolean). */
  signature: string;
  name: string;
  source: string;
  definition: string;
}

/** The app's functions as the database holds them, in the current schema. */
export async function databaseFunctions(run: Run): Promise<DatabaseFunction[]> {
  const result = await run(`SELECT p.oid::regprocedure::text AS signature, p.proname AS name, p.prosrc AS source,
      pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema() AND starts_with(p.proname, '${FUNCTION_PREFIX}')
    ORDER BY 1`);
  return result.rows as DatabaseFunction[];
}

/**
 * (Re)creates every function from its file on the connection `run` uses, inside the caller's transaction.
 * Returns the signatures of the functions whose definition (pg_get_functiondef) this changed.
 */
export async function replaceFunctions(run: Run, sources: FunctionSource[] = readFunctionSources()): Promise<string[]> {
  const before = new Map((await databaseFunctions(run)).map((fn) => [fn.signature, fn.definition]));
  for (const source of sources) await run(source.sql);
  return (await databaseFunctions(run)).filter((fn) => before.get(fn.signature) !== fn.definition).map((fn) => fn.signature);
}

/** Runs raw SQL on the connection of a transaction (or of a database bound to one connection). */
export function runOn(db: Db): Run {
  return async (text) => ({ rows: rowsOf(await db.execute(sql.raw(text))) });
}

/**
 * (Re)creates every function from its file, in one transaction, committed only when a definition changed: a
 * database that is up to date keeps its functions (and every connection's cached plans) untouched. Runs under
 * the start-up lock on PostgreSQL. Returns the signatures of the functions it changed.
 */
export async function applyFunctionSources(db: Db, sources: FunctionSource[] = readFunctionSources()): Promise<string[]> {
  let changed: string[] = [];
  try {
    await db.transaction(async (tx) => {
      changed = await replaceFunctions(runOn(tx), sources);
      if (changed.length === 0) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return changed;
}
