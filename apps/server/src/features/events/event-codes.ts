import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { fieldError, type AppError } from '../../platform/errors.js';

/** A table of codes that are unique per event whatever their case (promo codes, affiliates), with its unique index. */
export interface EventCodeTable {
  table: PgTable;
  id: AnyPgColumn;
  eventId: AnyPgColumn;
  code: AnyPgColumn;
}

/**
 * The uniqueness of an event's codes: `checkFree` answers a clear 422 on the `code` field before
 * writing, and `settlingRaces` turns the unique index's refusal of two requests that raced past the
 * check into the same answer.
 */
export function eventCodes(codes: EventCodeTable, takenMessage: string) {
  const taken = (): AppError => fieldError('code', takenMessage);

  async function checkFree(tx: Db, eventId: number, code: string, exceptId?: number): Promise<void> {
    const [clash] = await tx
      .select({ id: codes.id })
      .from(codes.table)
      .where(
        and(
          eq(codes.eventId, eventId),
          sql`lower(${codes.code}) = lower(${code})`,
          exceptId === undefined ? undefined : ne(codes.id, exceptId),
        ),
      )
      .limit(1);
    if (clash) throw taken();
  }

  async function settlingRaces<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  return { checkFree, settlingRaces };
}
