import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PublicSeating } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { eventSeating } from '../../platform/db/schema.js';
import { STANDING_PLACE_SEPARATOR, type EventPlan } from '../seat-map/event-plan.js';
import { takenSeats } from './claims.js';

/** Whether the event is sold with a seating plan (the public event answer's `seated`). */
export async function isSeated(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db.select({ eventId: eventSeating.eventId }).from(eventSeating).where(eq(eventSeating.eventId, eventId));
  return !!row;
}

/**
 * What the seat picker draws for one date: the plan, its categories with the prices that sell them, one character
 * per seat in plan order ("0" free, "1" held by a hold still running, sold or blocked) and each standing area's free
 * places. One query of the date's claims; the plan's seats come from the process's index (seat-map).
 */
export async function publicSeating(db: Db, plan: EventPlan, dateId: number): Promise<{ body: PublicSeating; etag: string }> {
  const availability = new Uint8Array(plan.plan.seats.length).fill(48);
  const standingTaken = new Map<string, number>();
  for (const claim of await takenSeats(db, dateId)) {
    const seat = plan.plan.byId.get(claim.seat_id);
    if (seat) {
      availability[seat.index] = 49;
      continue;
    }
    const [areaId] = claim.seat_id.split(STANDING_PLACE_SEPARATOR);
    if (areaId !== undefined && plan.plan.areas.has(areaId)) standingTaken.set(areaId, (standingTaken.get(areaId) ?? 0) + 1);
  }
  const pricesOf = new Map<string, number[]>();
  for (const [priceId, category] of plan.categoryOfPrice) pricesOf.set(category, [...(pricesOf.get(category) ?? []), priceId]);
  const body: PublicSeating = {
    date_id: dateId,
    layout: plan.plan.layout,
    categories: plan.plan.layout.categories.map((category) => ({
      category: category.id,
      name: category.name,
      color: category.color,
      ticket_price_ids: (pricesOf.get(category.id) ?? []).sort((a, b) => a - b),
    })),
    availability: Buffer.from(availability).toString('latin1'),
    standing: plan.plan.layout.standing_areas.map((area) => ({
      id: area.id,
      available: Math.max(0, area.capacity - (standingTaken.get(area.id) ?? 0)),
    })),
  };
  return { body, etag: etagOf(body) };
}

/** A strong validator over the whole answer: the same plan, prices and availability give the same ETag. */
function etagOf(body: PublicSeating): string {
  return `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
}
