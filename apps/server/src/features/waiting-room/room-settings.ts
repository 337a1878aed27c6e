import type { WaitingRoom, waitingRoomBodySchema } from '@stagedoor/contracts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { rowsOf } from '../../platform/db/client.js';
import { queueEntries, waitingRooms } from '../../platform/db/schema.js';
import { inAccount } from '../../platform/auth/scope.js';
import { AUTO_RATE } from './adapt-rate.js';
import { loadOver } from './load.js';
import { effectiveRate, forgetRoomState, roomIsOpen, type RoomRow } from './room-state.js';

type RoomInput = z.output<typeof waitingRoomBodySchema>;

/**
 * Sets an event's room. The cursor, the places and the draw stay as they are: turning the room off and on again,
 * pausing or changing the rate never moves anyone in the queue. A pause stops the ticks from earning admissions,
 * and resuming earns from then on (tick.ts), so a pause never releases a burst.
 */
export async function saveWaitingRoom(ctx: AppContext, accountId: number, eventId: number, input: RoomInput): Promise<WaitingRoom> {
  const values = {
    enabled: input.enabled,
    opensAt: new Date(input.opens_at),
    onSaleAt: new Date(input.on_sale_at),
    admissionRatePerMinute: input.admission_rate_per_minute,
    shoppingMinutes: input.shopping_minutes,
    paused: input.paused,
    opening: input.opening,
    // Only an enabled AUTOMATIC room stays switched on: turned off or set to its schedule, it starts switched off.
    ...(input.opening === 'SCHEDULED' || !input.enabled ? { autoOpenedAt: null } : {}),
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(waitingRooms)
    .values({ eventId, accountId, autoRate: AUTO_RATE.initial, ...values })
    .onConflictDoUpdate({ target: waitingRooms.eventId, set: values });
  forgetRoomState(eventId);
  return getWaitingRoom(ctx, accountId, eventId);
}

/** The room with its live figures; an event without one has a disabled room opening at its creation. */
export async function getWaitingRoom(ctx: AppContext, accountId: number, eventId: number): Promise<WaitingRoom> {
  const [room] = await ctx.db
    .select()
    .from(waitingRooms)
    .where(inAccount(waitingRooms, accountId, eq(waitingRooms.eventId, eventId)));
  if (!room) return emptyRoom(eventId);
  return { ...presentSettings(room), ...(await liveFigures(ctx, room)) };
}

function presentSettings(room: RoomRow) {
  return {
    event_id: room.eventId,
    enabled: room.enabled,
    opens_at: room.opensAt.toISOString(),
    on_sale_at: room.onSaleAt.toISOString(),
    admission_rate_per_minute: room.admissionRatePerMinute,
    shopping_minutes: room.shoppingMinutes,
    paused: room.paused,
    opening: room.opening,
    open: roomIsOpen(room),
    auto_opened_at: room.autoOpenedAt?.toISOString() ?? null,
    effective_rate_per_minute: effectiveRate(room),
  };
}

function emptyRoom(eventId: number): WaitingRoom {
  const now = new Date().toISOString();
  return {
    event_id: eventId,
    enabled: false,
    opens_at: now,
    on_sale_at: now,
    admission_rate_per_minute: null,
    shopping_minutes: 15,
    paused: false,
    opening: 'SCHEDULED',
    open: false,
    auto_opened_at: null,
    arrivals_per_minute: 0,
    effective_rate_per_minute: AUTO_RATE.initial,
    queued: 0,
    admitted: 0,
    admitted_per_minute: 0,
    p95_wait_seconds: null,
  };
}

/**
 * Counts from the cursor and two small index ranges: the entries without a place (a second's arrivals, or the
 * early crowd before the draw) and those admitted in the last ten minutes. Nothing reads the whole queue.
 */
async function liveFigures(ctx: AppContext, room: RoomRow) {
  const [unranked] = await ctx.db
    .select({ n: count() })
    .from(queueEntries)
    .where(and(eq(queueEntries.eventId, room.eventId), isNull(queueEntries.rank)));
  const [recent] = rowsOf<{ per_minute: number; p95: number | null }>(
    await ctx.db.execute(sql`
      SELECT count(*) FILTER (WHERE admitted_at > now() - interval '1 minute')::int AS per_minute,
        percentile_cont(0.95) WITHIN GROUP (
          ORDER BY extract(epoch FROM admitted_at - greatest(joined_at, ${room.onSaleAt.toISOString()}::timestamptz))
        ) AS p95
      FROM queue_entries
      WHERE event_id = ${room.eventId} AND admitted_at IS NOT NULL AND admitted_at > now() - interval '10 minutes'`),
  );
  const load = await loadOver(ctx.db, room.eventId, new Date());
  return {
    arrivals_per_minute: load.arrivalsPerMinute,
    queued: Math.max(0, room.lastRank - room.admittedThrough) + (unranked?.n ?? 0),
    admitted: room.admittedThrough,
    admitted_per_minute: recent?.per_minute ?? 0,
    p95_wait_seconds: recent?.p95 === null || recent?.p95 === undefined ? null : Math.round(Number(recent.p95)),
  };
}
