import { and, eq, ne, or, gt, sql } from 'drizzle-orm';
import type { EventSeating, SeatStateRow } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { attendees, orders, seatClaims } from '../../platform/db/schema.js';
import { readEventPlan, STANDING_PLACE_SEPARATOR, type EventPlan } from '../seat-map/event-plan.js';
import { getSeatingPlan } from '../seating-plans/list-seating-plans.js';

/** The prices of each category of the plan, in the plan's order of categories. */
export function categoriesOf(eventPlan: EventPlan): EventSeating['categories'] {
  const byCategory = new Map<string, number[]>();
  for (const [priceId, category] of eventPlan.categoryOfPrice) byCategory.set(category, [...(byCategory.get(category) ?? []), priceId]);
  const order = eventPlan.plan.layout.categories.map((category) => category.id);
  return [...byCategory.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([category, priceIds]) => ({ category, ticket_price_ids: priceIds.sort((a, b) => a - b) }));
}

/** Claims that take a seat on a date now: a hold whose time ran out leaves its seat AVAILABLE. */
const standingClaim = () => or(ne(seatClaims.kind, 'HELD'), gt(seatClaims.heldUntil, sql`now()`));

/** Every seat that is not AVAILABLE on the date, in plan order, with who holds it; and the standing areas' use. */
async function houseView(db: Db, eventPlan: EventPlan, dateId: number): Promise<Pick<EventSeating, 'seats' | 'standing'>> {
  const claims = await db
    .select({
      seatId: seatClaims.seatId,
      kind: seatClaims.kind,
      reason: seatClaims.reason,
      attendeeId: attendees.id,
      attendeeShortId: attendees.shortId,
      firstName: attendees.firstName,
      lastName: attendees.lastName,
      orderId: orders.id,
      orderShortId: orders.shortId,
    })
    .from(seatClaims)
    .leftJoin(attendees, eq(attendees.id, seatClaims.attendeeId))
    .leftJoin(orders, eq(orders.id, seatClaims.orderId))
    .where(and(eq(seatClaims.eventDateId, dateId), standingClaim()));
  const { plan } = eventPlan;
  const taken = new Map<string, { held: number; sold: number; blocked: number }>();
  const seats: (SeatStateRow & { index: number })[] = [];
  for (const claim of claims) {
    const seat = plan.byId.get(claim.seatId);
    if (!seat) {
      const [areaId = ''] = claim.seatId.split(STANDING_PLACE_SEPARATOR);
      if (!plan.areas.has(areaId)) continue;
      const use = taken.get(areaId) ?? { held: 0, sold: 0, blocked: 0 };
      if (claim.kind === 'HELD') use.held += 1;
      else if (claim.kind === 'SOLD') use.sold += 1;
      else use.blocked += 1;
      taken.set(areaId, use);
      continue;
    }
    const holder =
      claim.attendeeId !== null && claim.orderId !== null
        ? {
            attendee_id: claim.attendeeId,
            attendee_short_id: claim.attendeeShortId ?? '',
            first_name: claim.firstName ?? '',
            last_name: claim.lastName ?? '',
            order_id: claim.orderId,
            order_short_id: claim.orderShortId ?? '',
          }
        : null;
    seats.push({ index: seat.index, seat_id: seat.id, state: claim.kind, attendee: holder, reason: claim.reason });
  }
  seats.sort((a, b) => a.index - b.index);
  return {
    seats: seats.map(({ index: _index, ...seat }) => seat),
    standing: plan.layout.standing_areas.map((area) => {
      const use = taken.get(area.id) ?? { held: 0, sold: 0, blocked: 0 };
      return { id: area.id, capacity: area.capacity, taken: use.held + use.sold + use.blocked, ...use };
    }),
  };
}

/** An event's seating: its plan and the prices of each category; with a date, every seat's state on it. */
export async function readEventSeating(db: Db, accountId: number, eventId: number, dateId: number | null): Promise<EventSeating> {
  const eventPlan = await readEventPlan(db, eventId);
  if (!eventPlan)
    return {
      seating_plan_id: null,
      seating_plan: null,
      categories: [],
      date_id: dateId,
      seats: dateId === null ? null : [],
      standing: dateId === null ? null : [],
    };
  const view = dateId === null ? { seats: null, standing: null } : await houseView(db, eventPlan, dateId);
  return {
    seating_plan_id: eventPlan.planId,
    seating_plan: await getSeatingPlan(db, accountId, eventPlan.planId),
    categories: categoriesOf(eventPlan),
    date_id: dateId,
    ...view,
  };
}
