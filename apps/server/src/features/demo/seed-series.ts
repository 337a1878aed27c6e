import { DateTime } from 'luxon';
import type { Db } from '../../platform/db/client.js';
import { eventDates, events, ticketPrices, tickets, ticketTaxesAndFees } from '../../platform/db/schema.js';
import { followDates } from '../events/event-span.js';
import { slugify } from '../events/slug.js';
import { expandRule } from '../event-dates/expand-rule.js';

const SERIES_TITLE = 'Evening Pottery Class';
const ZONE = 'Europe/Berlin';
/** Every Thursday at 19:00 in Berlin, ten times: the dates are generated from the rule as the dates page does. */
const SERIES_RULE = 'FREQ=WEEKLY;BYDAY=TH;BYHOUR=19;BYMINUTE=0;BYSECOND=0;COUNT=10';

/** A live series beside the one-night event: ten weekly dates, a ticket for one class and a pass for all of them. */
export async function seedDemoSeries(tx: Db, accountId: number, organizerId: number, taxIds: number[]): Promise<void> {
  // The Thursday at least a week away, at 19:00 in Berlin.
  const now = DateTime.now().setZone(ZONE);
  const firstThursday = now.plus({ days: 7 + ((4 - now.weekday + 7) % 7) }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 });
  const start = firstThursday.toJSDate();
  const [event] = await tx
    .insert(events)
    .values({
      accountId,
      organizerId,
      title: SERIES_TITLE,
      description:
        '<p>Ten Thursday evenings at the wheel: throw, trim and glaze your own cups and bowls with a potter of the studio.</p><p>Clay, tools and firing are included. Come to one class or take the pass for the whole course.</p>',
      slug: slugify(SERIES_TITLE),
      startDate: start,
      endDate: new Date(start.getTime() + 2 * 60 * 60_000),
      timezone: ZONE,
      currency: 'EUR',
      status: 'LIVE',
      locationDetails: {
        venue_name: 'Clay Studio Kreuzberg',
        address_line_1: 'Werkstattstraße 4',
        address_line_2: null,
        city: 'Berlin',
        state_or_region: null,
        zip_or_postal_code: '10999',
        country: 'DE',
      },
      settings: {
        post_checkout_message: '<p>Thank you! Wear clothes that may get muddy.</p>',
        show_available_ticket_quantity: true,
      },
    })
    .returning();
  const eventId = event!.id;
  const planned = expandRule({ rrule: SERIES_RULE, duration_minutes: 120 }, { startDate: start, timezone: ZONE });
  await tx.insert(eventDates).values(planned.map((date) => ({ accountId, eventId, ...date, capacity: 12 })));
  await followDates(tx, eventId);

  const definitions = [
    { title: 'Single class', validity: 'ONE_DATE' as const, price: 3500, quantity: 10, max: 2 },
    {
      title: 'Course pass: all ten classes',
      validity: 'ALL_DATES' as const,
      price: 29000,
      quantity: 4,
      max: 1,
      description: '<p>One place at every class of the course.</p>',
    },
  ];
  for (const [index, definition] of definitions.entries()) {
    const [ticket] = await tx
      .insert(tickets)
      .values({
        accountId,
        eventId,
        type: 'PAID',
        validity: definition.validity,
        title: definition.title,
        description: definition.description ?? null,
        maxPerOrder: definition.max,
        sortOrder: index,
        showQuantityRemaining: true,
      })
      .returning();
    await tx.insert(ticketPrices).values({ ticketId: ticket!.id, price: definition.price, initialQuantityAvailable: definition.quantity });
    if (taxIds.length > 0) await tx.insert(ticketTaxesAndFees).values(taxIds.map((taxAndFeeId) => ({ ticketId: ticket!.id, taxAndFeeId })));
  }
}
