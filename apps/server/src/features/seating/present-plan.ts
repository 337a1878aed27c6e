import { and, count, eq, exists, gt, or, sql } from 'drizzle-orm';
import type { SeatingPlan } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { eventSeating, seatClaims, seatingPlans } from '../../platform/db/schema.js';

/** Claims that make a plan's seats part of sales: sold, or held by an order whose time has not run out. */
export const liveSaleClaim = () => or(eq(seatClaims.kind, 'SOLD'), and(eq(seatClaims.kind, 'HELD'), gt(seatClaims.heldUntil, sql`now()`)));

/** The plan an event is sold with, as the event's seating answer shows it. */
export async function presentEventPlan(db: Db, planId: number): Promise<SeatingPlan | null> {
  const [plan] = await db.select().from(seatingPlans).where(eq(seatingPlans.id, planId));
  if (!plan) return null;
  const [usage] = await db
    .select({
      events: count(),
      inUse: sql<boolean>`bool_or(${exists(
        db
          .select({ one: sql`1` })
          .from(seatClaims)
          .where(and(eq(seatClaims.eventId, eventSeating.eventId), liveSaleClaim())),
      )})`,
    })
    .from(eventSeating)
    .where(eq(eventSeating.seatingPlanId, planId));
  return {
    id: plan.id,
    name: plan.name,
    seat_count: plan.seatCount,
    standing_capacity: plan.standingCapacity,
    events_count: usage?.events ?? 0,
    in_use: usage?.inUse ?? false,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
    layout: plan.layout,
  };
}
