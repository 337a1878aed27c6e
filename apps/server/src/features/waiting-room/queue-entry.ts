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

/** What a poll needs of an entry: all of it fixed once the entry has a place (and, later, its admission). */
export type QueuePlaceEntry = Pick<QueueEntry, 'id' | 'eventId' | 'rank' | 'admittedAt'>;

/** The most entries a process remembers; the oldest go first (about 250 bytes each). */
const KNOWN_MAX = 50_000;
const known = new Map<string, QueuePlaceEntry>();

/**
 * The entry a poll reads: from this process's memory when it already read the entry with its place and, if the
 * room's cursor has reached the place, with its admission; from the database otherwise (once at the first poll
 * after the draw, once when admitted). A place and an admission never change once given, so what is remembered
 * stays true in every process; the position still moves with the room's cursor. So most polls read nothing.
 */
export async function findPlaceEntry(db: Db, eventId: number, token: string, admittedThrough: number): Promise<QueuePlaceEntry | null> {
  const hash = hashQueueToken(token);
  const remembered = known.get(hash);
  if (remembered && remembered.eventId === eventId && (remembered.admittedAt || remembered.rank! > admittedThrough)) {
    return remembered;
  }
  const [entry] = await db
    .select({ id: queueEntries.id, eventId: queueEntries.eventId, rank: queueEntries.rank, admittedAt: queueEntries.admittedAt })
    .from(queueEntries)
    .where(and(eq(queueEntries.tokenHash, hash), eq(queueEntries.eventId, eventId)));
  if (!entry) return null;
  if (entry.rank !== null) {
    known.delete(hash);
    known.set(hash, entry);
    if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
  }
  return entry;
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
