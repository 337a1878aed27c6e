import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { seatingPlans } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { eventsUsingPlan, isPlanInUse } from './plan-usage.js';
import { missingIds, type CheckedPlanBody } from './plan-body-check.js';

/** A checked layout's columns: its JSON, stored as it is, and its counts, so that lists and stock never read it. */
const layoutColumns = (body: CheckedPlanBody) => ({
  layout: sql`${body.layoutJson}::jsonb`,
  seatCount: body.seatCount,
  standingCapacity: body.standingCapacity,
});

/** Missing ids a PLAN_IN_USE answer names at most. */
const NAMED_MISSING_IDS = 100;

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

export async function createSeatingPlan(ctx: AppContext, accountId: number, body: CheckedPlanBody): Promise<number> {
  const [row] = await ctx.db
    .insert(seatingPlans)
    .values({ accountId, name: body.name, ...layoutColumns(body) })
    .returning({ id: seatingPlans.id });
  return row!.id;
}

/**
 * Replaces a plan's name and layout. While an event sold with it has seats held or sold, the new layout keeps every
 * seat id and standing area id of the old one (409 PLAN_IN_USE naming the missing ones): orders, tickets and claims
 * name them. Labels, positions and categories may change; copy the plan to start over.
 */
export async function updateSeatingPlan(ctx: AppContext, accountId: number, id: number, body: CheckedPlanBody): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockPlan(tx, accountId, id);
    if (await isPlanInUse(tx, id)) {
      // The stored layout as text, its ids listed in the worker too: the event loop never parses it.
      const [current] = rowsOf<{ layout: string }>(
        await tx.execute(sql`select layout::text as layout from ${seatingPlans} where id = ${id}`),
      );
      const missing = await missingIds(current!.layout, body.ids);
      if (missing.length > 0) {
        throw new AppError('PLAN_IN_USE', { details: { seat_ids: missing.slice(0, NAMED_MISSING_IDS), missing_count: missing.length } });
      }
    }
    await tx
      .update(seatingPlans)
      .set({ name: body.name, ...layoutColumns(body), updatedAt: nextVersion })
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
