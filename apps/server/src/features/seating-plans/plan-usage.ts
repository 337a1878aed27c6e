import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventSeating, seatClaims } from '../../platform/db/schema.js';
import { liveSaleClaim } from '../seat-claims/claims.js';

// Written out in full: drizzle leaves columns unqualified in a select list, and these subqueries join tables that
// share column names.
/** Events sold with the plan of the row at hand: an expression of the outer query's seating_plans row. */
export const eventsCountOfPlan =
  sql<number>`(select count(*) from event_seating es where es.seating_plan_id = "seating_plans"."id")`.mapWith(Number);

/**
 * Whether an event sold with the plan of the row at hand has a seat sold or held by a live hold: the same claims as
 * `liveSaleClaim` (a hold that ran out counts free, a hold without an end, a payment on its way, counts).
 */
export const planInUse = sql<boolean>`exists (select 1 from event_seating es join seat_claims sc on sc.event_id = es.event_id
  where es.seating_plan_id = "seating_plans"."id"
    and (sc.kind = 'SOLD' or (sc.kind = 'HELD' and (sc.held_until is null or sc.held_until > now())))
  )`.mapWith(Boolean);

/** Events sold with one plan. */
export async function eventsUsingPlan(db: Db, planId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(eventSeating).where(eq(eventSeating.seatingPlanId, planId));
  return row?.value ?? 0;
}

/** Whether one plan's seats are sold or held by a live hold for any event sold with it (as `planInUse`). */
export async function isPlanInUse(db: Db, planId: number): Promise<boolean> {
  const [row] = await db
    .select({ eventId: seatClaims.eventId })
    .from(eventSeating)
    .innerJoin(seatClaims, eq(seatClaims.eventId, eventSeating.eventId))
    .where(and(eq(eventSeating.seatingPlanId, planId), liveSaleClaim()))
    .limit(1);
  return row !== undefined;
}
