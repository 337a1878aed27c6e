/** A small seating plan written straight into the database, an event sold from it, and claims on its seats. */
import { eq } from 'drizzle-orm';
import { seatingLayoutShapeSchema, type SeatingLayoutInput } from '@stagedoor/contracts';
import type { Db } from '../src/platform/db/client.js';
import { attendees, eventDates, events, orders, seatClaims, seatingPlans } from '../src/platform/db/schema.js';
import { request, type TestApp } from './harness.js';
import { recordOrder } from './factories.js';
import { newShortId } from '../src/platform/short-id.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';

const seat = (id: string, x: number, extra: Record<string, unknown> = {}) => ({ id, label: id.replace(/^\D+/, ''), x, y: 0, ...extra });

/**
 * Stalls: rows A and B of four seats each (category `stalls`); balcony: row C of three (category `balcony`, C1 for a
 * wheelchair); a standing floor of five places (category `floor`).
 */
export const TEST_LAYOUT: SeatingLayoutInput = {
  version: 1,
  width: 1000,
  height: 800,
  categories: [
    { id: 'stalls', name: 'Stalls', color: '#aa3333' },
    { id: 'balcony', name: 'Balcony', color: '#3333aa' },
    { id: 'floor', name: 'Floor', color: '#33aa33' },
  ],
  sections: [
    {
      id: 'stalls',
      label: 'Stalls',
      rows: [
        { id: 'row-a', label: 'A', category: 'stalls', seats: [1, 2, 3, 4].map((n) => seat(`A${n}`, n * 10)) },
        { id: 'row-b', label: 'B', category: 'stalls', seats: [1, 2, 3, 4].map((n) => seat(`B${n}`, n * 10)) },
      ],
    },
    {
      id: 'balcony',
      label: 'Balcony',
      rows: [
        {
          id: 'row-c',
          label: 'C',
          category: 'balcony',
          seats: [seat('C1', 10, { accessible: 'WHEELCHAIR' }), seat('C2', 20), seat('C3', 30)],
        },
      ],
    },
  ],
  standing_areas: [{ id: 'floor', label: 'Floor', capacity: 5, category: 'floor', x: 0, y: 500, width: 300, height: 200 }],
};

/** A layout of `rows` rows of `perRow` seats, all of category `stalls`, for the seat list's paging. */
export function largeLayout(rows: number, perRow: number): SeatingLayoutInput {
  return {
    version: 1,
    width: 10_000,
    height: 10_000,
    categories: [{ id: 'stalls', name: 'Stalls', color: '#aa3333' }],
    sections: [
      {
        id: 'main',
        label: 'Main',
        rows: Array.from({ length: rows }, (_, r) => ({
          id: `r${r + 1}`,
          label: `${r + 1}`,
          category: 'stalls',
          seats: Array.from({ length: perRow }, (_, s) => ({ id: `r${r + 1}s${s + 1}`, label: `${s + 1}`, x: s, y: r })),
        })),
      },
    ],
  };
}

export async function insertSeatingPlan(
  db: Db,
  accountId: number,
  layout: SeatingLayoutInput = TEST_LAYOUT,
  name = 'Main hall',
): Promise<number> {
  const parsed = seatingLayoutShapeSchema.parse(layout);
  const seatCount = parsed.sections.reduce(
    (total, section) => total + [...section.rows, ...section.tables].reduce((sum, row) => sum + row.seats.length, 0),
    0,
  );
  const [plan] = await db
    .insert(seatingPlans)
    .values({
      accountId,
      name,
      layout: parsed,
      seatCount,
      standingCapacity: parsed.standing_areas.reduce((sum, area) => sum + area.capacity, 0),
    })
    .returning({ id: seatingPlans.id });
  return plan!.id;
}

export interface SeatedEvent {
  live: LiveEvent;
  accountId: number;
  planId: number;
  dateId: number;
  stalls: { ticketId: number; priceId: number };
  balcony: { ticketId: number; priceId: number };
}

/** A live event with a stalls and a balcony ticket, sold from the test plan (or `layout`) through the API. */
export async function seatedEvent(t: TestApp, layout: SeatingLayoutInput = TEST_LAYOUT): Promise<SeatedEvent> {
  const live = await liveEvent(t.app, t.ctx);
  const [event] = await t.ctx.db.select({ accountId: events.accountId }).from(events).where(eq(events.id, live.eventId));
  const accountId = event!.accountId;
  const stalls = await addTicket(t.app, live, { title: 'Stalls' });
  const balcony = await addTicket(t.app, live, { title: 'Balcony' });
  const planId = await insertSeatingPlan(t.ctx.db, accountId, layout);
  const categories = [
    { category: 'stalls', ticket_price_ids: [stalls.prices[0]!.id] },
    ...(layout === TEST_LAYOUT ? [{ category: 'balcony', ticket_price_ids: [balcony.prices[0]!.id] }] : []),
  ];
  const saved = await request(t.app, 'PUT', `/api/events/${live.eventId}/seating`, {
    token: live.owner.token,
    body: { seating_plan_id: planId, categories },
  });
  if (saved.status !== 200) throw new Error(`seating: ${JSON.stringify(saved.body)}`);
  const [date] = await t.ctx.db.select({ id: eventDates.id }).from(eventDates).where(eq(eventDates.eventId, live.eventId));
  return {
    live,
    accountId,
    planId,
    dateId: date!.id,
    stalls: { ticketId: stalls.id, priceId: stalls.prices[0]!.id },
    balcony: { ticketId: balcony.id, priceId: balcony.prices[0]!.id },
  };
}

export interface Holder {
  attendeeId: number;
  attendeeShortId: string;
  orderId: number;
  orderShortId: string;
}

/**
 * An order with one attendee on `seatId`, written as a sale leaves it: SOLD (a completed order, an active attendee)
 * or HELD until `heldUntil` (a reserved order).
 */
export async function seatHolder(
  db: Db,
  seated: SeatedEvent,
  options: { seatId: string; category?: string; kind?: 'SOLD' | 'HELD'; heldUntil?: Date; dateId?: number; name?: [string, string] },
): Promise<Holder> {
  const kind = options.kind ?? 'SOLD';
  const category = options.category ?? (options.seatId.startsWith('C') ? 'balcony' : 'stalls');
  const ticket = category === 'balcony' ? seated.balcony : seated.stalls;
  const dateId = options.dateId ?? seated.dateId;
  const orderId = await recordOrder(db, {
    accountId: seated.accountId,
    eventId: seated.live.eventId,
    eventDateId: dateId,
    status: kind === 'SOLD' ? 'COMPLETED' : 'RESERVED',
    reservedUntil: kind === 'SOLD' ? null : (options.heldUntil ?? new Date(Date.now() + 15 * 60_000)),
    items: [{ ticketId: ticket.ticketId, ticketPriceId: ticket.priceId, quantity: 1, price: 2500 }],
  });
  const [name = 'Ada', surname = 'Lovelace'] = options.name ?? [];
  const row = seatRow(options.seatId);
  const [attendee] = await db
    .insert(attendees)
    .values({
      accountId: seated.accountId,
      eventId: seated.live.eventId,
      orderId,
      ticketId: ticket.ticketId,
      ticketPriceId: ticket.priceId,
      eventDateId: dateId,
      shortId: newShortId('a'),
      firstName: name,
      lastName: surname,
      email: `${name.toLowerCase()}@example.com`,
      status: kind === 'SOLD' ? 'ACTIVE' : 'AWAITING_PAYMENT',
      seat: { id: options.seatId, section: row.section, row: row.row, label: options.seatId.slice(1), category },
    })
    .returning({ id: attendees.id, shortId: attendees.shortId });
  await db.insert(seatClaims).values({
    eventDateId: dateId,
    seatId: options.seatId,
    eventId: seated.live.eventId,
    category,
    kind,
    orderId,
    attendeeId: attendee!.id,
    heldUntil: kind === 'HELD' ? (options.heldUntil ?? new Date(Date.now() + 15 * 60_000)) : null,
  });
  const [order] = await db.select({ shortId: orders.shortId }).from(orders).where(eq(orders.id, orderId));
  return { attendeeId: attendee!.id, attendeeShortId: attendee!.shortId, orderId, orderShortId: order!.shortId };
}

function seatRow(seatId: string): { section: string; row: string } {
  return seatId.startsWith('C') ? { section: 'Balcony', row: 'C' } : { section: 'Stalls', row: seatId.slice(0, 1) };
}

/** A BLOCKED claim written straight into the database. */
export async function blockDirectly(db: Db, seated: SeatedEvent, seatId: string, dateId = seated.dateId): Promise<void> {
  await db
    .insert(seatClaims)
    .values({ eventDateId: dateId, seatId, eventId: seated.live.eventId, category: 'stalls', kind: 'BLOCKED', reason: 'Camera' });
}
