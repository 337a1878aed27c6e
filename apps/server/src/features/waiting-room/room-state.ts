import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { queueEntries, waitingRooms } from '../../platform/db/schema.js';

export type RoomRow = typeof waitingRooms.$inferSelect;

/** A room as the public routes see it, read at most once a second per process and event. */
export interface RoomState {
  room: RoomRow | null;
  /** Entries without a place yet (all of them before the draw). */
  unranked: number;
  readAt: number;
}

const FRESH_MS = 1000;
const cache = new Map<number, RoomState>();
const pending = new Map<number, Promise<RoomState>>();

/**
 * Polls and orders read the room from here: a second-old cursor only makes a position look one tick older, and
 * it keeps 100,000 polling buyers from reading the room row each. One read per event at a time, the others share it.
 */
export function roomState(db: Db, eventId: number): Promise<RoomState> {
  const cached = cache.get(eventId);
  if (cached && Date.now() - cached.readAt < FRESH_MS) return Promise.resolve(cached);
  let read = pending.get(eventId);
  if (!read) {
    read = readRoomState(db, eventId).finally(() => pending.delete(eventId));
    pending.set(eventId, read);
  }
  return read;
}

async function readRoomState(db: Db, eventId: number): Promise<RoomState> {
  const [room] = await db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId));
  let unranked = 0;
  if (room?.enabled) {
    const [row] = await db
      .select({ n: count() })
      .from(queueEntries)
      .where(and(eq(queueEntries.eventId, eventId), isNull(queueEntries.rank)));
    unranked = row?.n ?? 0;
  }
  const state = { room: room ?? null, unranked, readAt: Date.now() };
  cache.set(eventId, state);
  return state;
}

/** After this process changed a room: its next read is fresh (other processes catch up within a second). */
export function forgetRoomState(eventId: number): void {
  cache.delete(eventId);
}

/**
 * Orders need an admission from the queue's opening while the room is enabled; a room that switches itself on
 * (AUTOMATIC) needs them only while it is switched on.
 */
export function roomIsOpen(room: RoomRow | null, now = new Date()): room is RoomRow {
  if (!room || !room.enabled || room.opensAt.getTime() > now.getTime()) return false;
  return room.opening === 'SCHEDULED' || room.autoOpenedAt !== null;
}

/** The rate admissions run at: the organizer's, or the automatic one as last adapted. */
export function effectiveRate(room: RoomRow): number {
  return room.admissionRatePerMinute ?? room.autoRate;
}
