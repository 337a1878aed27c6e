import { DateTime } from 'luxon';
import type { SeatRow, SeatingLayout } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import {
  eventDates,
  eventSeatCategories,
  eventSeating,
  events,
  seatingPlans,
  ticketPrices,
  tickets,
  ticketTaxesAndFees,
} from '../../platform/db/schema.js';
import { followDates } from '../events/event-span.js';
import { slugify } from '../events/slug.js';

const THEATRE_TITLE = "A Midsummer Night's Dream";
const ZONE = 'Europe/Berlin';
const ROW_LETTERS = 'ABCDEFGHIJ';

interface RowPlan {
  section: string;
  letter: string;
  seats: number;
  category: string;
  /** Centre of the row's middle seat. */
  y: number;
  /** How far the row bends towards the stage at its ends. */
  curve: number;
}

/** One row centred on the stage's axis, numbered from the left, bent into an arc of the given depth. */
function row({ section, letter, seats, category, y, curve }: RowPlan): SeatRow {
  const spacing = 30;
  const middle = (seats - 1) / 2;
  const id = `${section}-${letter}`;
  return {
    id,
    label: letter,
    category,
    geometry: { x: 400 - middle * spacing, y, spacing, curve, numbering: 'LEFT_TO_RIGHT', first_number: 1 },
    seats: Array.from({ length: seats }, (_, index) => {
      const offset = (index - middle) / (middle || 1);
      return { id: `${id}-${index + 1}`, label: String(index + 1), x: 400 + (index - middle) * spacing, y: y - curve * offset * offset };
    }),
  };
}

/**
 * A small theatre: stalls of six rows (the front three premium, a wheelchair space with its companion seat at the end
 * of the back row), a curved circle of three rows, a standing area behind the stalls, the stage and the exits.
 */
export function theatreLayout(): SeatingLayout {
  const stalls = [14, 14, 16, 16, 18, 18].map((seats, index) =>
    row({
      section: 'stalls',
      letter: ROW_LETTERS[index]!,
      seats,
      category: index < 3 ? 'premium' : 'standard',
      y: 160 + index * 34,
      curve: 12,
    }),
  );
  const back = stalls[stalls.length - 1]!;
  back.seats[0] = { ...back.seats[0]!, accessible: 'WHEELCHAIR' };
  back.seats[1] = { ...back.seats[1]!, accessible: 'COMPANION' };
  const circle = [18, 20, 20].map((seats, index) =>
    row({ section: 'circle', letter: ROW_LETTERS[index]!, seats, category: 'standard', y: 470 + index * 34, curve: 40 }),
  );
  return {
    version: 1,
    width: 800,
    height: 640,
    categories: [
      { id: 'premium', name: 'Premium', color: '#b3261e' },
      { id: 'standard', name: 'Standard', color: '#1864ab' },
      { id: 'standing', name: 'Standing', color: '#2b8a3e' },
    ],
    sections: [
      { id: 'stalls', label: 'Stalls', rows: stalls, tables: [] },
      { id: 'circle', label: 'Circle', rows: circle, tables: [] },
    ],
    standing_areas: [{ id: 'standing', label: 'Standing', capacity: 40, category: 'standing', x: 120, y: 372, width: 560, height: 50 }],
    shapes: [
      { kind: 'STAGE', x: 200, y: 30, width: 400, height: 80, text: 'Stage' },
      { kind: 'EXIT', x: 20, y: 600, width: 70, height: 24, text: 'Exit' },
      { kind: 'EXIT', x: 710, y: 600, width: 70, height: 24, text: 'Exit' },
      { kind: 'LABEL', x: 340, y: 440, width: 120, height: 20, text: 'Circle' },
    ],
  };
}

/** A seated run beside the other demo events: three evenings in a small theatre, its plan and a ticket per category. */
export async function seedDemoTheatre(tx: Db, accountId: number, organizerId: number, taxIds: number[]): Promise<void> {
  const layout = theatreLayout();
  const seatCount = layout.sections.reduce((sum, section) => sum + section.rows.reduce((rows, r) => rows + r.seats.length, 0), 0);
  const [plan] = await tx
    .insert(seatingPlans)
    .values({ accountId, name: 'Little Globe Theatre', layout, seatCount, standingCapacity: 40 })
    .returning({ id: seatingPlans.id });

  // Friday, Saturday and Sunday of the weekend at least two weeks away, at 19:30 in Berlin.
  const now = DateTime.now().setZone(ZONE);
  const friday = now.plus({ days: 14 + ((5 - now.weekday + 7) % 7) }).set({ hour: 19, minute: 30, second: 0, millisecond: 0 });
  const starts = [0, 1, 2].map((day) => friday.plus({ days: day }).toJSDate());
  const [event] = await tx
    .insert(events)
    .values({
      accountId,
      organizerId,
      title: THEATRE_TITLE,
      description:
        '<p>Shakespeare’s comedy of lovers lost in an enchanted wood, played by the Riverside Players in the round of the Little Globe.</p><p>Choose your seat on the plan, or let us find the best ones together.</p>',
      slug: slugify(THEATRE_TITLE),
      startDate: starts[0]!,
      endDate: new Date(starts[0]!.getTime() + 150 * 60_000),
      timezone: ZONE,
      currency: 'EUR',
      status: 'LIVE',
      locationDetails: {
        venue_name: 'Little Globe Theatre',
        address_line_1: 'Uferstraße 12',
        address_line_2: null,
        city: 'Berlin',
        state_or_region: null,
        zip_or_postal_code: '13357',
        country: 'DE',
      },
      settings: { post_checkout_message: '<p>Doors open 30 minutes before the performance.</p>', show_available_ticket_quantity: true },
    })
    .returning();
  const eventId = event!.id;
  await tx
    .insert(eventDates)
    .values(starts.map((startDate) => ({ accountId, eventId, startDate, endDate: new Date(startDate.getTime() + 150 * 60_000) })));
  await followDates(tx, eventId);
  await tx.insert(eventSeating).values({ eventId, seatingPlanId: plan!.id });

  const definitions = [
    { title: 'Premium seat', category: 'premium', price: 4500 },
    { title: 'Standard seat', category: 'standard', price: 2900 },
    { title: 'Standing', category: 'standing', price: 1500 },
  ];
  for (const [index, definition] of definitions.entries()) {
    const [ticket] = await tx
      .insert(tickets)
      .values({ accountId, eventId, type: 'PAID', title: definition.title, maxPerOrder: 8, sortOrder: index })
      .returning();
    const [price] = await tx.insert(ticketPrices).values({ ticketId: ticket!.id, price: definition.price }).returning();
    await tx.insert(eventSeatCategories).values({ eventId, ticketPriceId: price!.id, category: definition.category });
    if (taxIds.length > 0) await tx.insert(ticketTaxesAndFees).values(taxIds.map((taxAndFeeId) => ({ ticketId: ticket!.id, taxAndFeeId })));
  }
}
