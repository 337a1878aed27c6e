import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { planSeats, type AttendeeSeat, type PlanSeat, type SeatingLayout } from '@stagedoor/contracts';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { seatingPlans } from '../../platform/db/schema.js';

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

const cache = new LRUCache<string, PlanSeatIndex>({ max: 32 });

export function indexPlan(planId: number, version: Date, layout: SeatingLayout): PlanSeatIndex {
  const cached = cachedPlan(planId, version);
  if (cached) return cached;
  const key = `${planId}:${version.getTime()}`;
  const seats = planSeats(layout);
  const index: PlanSeatIndex = {
    layout,
    seats,
    byId: new Map(seats.map((seat) => [seat.id, seat])),
    areas: new Map(layout.standing_areas.map((area) => [area.id, area])),
  };
  cache.set(key, index);
  return index;
}

export interface EventPlan {
  planId: number;
  planName: string;
  plan: PlanSeatIndex;
  /** The category each seated price sells. */
  categoryOfPrice: Map<number, string>;
}

/** The cached index of a plan version, if this process has one (a hit counts as its most recent use). */
function cachedPlan(planId: number, version: Date): PlanSeatIndex | undefined {
  return cache.get(`${planId}:${version.getTime()}`);
}

/**
 * The plan an event is sold with and which prices sell which category; null for a general-admission event. Reads
 * the plan's id and version first and its layout only when this process has not indexed that version yet.
 */
export async function readEventPlan(db: Db, eventId: number): Promise<EventPlan | null> {
  // One round trip: the plan's id, name and version with the categories of the event's prices (not the layout).
  const [row] = rowsOf<{ plan_id: number; name: string; updated_at: string | Date; categories: [number, string][] }>(
    await db.execute(sql`
      SELECT p.id AS plan_id, p.name, p.updated_at,
        COALESCE((SELECT json_agg(json_build_array(c.ticket_price_id, c.category)) FROM event_seat_categories c
          WHERE c.event_id = s.event_id), '[]'::json) AS categories
      FROM event_seating s JOIN seating_plans p ON p.id = s.seating_plan_id
      WHERE s.event_id = ${eventId}`),
  );
  if (!row) return null;
  const categories = row.categories.map(([priceId, category]) => ({ priceId, category }));
  const version = new Date(row.updated_at);
  let plan = cachedPlan(row.plan_id, version);
  if (!plan) {
    const [full] = await db
      .select({ layout: seatingPlans.layout, updatedAt: seatingPlans.updatedAt })
      .from(seatingPlans)
      .where(eq(seatingPlans.id, row.plan_id));
    if (!full) return null;
    // Keyed by the version read with the layout: a save in between is a new key, never an old layout under a new one.
    plan = indexPlan(row.plan_id, full.updatedAt, full.layout);
  }
  return {
    planId: row.plan_id,
    planName: row.name,
    plan,
    categoryOfPrice: new Map(categories.map((category) => [category.priceId, category.category])),
  };
}

/**
 * The event's plan from its id and version as the purchase read them (stagedoor_purchase_read): the index this
 * process keeps for that version, or the layout read and indexed on a miss. `categoryOfPrice`: the prices at hand.
 */
export async function eventPlanOfVersion(
  db: Db,
  version: { id: number; name: string; updated_at: string },
  categoryOfPrice: Map<number, string>,
): Promise<EventPlan | null> {
  let plan = cachedPlan(version.id, new Date(version.updated_at));
  if (!plan) {
    const [full] = await db
      .select({ layout: seatingPlans.layout, updatedAt: seatingPlans.updatedAt })
      .from(seatingPlans)
      .where(eq(seatingPlans.id, version.id));
    if (!full) return null;
    plan = indexPlan(version.id, full.updatedAt, full.layout);
  }
  return { planId: version.id, planName: version.name, plan, categoryOfPrice };
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
