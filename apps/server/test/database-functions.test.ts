import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionRollbackError } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, migrateDatabase, withStartupLock } from '../src/platform/db/migrate.js';
import { databaseFunctions, readFunctionSources, replaceFunctions, runOn, type FunctionSource } from '../src/platform/db/functions.js';
import { createTestApp, type TestApp } from './harness.js';

/** The database's functions are their files (apps/server/sql/functions), on PGlite and on PostgreSQL alike. */
describe('database functions', () => {
  let t: TestApp;
  let sources: FunctionSource[];
  beforeAll(async () => {
    t = await createTestApp();
    sources = readFunctionSources();
  });
  afterAll(async () => {
    await t.close();
  });

  function bySource(): Record<string, string> {
    return Object.fromEntries(sources.map((source) => [source.name, source.body]));
  }

  it('has one function for each file, each with the file as its source, and none without a file', async () => {
    expect(sources.map((source) => source.name)).toContain('stagedoor_reserve_order');
    const functions = await databaseFunctions(runOn(t.ctx.db));
    // One entry per name: an overload left behind by a change of arguments has no file of its own.
    expect(functions.map((fn) => fn.name).sort()).toEqual(sources.map((source) => source.name).sort());
    expect(Object.fromEntries(functions.map((fn) => [fn.name, fn.source]))).toEqual(bySource());
  });

  it('takes every part of a definition from the files, so applying them again changes nothing', async () => {
    expect(await migrateDatabase(t.ctx.database)).toEqual([]);
  });

  it('gives a database that ran the migrations with an older function the file’s definition', async () => {
    // The reservation as migration 0008 first wrote it, before 0011 and 0014 replaced it.
    const original = readFileSync(path.join(MIGRATIONS_FOLDER, '0008_reservation_functions.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('FUNCTION stagedoor_reserve_order('))!;
    // In a transaction that is rolled back, under the start-up lock: the other files' apps share the database.
    await withStartupLock(t.ctx.database, async () => {
      await t.ctx.db
        .transaction(async (tx) => {
          const run = runOn(tx);
          await run(original);
          const outdated = (await databaseFunctions(run)).find((fn) => fn.name === 'stagedoor_reserve_order')!;
          expect(outdated.source).not.toBe(bySource()['stagedoor_reserve_order']);

          expect(await replaceFunctions(run, sources)).toEqual(['stagedoor_reserve_order(jsonb)']);
          const functions = await databaseFunctions(run);
          expect(Object.fromEntries(functions.map((fn) => [fn.name, fn.source]))).toEqual(bySource());
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
    });
  });
});
