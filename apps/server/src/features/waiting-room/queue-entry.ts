import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/client.js';
import { queueEntries } from '../../platform/db/schema.js';

export type QueueEntry = typeof queueEntries.$inferSelect;

/** Only a hash of the buyer's queue token is kept. */
export function hashQueueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newQueueToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The entry a token names on this event; another event's token names nothing here. */
export async function findQueueEntry(db: Db, eventId: number, token: string): Promise<QueueEntry | null> {
  const [entry] = await db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.tokenHash, hashQueueToken(token)), eq(queueEntries.eventId, eventId)));
  return entry ?? null;
}

/**
 * A new place in one statement. Before the draw the entry gets only its random lottery key; after it, the next
 * place, counted on the room row (a join waits for a tick that holds the row, never the other way round). An entry
 * that joined as the draw ran and got no place is given one by the next tick.
 */
export async function insertQueueEntry(db: Db, eventId: number, token: string): Promise<QueueEntry> {
  const [row] = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      WITH place AS (
        UPDATE waiting_rooms SET last_rank = last_rank + 1
        WHERE event_id = ${eventId} AND drawn_at IS NOT NULL
        RETURNING last_rank
      )
      INSERT INTO queue_entries (event_id, token_hash, lottery_key, rank)
      VALUES (${eventId}, ${hashQueueToken(token)}, random(), (SELECT last_rank FROM place))
      RETURNING id`),
  );
  const [entry] = await db
    .select()
    .from(queueEntries)
    .where(eq(queueEntries.id, Number(row!.id)));
  return entry!;
}
