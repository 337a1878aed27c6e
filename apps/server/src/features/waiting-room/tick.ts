import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { queueEntries, waitingRooms } from '../../platform/db/schema.js';
import { adaptRate, AUTO_RATE } from './adapt-rate.js';
import { switchAutomatically } from './auto-switch.js';
import { loadOver, pruneLoad } from './load.js';
import { forgetRoomState, type RoomRow } from './room-state.js';

/** A tick earns at most this many seconds of admissions, so a room that nobody ticked (paused, all processes down) does not release a burst. */
export const MAX_TICK_SECONDS = 5;

export interface TickOptions {
  /** The tick's clock; the database's when left out. Tests move it by hand. */
  at?: Date;
  /** false only in the control test: the cursor is read without its lock and advanced by an increment. */
  checks?: boolean;
}

/**
 * One step of an event's room (docs/waiting-room.md): draws the early arrivals' places at the on-sale, gives a place
 * to any late arrival without one, and moves the admission cursor on by rate × time since the last step, stamping
 * each admitted entry. Runs under the room row's lock taken with SKIP LOCKED: when another process is ticking the
 * room, this one leaves it, so every admission is given once and the rate holds whatever the number of processes.
 * Returns how many it admitted (null: nothing to do, or another process had the room).
 */
export async function tickWaitingRoom(ctx: AppContext, eventId: number, options: TickOptions = {}): Promise<number | null> {
  const checks = options.checks ?? true;
  // An automatic room's switch, when this tick turned it (logged once the tick has committed).
  let switched: { on: boolean; at: Date } | null = null;
  const admitted = await ctx.db.transaction(async (tx) => {
    switched = null;
    const lock = checks ? sql`FOR UPDATE SKIP LOCKED` : sql``;
    const [room] = rowsOf<RoomRow & { now: Date }>(
      await tx.execute(sql`
        SELECT event_id AS "eventId", enabled, opens_at AS "opensAt", on_sale_at AS "onSaleAt", paused, drawn_at AS "drawnAt",
          opening, auto_opened_at AS "autoOpenedAt",
          admission_rate_per_minute AS "admissionRatePerMinute", auto_rate AS "autoRate",
          last_rank::float8 AS "lastRank", admitted_through::float8 AS "admittedThrough", credit,
          ticked_at AS "tickedAt", now() AS now
        FROM waiting_rooms WHERE event_id = ${eventId} ${lock}`),
    );
    if (!room || !room.enabled) return null;
    const at = options.at ?? new Date(room.now);
    const onSaleAt = new Date(room.onSaleAt);
    const through = Number(room.admittedThrough);
    const previous = room.tickedAt ? new Date(room.tickedAt) : onSaleAt;
    let rate = room.admissionRatePerMinute ?? room.autoRate;
    const automatic = room.opening === 'AUTOMATIC';
    // One range of waiting_room_load: what every process measured of the orders (load.ts).
    const load = automatic || room.admissionRatePerMinute === null ? await loadOver(tx, eventId, at) : null;
    const openSince = room.autoOpenedAt ? new Date(room.autoOpenedAt) : null;

    if (at < onSaleAt) {
      if (!automatic || at < new Date(room.opensAt)) return null;
      const autoOpenedAt = switchAutomatically({
        openSince,
        load: load!,
        sustainablePerMinute: rate,
        queueDrained: Number(room.lastRank) <= through && !(await hasUnplaced(tx, eventId)),
        at,
      });
      if (autoOpenedAt === openSince) return null;
      await tx.update(waitingRooms).set({ autoOpenedAt }).where(eq(waitingRooms.eventId, eventId));
      switched = { on: autoOpenedAt !== null, at };
      return 0;
    }

    let lastRank = Number(room.lastRank);
    if (!room.drawnAt) lastRank = await givePlaces(tx, eventId, lastRank, 'lottery');
    else lastRank = await givePlaces(tx, eventId, lastRank, 'arrival');

    // The switch looks at the queue as this tick found it, before its admissions.
    const autoOpenedAt =
      automatic && at >= new Date(room.opensAt)
        ? switchAutomatically({ openSince, load: load!, sustainablePerMinute: rate, queueDrained: lastRank <= through, at })
        : openSince;
    if (autoOpenedAt !== openSince) switched = { on: autoOpenedAt !== null, at };
    const seconds = Math.min(MAX_TICK_SECONDS, Math.max(0, (at.getTime() - previous.getTime()) / 1000));
    let credit = room.paused ? 0 : Number(room.credit) + (rate * seconds) / 60;
    const admit = Math.max(0, Math.min(Math.floor(credit), lastRank - through));
    // An empty queue banks at most one admission: a quiet minute must not let the next crowd in at once.
    credit = lastRank - through <= admit ? Math.min(credit - admit, 1) : credit - admit;
    if (admit > 0) {
      await tx
        .update(queueEntries)
        .set({ admittedAt: at })
        .where(
          and(
            eq(queueEntries.eventId, eventId),
            gt(queueEntries.rank, through),
            lte(queueEntries.rank, through + admit),
            isNull(queueEntries.admittedAt),
          ),
        );
    }
    if (load && crossesStep(previous, at)) {
      if (room.admissionRatePerMinute === null) rate = adaptRate(rate, load);
      await pruneLoad(tx, eventId, at);
    }
    await tx
      .update(waitingRooms)
      .set({
        drawnAt: room.drawnAt ? undefined : at,
        lastRank,
        // The control test's increment: two processes that read the same cursor both add their share.
        admittedThrough: checks ? through + admit : sql`${waitingRooms.admittedThrough} + ${admit}`,
        credit,
        tickedAt: at,
        autoRate: room.admissionRatePerMinute === null ? rate : undefined,
        autoOpenedAt,
      })
      .where(eq(waitingRooms.eventId, eventId));
    return admit;
  });
  // This process moved the cursor: its next poll reads it (the others within a second).
  if (admitted !== null) forgetRoomState(eventId);
  const turned = switched as { on: boolean; at: Date } | null;
  if (turned) {
    ctx.logger.info({ eventId, at: turned.at.toISOString() }, turned.on ? 'waiting room switched on' : 'waiting room switched off');
  }
  return admitted;
}

/** Entries without a place, by the small partial index of them. */
async function hasUnplaced(tx: Db, eventId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.eventId, eventId), isNull(queueEntries.rank)))
    .limit(1);
  return !!row;
}

/** The automatic rate changes once per step of AUTO_RATE.everyMs, by whichever process ticks across it. */
function crossesStep(previous: Date, at: Date): boolean {
  return Math.floor(previous.getTime() / AUTO_RATE.everyMs) !== Math.floor(at.getTime() / AUTO_RATE.everyMs);
}

/**
 * Places for entries without one, after the last place given: the draw orders the early arrivals by their random
 * lottery key (so neither refreshing nor arriving first before the on-sale helps); later ones keep arrival order.
 */
async function givePlaces(tx: Db, eventId: number, lastRank: number, order: 'lottery' | 'arrival'): Promise<number> {
  const orderBy = order === 'lottery' ? sql`lottery_key, id` : sql`id`;
  const [row] = rowsOf<{ given: number }>(
    await tx.execute(sql`
      WITH ranked AS (
        SELECT id, row_number() OVER (ORDER BY ${orderBy}) AS r FROM queue_entries
        WHERE event_id = ${eventId} AND rank IS NULL
      ), given AS (
        UPDATE queue_entries q SET rank = ${lastRank} + ranked.r FROM ranked WHERE q.id = ranked.id RETURNING 1
      )
      SELECT count(*)::int AS given FROM given`),
  );
  return lastRank + (row?.given ?? 0);
}
