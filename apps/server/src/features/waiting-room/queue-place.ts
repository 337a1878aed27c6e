import type { QueuePlace } from '@stagedoor/contracts';
import { signAdmission } from './admission-token.js';
import type { QueuePlaceEntry } from './queue-entry.js';
import { effectiveRate, type RoomState } from './room-state.js';

/**
 * Polls after the on-sale spread over this many seconds, or one second per 500 buyers queued if more, so the
 * draw is not met by every buyer at once (the first admissions take a while to reach the back anyway).
 */
const ON_SALE_SPREAD_SECONDS = 10;
const BUYERS_PER_SPREAD_SECOND = 500;

export function admissionExpiry(admittedAt: Date, shoppingMinutes: number): Date {
  return new Date(admittedAt.getTime() + shoppingMinutes * 60_000);
}

/**
 * What a buyer sees of their place. The position comes from the place and the room's cursor (read at most a
 * second ago), so a poll costs one read of the entry by its token. The server says when to ask again: rarely when
 * the turn is far, every two seconds near it, and before the on-sale once shortly after it.
 */
export function presentQueuePlace(
  appSecret: string,
  state: RoomState,
  entry: QueuePlaceEntry,
  token: string,
  now = new Date(),
): QueuePlace {
  const room = state.room!;
  const rate = Math.max(1, effectiveRate(room));
  const queueLength = Math.max(0, room.lastRank - room.admittedThrough) + state.unranked;
  const base = { queue_token: token, queue_length: queueLength, on_sale_at: room.onSaleAt.toISOString() };
  if (entry.admittedAt) {
    const expiresAt = admissionExpiry(entry.admittedAt, room.shoppingMinutes);
    return {
      ...base,
      status: 'ADMITTED',
      position: 0,
      estimated_wait_seconds: 0,
      poll_after_seconds: 30,
      admission_token: signAdmission(appSecret, { entryId: entry.id, eventId: entry.eventId, expiresAt }),
      admission_expires_at: expiresAt.toISOString(),
    };
  }
  const untilOnSale = Math.ceil((room.onSaleAt.getTime() - now.getTime()) / 1000);
  if (entry.rank === null) {
    const spread = Math.max(ON_SALE_SPREAD_SECONDS, queueLength / BUYERS_PER_SPREAD_SECOND);
    const poll = untilOnSale > 0 ? Math.min(30, untilOnSale) + Math.floor(Math.random() * spread) : 2;
    return { ...base, status: 'WAITING', position: null, estimated_wait_seconds: null, poll_after_seconds: Math.max(1, poll) };
  }
  const position = Math.max(1, entry.rank - room.admittedThrough);
  const wait = Math.ceil((position * 60) / rate) + Math.max(0, untilOnSale);
  const poll = Math.max(2, Math.min(30, Math.round(wait / 10)));
  return { ...base, status: 'WAITING', position, estimated_wait_seconds: wait, poll_after_seconds: poll };
}
