import { eq } from 'drizzle-orm';
import { planSeats, type AttendeeSeat, type PlanSeat, type SeatingLayout } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { eventSeatCategories, eventSeating, seatingPlans } from '../../platform/db/schema.js';

/**
 * A plan's seats, looked up by id. Flattening a stadium's layout takes milliseconds, so each process keeps the last
 * plans it flattened, keyed by plan and version (`updated_at`): a saved plan is a new key, so no process serves an
 * old one, and nothing is shared between processes.
 */
export interface PlanSeatIndex {
  layout: SeatingLayout;
  seats: PlanSeat[];
  byId: Map<string, PlanSeat>;
  /** Standing areas by id. */
  areas: Map<string, SeatingLayout['standing_areas'][number]>;
}

const CACHED_PLANS = 32;
const cache = new Map<string, PlanSeatIndex>();

export function indexPlan(planId: number, version: Date, layout: SeatingLayout): PlanSeatIndex {
  const key = `${planId}:${version.getTime()}`;
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last, so the oldest entry is the first to go.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const seats = planSeats(layout);
  const index: PlanSeatIndex = {
    layout,
    seats,
    byId: new Map(seats.map((seat) => [seat.id, seat])),
    areas: new Map(layout.standing_areas.map((area) => [area.id, area])),
  };
  cache.set(key, index);
  if (cache.size > CACHED_PLANS) cache.delete(cache.keys().next().value as string);
  return index;
}

export interface EventPlan {
  planId: number;
  planName: string;
  plan: PlanSeatIndex;
  /** The category each seated price sells. */
  categoryOfPrice: Map<number, string>;
}

/** The plan an event is sold with and which prices sell which category; null for a general-admission event. */
export async function readEventPlan(db: Db, eventId: number): Promise<EventPlan | null> {
  const [row] = await db
    .select({ planId: seatingPlans.id, name: seatingPlans.name, layout: seatingPlans.layout, updatedAt: seatingPlans.updatedAt })
    .from(eventSeating)
    .innerJoin(seatingPlans, eq(seatingPlans.id, eventSeating.seatingPlanId))
    .where(eq(eventSeating.eventId, eventId));
  if (!row) return null;
  const categories = await db
    .select({ priceId: eventSeatCategories.ticketPriceId, category: eventSeatCategories.category })
    .from(eventSeatCategories)
    .where(eq(eventSeatCategories.eventId, eventId));
  return {
    planId: row.planId,
    planName: row.name,
    plan: indexPlan(row.planId, row.updatedAt, row.layout),
    categoryOfPrice: new Map(categories.map((category) => [category.priceId, category.category])),
  };
}

/** The separator between a standing area's id and the number of one of its places in a claim's seat id. */
export const STANDING_PLACE_SEPARATOR = '#';

/** What an attendee's ticket shows for a seat, or for a place in a standing area. */
export function attendeeSeatOf(plan: PlanSeatIndex, seatId: string): AttendeeSeat | null {
  const seat = plan.byId.get(seatId);
  if (seat) return { id: seat.id, section: seat.section, row: seat.row, label: seat.label, category: seat.category };
  const [areaId] = seatId.split(STANDING_PLACE_SEPARATOR);
  const area = areaId === undefined ? undefined : plan.areas.get(areaId);
  if (!area) return null;
  return { id: seatId, section: area.label, row: '', label: '', category: area.category };
}
