import { eq, sql } from 'drizzle-orm';
import { planSeats, type SeatingLayout, type SeatingPlanInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { seatingPlans } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { eventsUsingPlan, isPlanInUse } from './plan-usage.js';

/** Missing ids a PLAN_IN_USE answer names at most. */
const NAMED_MISSING_IDS = 100;

/** What is kept with a layout so that lists and stock never read the layout itself. */
function layoutCounts(layout: SeatingLayout) {
  return {
    seatCount: planSeats(layout).length,
    standingCapacity: layout.standing_areas.reduce((sum, area) => sum + area.capacity, 0),
  };
}

/** Every id orders and claims may name: the seats' and the standing areas'. */
function sellableIds(layout: SeatingLayout): string[] {
  return [...planSeats(layout).map((seat) => seat.id), ...layout.standing_areas.map((area) => area.id)];
}

/**
 * The next version of a plan: `updated_at` keys the plan's seat index in every process (seat-map), so a save moves
 * it forward by at least a millisecond, the precision the index reads it with, even within one.
 */
const nextVersion = sql`greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', ${seatingPlans.updatedAt}) + interval '1 millisecond')`;

/** Locks a plan of the account against concurrent saves, deletes and (through its foreign key) new events using it. */
async function lockPlan(tx: Db, accountId: number, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: seatingPlans.id })
    .from(seatingPlans)
    .where(inAccount(seatingPlans, accountId, eq(seatingPlans.id, id)))
    .for('update');
  if (!row) throw notFound();
}

export async function createSeatingPlan(ctx: AppContext, accountId: number, body: SeatingPlanInput): Promise<number> {
  const [row] = await ctx.db
    .insert(seatingPlans)
    .values({ accountId, name: body.name, layout: body.layout, ...layoutCounts(body.layout) })
    .returning({ id: seatingPlans.id });
  return row!.id;
}

/**
 * Replaces a plan's name and layout. While an event sold with it has seats held or sold, the new layout keeps every
 * seat id and standing area id of the old one (409 PLAN_IN_USE naming the missing ones): orders, tickets and claims
 * name them. Labels, positions and categories may change; copy the plan to start over.
 */
export async function updateSeatingPlan(ctx: AppContext, accountId: number, id: number, body: SeatingPlanInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockPlan(tx, accountId, id);
    if (await isPlanInUse(tx, id)) {
      const [current] = await tx.select({ layout: seatingPlans.layout }).from(seatingPlans).where(eq(seatingPlans.id, id));
      const kept = new Set(sellableIds(body.layout));
      const missing = sellableIds(current!.layout).filter((seatId) => !kept.has(seatId));
      if (missing.length > 0) {
        throw new AppError('PLAN_IN_USE', { details: { seat_ids: missing.slice(0, NAMED_MISSING_IDS), missing_count: missing.length } });
      }
    }
    await tx
      .update(seatingPlans)
      .set({ name: body.name, layout: body.layout, ...layoutCounts(body.layout), updatedAt: nextVersion })
      .where(eq(seatingPlans.id, id));
  });
}

/** Deletes a plan no event is sold with (409 PLAN_IN_USE otherwise: take it off the events first, or copy it). */
export async function deleteSeatingPlan(ctx: AppContext, accountId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockPlan(tx, accountId, id);
    const events = await eventsUsingPlan(tx, id);
    if (events > 0) throw new AppError('PLAN_IN_USE', { details: { events_count: events } });
    await tx.delete(seatingPlans).where(eq(seatingPlans.id, id));
  });
}

/** A new plan with the same layout, independent of the original: the way to change the seats of a plan in use. */
export async function copySeatingPlan(ctx: AppContext, accountId: number, id: number, name: (original: string) => string): Promise<number> {
  const [original] = await ctx.db
    .select({ name: seatingPlans.name })
    .from(seatingPlans)
    .where(inAccount(seatingPlans, accountId, eq(seatingPlans.id, id)));
  if (!original) throw notFound();
  // The layout is copied inside the database: a stadium's megabytes never pass through the app.
  const result = await ctx.db.execute(sql`
    insert into ${seatingPlans} (account_id, name, layout, seat_count, standing_capacity)
    select account_id, ${name(original.name)}, layout, seat_count, standing_capacity from ${seatingPlans}
    where ${inAccount(seatingPlans, accountId, eq(seatingPlans.id, id))}
    returning id`);
  const [row] = rowsOf<{ id: number }>(result);
  if (!row) throw notFound();
  return row.id;
}
