import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/client.js';
import { flushLoad } from './load.js';
import { tickWaitingRoom } from './tick.js';

/**
 * Every process ticks every room that has buyers to admit, each WAITING_ROOM_TICK_MS. They need not agree on
 * anything: a tick takes the room's lock or leaves the room to the process that has it, and earns admissions by
 * the time since the last tick of any process (tick.ts). A process that stops takes nothing with it.
 */
export function startTicker(ctx: AppContext): () => Promise<void> {
  const everyMs = ctx.config.waitingRoomTickMs;
  if (everyMs <= 0) return async () => {};
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await tickDueRooms(ctx);
      } catch (error) {
        // A database outage skips ticks; admissions resume with the next one that reaches it.
        ctx.logger.warn({ err: error }, 'waiting room tick failed');
      }
    });
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/**
 * Adds this process's order counts to the shared load (load.ts), then ticks every room with buyers to admit and
 * every room that switches itself on and off (it watches the load each tick).
 */
export async function tickDueRooms(ctx: AppContext): Promise<void> {
  await flushLoad(ctx);
  const due = rowsOf<{ event_id: number }>(
    await ctx.db.execute(sql`
      SELECT w.event_id FROM waiting_rooms w
      WHERE w.enabled AND (
        (w.opening = 'AUTOMATIC' AND w.opens_at <= now())
        OR (w.on_sale_at <= now() AND (w.drawn_at IS NULL OR w.last_rank > w.admitted_through
          OR EXISTS (SELECT 1 FROM queue_entries q WHERE q.event_id = w.event_id AND q.rank IS NULL))))`),
  );
  for (const { event_id } of due) await tickWaitingRoom(ctx, event_id);
}
