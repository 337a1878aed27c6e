import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SeatingLayout } from '@stagedoor/contracts';
import type { AppContext } from '../src/platform/context.js';
import { eventDates, eventSeatCategories, eventSeating, seatingPlans } from '../src/platform/db/schema.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';

/**
 * Seated events for the purchase tests, written straight into the database (the plans API has its own tests): a
 * section "Stalls" of `rows` rows (labels A, B, …, ids `<row>-<n>`, the first row the front), optionally a second
 * section "Balcony" of another category, and a standing area "floor".
 */
export interface GridOptions {
  rows: number;
  seatsPerRow: number;
  balconySeats?: number;
  standing?: number;
}

export function gridLayout(options: GridOptions): SeatingLayout {
  const rowLabel = (r: number) => (r < 26 ? String.fromCharCode(65 + r) : `R${r + 1}`);
  const rows = Array.from({ length: options.rows }, (_, r) => ({
    id: `row-${rowLabel(r)}`,
    label: rowLabel(r),
    category: 'stalls',
    seats: Array.from({ length: options.seatsPerRow }, (_, s) => ({
      id: `${rowLabel(r)}-${s + 1}`,
      label: String(s + 1),
      x: s * 10,
      y: r * 10,
    })),
  }));
  const balcony = options.balconySeats
    ? [
        {
          id: 'balcony',
          label: 'Balcony',
          rows: [
            {
              id: 'row-balcony',
              label: 'A',
              category: 'balcony',
              seats: Array.from({ length: options.balconySeats }, (_, s) => ({
                id: `BAL-${s + 1}`,
                label: String(s + 1),
                x: s * 10,
                y: 500,
              })),
            },
          ],
          tables: [],
        },
      ]
    : [];
  return {
    version: 1,
    width: 1000,
    height: 1000,
    categories: [
      { id: 'stalls', name: 'Stalls', color: '#aa3300' },
      { id: 'balcony', name: 'Balcony', color: '#0033aa' },
      { id: 'standing', name: 'Standing', color: '#33aa00' },
    ],
    sections: [{ id: 'stalls', label: 'Stalls', rows, tables: [] }, ...balcony],
    standing_areas: options.standing
      ? [{ id: 'floor', label: 'Floor', capacity: options.standing, category: 'standing', x: 0, y: 600, width: 300, height: 100 }]
      : [],
    shapes: [],
  };
}

export interface SeatedEvent {
  live: LiveEvent;
  dateId: number;
  /** A ticket whose first price sells the stalls (and, with `stallsPrices: 2`, a second price that does too). */
  stalls: { id: number; prices: { id: number; price: number }[] };
  balcony: { id: number; prices: { id: number; price: number }[] };
  standing: { id: number; prices: { id: number; price: number }[] };
  /** A ticket sold without seats at the same event. */
  general: { id: number; prices: { id: number; price: number }[] };
}

/** A live event sold with a grid plan: one ticket per category (free or paid) and a general-admission ticket. */
export async function seatedEvent(
  app: FastifyInstance,
  ctx: AppContext,
  options: GridOptions & { price?: number; stallsPrices?: number; settings?: Record<string, unknown> },
): Promise<SeatedEvent> {
  const live = await liveEvent(app, ctx, options.settings);
  const price = options.price ?? 2500;
  const many = 100_000;
  const stallsPrices = Array.from({ length: options.stallsPrices ?? 1 }, (_, i) => ({
    price,
    initial_quantity_available: many,
    ...(options.stallsPrices ? { label: `Tier ${i + 1}` } : {}),
  }));
  const type = options.stallsPrices ? 'TIERED' : price === 0 ? 'FREE' : 'PAID';
  const stalls = await addTicket(app, live, { type, title: 'Stalls', prices: stallsPrices, max_per_order: 50 });
  const balcony = await addTicket(app, live, {
    type: price === 0 ? 'FREE' : 'PAID',
    title: 'Balcony',
    prices: [{ price, initial_quantity_available: many }],
  });
  const standing = await addTicket(app, live, {
    type: price === 0 ? 'FREE' : 'PAID',
    title: 'Standing',
    prices: [{ price, initial_quantity_available: many }],
  });
  const general = await addTicket(app, live, {
    type: price === 0 ? 'FREE' : 'PAID',
    title: 'Parking',
    prices: [{ price, initial_quantity_available: many }],
  });
  const [plan] = await ctx.db
    .insert(seatingPlans)
    .values({
      accountId: live.owner.account.id,
      name: 'Grid hall',
      layout: gridLayout(options),
      seatCount: options.rows * options.seatsPerRow,
    })
    .returning({ id: seatingPlans.id });
  await ctx.db.insert(eventSeating).values({ eventId: live.eventId, seatingPlanId: plan!.id });
  await ctx.db
    .insert(eventSeatCategories)
    .values([
      ...stalls.prices.map((p) => ({ eventId: live.eventId, ticketPriceId: p.id, category: 'stalls' })),
      { eventId: live.eventId, ticketPriceId: balcony.prices[0]!.id, category: 'balcony' },
      { eventId: live.eventId, ticketPriceId: standing.prices[0]!.id, category: 'standing' },
    ]);
  const [date] = await ctx.db.select({ id: eventDates.id }).from(eventDates).where(eq(eventDates.eventId, live.eventId));
  return { live, dateId: date!.id, stalls, balcony, standing, general };
}

/** An order body of one line. */
export function seatLine(ticket: { id: number; prices: { id: number }[] }, fields: Record<string, unknown>, priceIndex = 0) {
  const quantity = Array.isArray(fields.seat_ids) ? fields.seat_ids.length : ((fields.quantity as number | undefined) ?? 1);
  return { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[priceIndex]!.id, quantity, ...fields }] }] };
}
