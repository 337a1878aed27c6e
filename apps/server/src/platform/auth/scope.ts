import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { notFound } from '../errors.js';

/** A table whose rows belong to one account. */
type InAccount = PgTable & { accountId: PgColumn };
/** An account's table whose rows are found by their own id. */
type AccountOwned = InAccount & { id: PgColumn };

/**
 * The one way a query is scoped to an account: `inAccount(table, accountId, ...conditions)`, in a where or in a
 * join's condition. A hand-written `eq(table.accountId, value)` fails `npm run lint`; comparing two columns, as a
 * join does (`eq(a.accountId, b.accountId)`), stays as it is.
 */
export function inAccount(table: InAccount, accountId: number, ...extra: (SQL | undefined)[]): SQL {
  return and(eq(table.accountId, accountId), ...extra)!;
}

/** One row of the account by its id. A row of another account is indistinguishable from a missing row: both answer 404. */
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
