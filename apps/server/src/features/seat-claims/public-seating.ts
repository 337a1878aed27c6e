import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { encodePublicPlan, type PublicSeatingSummary } from '@stagedoor/contracts';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { eventSeating } from '../../platform/db/schema.js';
import { STANDING_PLACE_SEPARATOR, type EventPlan, type PlanSeatIndex } from '../seat-map/event-plan.js';
import { takenSeats } from './claims.js';

/** Whether the event is sold with a seating plan (the public event answer's `seated`). */
export async function isSeated(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db.select({ eventId: eventSeating.eventId }).from(eventSeating).where(eq(eventSeating.eventId, eventId));
  return !!row;
}

/** The compact plan's JSON and a hash of it, built once per plan version (the index is per version). */
const publicPlans = new WeakMap<PlanSeatIndex, { json: string; hash: string }>();

function publicPlanOf(plan: PlanSeatIndex): { json: string; hash: string } {
  let memo = publicPlans.get(plan);
  if (!memo) {
    const json = JSON.stringify(encodePublicPlan(plan.layout));
    memo = { json, hash: createHash('sha256').update(json).digest('base64url') };
    publicPlans.set(plan, memo);
  }
  return memo;
}

/**
 * What the seat picker draws for one date, as the JSON of the `{data}` envelope (publicSeatingSchema): the plan in
 * its compact form, its categories with the prices that sell them, one character per seat in plan order ("0" free,
 * "1" held by a hold still running, sold or blocked) and each standing area's free places. One query of the date's
 * claims; the plan's seats and its compact JSON come from the process's index (seat-map), built once per version.
 */
export async function publicSeating(db: Db, plan: EventPlan, dateId: number): Promise<{ json: string; etag: string }> {
  const index = plan.plan;
  const availability = Buffer.alloc(index.seats.length, 48);
  const standingTaken = new Map<string, number>();
  const [claims, kept] = await Promise.all([takenSeats(db, dateId), categoriesKeptForList(db, dateId)]);
  // The seats of a category the waiting list keeps on the date are not for sale: drawn as taken.
  for (const category of kept) for (const seatIndex of seatsOfCategory(index).get(category) ?? []) availability[seatIndex] = 49;
  for (const claim of claims) {
    const seat = index.byId.get(claim.seat_id);
    if (seat) {
      availability[seat.index] = 49;
      continue;
    }
    const [areaId] = claim.seat_id.split(STANDING_PLACE_SEPARATOR);
    if (areaId !== undefined && index.areas.has(areaId)) standingTaken.set(areaId, (standingTaken.get(areaId) ?? 0) + 1);
  }
  const pricesOf = new Map<string, number[]>();
  for (const [priceId, category] of plan.categoryOfPrice) pricesOf.set(category, [...(pricesOf.get(category) ?? []), priceId]);
  const categories = JSON.stringify(
    index.layout.categories.map((category) => ({
      category: category.id,
      name: category.name,
      color: category.color,
      ticket_price_ids: (pricesOf.get(category.id) ?? []).sort((a, b) => a - b),
    })),
  );
  const standing = JSON.stringify(
    index.layout.standing_areas.map((area) => ({
      id: area.id,
      available: kept.has(area.category) ? 0 : Math.max(0, area.capacity - (standingTaken.get(area.id) ?? 0)),
    })),
  );
  const seats = availability.toString('latin1');
  const compact = publicPlanOf(index);
  const json =
    `{"data":{"date_id":${dateId},"plan":${compact.json},"categories":${categories},` +
    `"availability":"${seats}","standing":${standing}}}`;
  // A strong validator: the same plan version, prices and availability give the same ETag.
  const etag = createHash('sha256')
    .update(compact.hash)
    .update(`${dateId}|${categories}|${seats}|${standing}`)
    .digest('base64url')
    .slice(0, 32);
  return { json, etag: `"${etag}"` };
}

/** The plan-order indexes of each category's seats in a plan version. */
const categorySeats = new WeakMap<PlanSeatIndex, Map<string, number[]>>();

function seatsOfCategory(plan: PlanSeatIndex): Map<string, number[]> {
  let seats = categorySeats.get(plan);
  if (!seats) {
    seats = new Map();
    for (const seat of plan.seats) {
      const list = seats.get(seat.category);
      if (list) list.push(seat.index);
      else seats.set(seat.category, [seat.index]);
    }
    categorySeats.set(plan, seats);
  }
  return seats;
}

/** Seats of each category in a plan version. */
const seatsByCategory = (plan: PlanSeatIndex) =>
  new Map([...seatsOfCategory(plan)].map(([category, seats]) => [category, seats.length] as const));

/**
 * The seat categories the waiting list keeps on a date: an entry WAITING on the category's line (docs/waiting-list.md,
 * "Seated prices"; what `stagedoor_waiting_list_keeps` refuses a purchase for). One probe of the partial index
 * waiting_list_entries_category_idx.
 */
export async function categoriesKeptForList(db: Db, dateId: number): Promise<Set<string>> {
  const result = await db.execute(sql`
    SELECT DISTINCT e.seat_category FROM waiting_list_entries e JOIN event_dates d ON d.id = ${dateId}
    WHERE e.event_id = d.event_id AND e.event_date_id = ${dateId} AND e.status = 'WAITING' AND e.seat_category IS NOT NULL`);
  return new Set(rowsOf<{ seat_category: string }>(result).map((row) => row.seat_category));
}

/**
 * The date's seating without the plan (PublicSeatingSummary): each category's free seats and each standing area's
 * free places, from one count of the date's claims grouped by category and area. Embedded in the event page the
 * server renders, so that best available works on a phone before the plan arrives.
 */
export async function publicSeatingSummary(db: Db, plan: EventPlan, dateId: number): Promise<PublicSeatingSummary> {
  const index = plan.plan;
  const result = await db.execute(sql`
    SELECT category, CASE WHEN strpos(seat_id, ${STANDING_PLACE_SEPARATOR}) > 0 THEN split_part(seat_id, ${STANDING_PLACE_SEPARATOR}, 1) END AS area,
      count(*)::int AS taken
    FROM seat_claims
    WHERE event_date_id = ${dateId} AND (kind <> 'HELD' OR held_until IS NULL OR held_until >= now())
    GROUP BY 1, 2`);
  const takenSeats = new Map<string, number>();
  const takenPlaces = new Map<string, number>();
  for (const row of rowsOf<{ category: string; area: string | null; taken: number }>(result)) {
    if (row.area !== null && index.areas.has(row.area)) takenPlaces.set(row.area, (takenPlaces.get(row.area) ?? 0) + row.taken);
    else takenSeats.set(row.category, (takenSeats.get(row.category) ?? 0) + row.taken);
  }
  const counts = seatsByCategory(index);
  const pricesOf = new Map<string, number[]>();
  for (const [priceId, category] of plan.categoryOfPrice) pricesOf.set(category, [...(pricesOf.get(category) ?? []), priceId]);
  return {
    date_id: dateId,
    seat_count: index.seats.length,
    categories: index.layout.categories.map((category) => ({
      category: category.id,
      name: category.name,
      color: category.color,
      ticket_price_ids: (pricesOf.get(category.id) ?? []).sort((a, b) => a - b),
      free: Math.max(0, (counts.get(category.id) ?? 0) - (takenSeats.get(category.id) ?? 0)),
    })),
    standing_areas: index.layout.standing_areas.map((area) => ({
      id: area.id,
      label: area.label,
      category: area.category,
      capacity: area.capacity,
      available: Math.max(0, area.capacity - (takenPlaces.get(area.id) ?? 0)),
    })),
  };
}
