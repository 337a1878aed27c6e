import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { notFound } from '../errors.js';

type AccountOwned = PgTable & { id: PgColumn; accountId: PgColumn };

/**
 * The one helper that scopes a query to the caller's account. A row of another
 * account is indistinguishable from a missing row: both answer 404.
 */
export function inAccount(table: AccountOwned, accountId: number, ...extra: (SQL | undefined)[]): SQL {
  return and(eq(table.accountId, accountId), ...extra)!;
}

export async function findInAccount<T extends AccountOwned>(db: Db, table: T, accountId: number, id: number): Promise<T['$inferSelect']> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(inAccount(table, accountId, eq(table.id, id)))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}
