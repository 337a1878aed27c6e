import type { QueuePlace } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findPlaceEntry, findQueueEntry, insertQueueEntry, newQueueToken } from './queue-entry.js';
import { presentQueuePlace } from './queue-place.js';
import { roomState } from './room-state.js';

/**
 * A buyer joins an event's queue (404 without an enabled room, 409 QUEUE_NOT_OPEN before it opens). A token of an
 * earlier join keeps its place, so a reload or a second tab never moves anyone back; an unknown one joins anew.
 */
export async function joinQueue(ctx: AppContext, eventId: number, queueToken: string | undefined): Promise<QueuePlace> {
  const state = await roomState(ctx.db, eventId);
  if (!state.room?.enabled) throw notFound();
  if (state.room.opensAt.getTime() > Date.now()) throw new AppError('QUEUE_NOT_OPEN');
  if (queueToken) {
    const entry = await findQueueEntry(ctx.db, eventId, queueToken);
    if (entry) return presentQueuePlace(ctx.config.appSecret, state, entry, queueToken);
  }
  const token = newQueueToken();
  const entry = await insertQueueEntry(ctx.db, eventId, token);
  return presentQueuePlace(ctx.config.appSecret, state, entry, token);
}

/** A buyer's place now (404 for a token of no place of this event). */
export async function getQueuePlace(ctx: AppContext, eventId: number, queueToken: string): Promise<QueuePlace> {
  const state = await roomState(ctx.db, eventId);
  if (!state.room?.enabled) throw notFound();
  const entry = await findPlaceEntry(ctx.db, eventId, queueToken, state.room.admittedThrough);
  if (!entry) throw notFound();
  return presentQueuePlace(ctx.config.appSecret, state, entry, queueToken);
}
