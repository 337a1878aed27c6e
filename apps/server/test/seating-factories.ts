/** Seating plans and seated events for tests: layouts by shape, plans through the API, the event's side in the database. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { SeatingLayout, SeatingLayoutInput, SeatingPlan } from '@stagedoor/contracts';
import type { Db } from '../src/platform/db/client.js';
import { eventDates, eventSeatCategories, eventSeating, seatClaims } from '../src/platform/db/schema.js';
import { request } from './harness.js';
import type { Registered } from './factories.js';

export interface LayoutOptions {
  /** Rows of the one section, each `seatsPerRow` seats of the category in `rowCategories` (cycled); default 2 rows. */
  rows?: number;
  seatsPerRow?: number;
  /** Category ids; the first categories.length rows take them in turn. Default ['std']. */
  categories?: string[];
  /** Standing areas `{id, capacity, category}`. */
  standing?: { id: string; capacity: number; category: string }[];
}

/**
 * A layout with one section "Stalls" of rows A, B, ... (row ids `A`, `B`; seat ids `A-1`, `A-2`, ...; labels 1, 2,
 * ...), a stage, and the standing areas asked for. Seat ids are the ones the tests buy, claim and block.
 */
export function seatingLayout(options: LayoutOptions = {}): SeatingLayout {
  const { rows = 2, seatsPerRow = 5, categories = ['std'], standing = [] } = options;
  const rowLabel = (r: number) => (r < 26 ? String.fromCharCode(65 + r) : `R${r + 1}`);
  return {
    version: 1,
    width: Math.max(200, seatsPerRow * 30 + 40),
    height: rows * 30 + 200,
    categories: categories.map((id, i) => ({ id, name: id.toUpperCase(), color: `#${(0x224466 + i * 0x303030).toString(16).slice(-6)}` })),
    sections: [
      {
        id: 'stalls',
        label: 'Stalls',
        rows: Array.from({ length: rows }, (_, r) => ({
          id: rowLabel(r),
          label: rowLabel(r),
          category: categories[r % categories.length]!,
          seats: Array.from({ length: seatsPerRow }, (_, i) => ({
            id: `${rowLabel(r)}-${i + 1}`,
            label: String(i + 1),
            x: 20 + i * 30,
            y: 100 + r * 30,
          })),
        })),
        tables: [],
      },
    ],
    standing_areas: standing.map((area, i) => ({ ...area, label: area.id, x: 20, y: 100 + rows * 30 + i * 60, width: 160, height: 50 })),
    shapes: [{ kind: 'STAGE', x: 20, y: 10, width: 160, height: 40, text: 'Stage' }],
  };
}

/** A plan of the owner's account, made through the API. */
export async function createSeatingPlan(
  app: FastifyInstance,
  owner: Registered,
  layout: SeatingLayoutInput = seatingLayout(),
  name = 'Main hall',
): Promise<SeatingPlan> {
  const response = await request(app, 'POST', `/api/accounts/${owner.account.id}/seating-plans`, {
    token: owner.token,
    body: { name, layout },
  });
  if (response.status !== 201) throw new Error(`seating plan: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** Sells an event with a plan: its event_seating row and which prices sell which category, written straight to the database. */
export async function seatEvent(db: Db, eventId: number, planId: number, categories: Record<string, number[]> = {}): Promise<void> {
  await db.insert(eventSeating).values({ eventId, seatingPlanId: planId });
  const rows = Object.entries(categories).flatMap(([category, priceIds]) =>
    priceIds.map((ticketPriceId) => ({ eventId, ticketPriceId, category })),
  );
  if (rows.length > 0) await db.insert(eventSeatCategories).values(rows);
}

/** A plan made from `layout` through the API and assigned to the event with its categories' prices. */
export async function seatedEvent(
  app: FastifyInstance,
  db: Db,
  owner: Registered,
  eventId: number,
  options: { layout?: SeatingLayoutInput; categories?: Record<string, number[]>; name?: string } = {},
): Promise<SeatingPlan> {
  const plan = await createSeatingPlan(app, owner, options.layout ?? seatingLayout(), options.name);
  await seatEvent(db, eventId, plan.id, options.categories ?? {});
  return plan;
}

/**
 * A claim on a seat of an event's date (its first date unless given), written straight to the database: HELD for
 * a quarter of an hour, SOLD or BLOCKED, without an order unless one is given.
 */
export async function claimSeat(
  db: Db,
  claim: {
    eventId: number;
    seatId: string;
    category: string;
    kind: 'HELD' | 'SOLD' | 'BLOCKED';
    eventDateId?: number;
    orderId?: number | null;
    attendeeId?: number | null;
  },
): Promise<void> {
  const eventDateId =
    claim.eventDateId ??
    (
      await db.select({ id: eventDates.id }).from(eventDates).where(eq(eventDates.eventId, claim.eventId)).orderBy(eventDates.id).limit(1)
    )[0]!.id;
  await db.insert(seatClaims).values({
    eventDateId,
    seatId: claim.seatId,
    eventId: claim.eventId,
    category: claim.category,
    kind: claim.kind,
    orderId: claim.orderId ?? null,
    attendeeId: claim.attendeeId ?? null,
    heldUntil: claim.kind === 'HELD' ? new Date(Date.now() + 15 * 60_000) : null,
    reason: claim.kind === 'BLOCKED' ? 'Test block' : null,
  });
}
