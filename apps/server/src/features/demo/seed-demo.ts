import { count, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import {
  accounts,
  accountUsers,
  events,
  organizers,
  promoCodes,
  questions,
  questionTickets,
  taxesAndFees,
  ticketPrices,
  tickets,
  ticketTaxesAndFees,
  users,
} from '../../platform/db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { slugify } from '../events/slug.js';
import { insertFirstDate } from '../events/first-date.js';
import { seedDemoSeries } from './seed-series.js';
import { seedDemoTheatre } from './seed-theatre.js';

/** Documented in README: log in with these on a fresh install. */
export const DEMO_EMAIL = 'demo@stagedoor.local';
export const DEMO_PASSWORD = 'stagedoor-demo';
const SEED_LOCK_KEY = 7_314_003;

/**
 * Fills an empty database with a demo account, its confirmed owner, an organizer, a one-night event, a weekly
 * series (seed-series.ts) and a seated theatre run (seed-theatre.ts).
 * A database that already holds an account is never touched.
 */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await ctx.db.transaction(async (tx) => {
    // Several processes may start at once on PostgreSQL: one seeds, the others see its account.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ value: count() }).from(accounts);
    if ((existing?.value ?? 0) > 0) return false;
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        passwordHash,
        firstName: 'Demo',
        lastName: 'Organizer',
        emailVerifiedAt: new Date(),
        timezone: 'Europe/Berlin',
      })
      .returning();
    const [account] = await tx
      .insert(accounts)
      .values({ name: 'Stagedoor Demo', email: DEMO_EMAIL, currencyCode: 'EUR', timezone: 'Europe/Berlin', ownerUserId: user!.id })
      .returning();
    await tx
      .insert(accountUsers)
      .values({ accountId: account!.id, userId: user!.id, role: 'ADMIN', status: 'ACTIVE', isAccountOwner: true });
    const [organizer] = await tx
      .insert(organizers)
      .values({
        accountId: account!.id,
        name: 'Stagedoor Live',
        email: DEMO_EMAIL,
        description: 'Concerts, talks and festivals: the demo organizer of this Stagedoor installation.',
        website: 'https://example.com',
        currency: 'EUR',
        timezone: 'Europe/Berlin',
      })
      .returning();
    const taxIds = await seedDemoEvent(tx, account!.id, organizer!.id);
    await seedDemoSeries(tx, account!.id, organizer!.id, taxIds);
    await seedDemoTheatre(tx, account!.id, organizer!.id, taxIds);
    return true;
  });
  if (seeded) ctx.logger.info(`Demo account created: log in as ${DEMO_EMAIL} with the password ${DEMO_PASSWORD}`);
  return seeded;
}

const DAY = 24 * 60 * 60_000;
const DEMO_TITLE = 'Summer Sessions by the River';

/** A live event a newcomer can buy from at once: several ticket types, a promo code and questions. Answers its VAT. */
async function seedDemoEvent(tx: Db, accountId: number, organizerId: number): Promise<number[]> {
  const start = new Date(Math.ceil((Date.now() + 30 * DAY) / DAY) * DAY + 17 * 60 * 60_000);
  const [event] = await tx
    .insert(events)
    .values({
      accountId,
      organizerId,
      title: DEMO_TITLE,
      description:
        '<p>An evening of live music on the riverbank: three bands, food trucks and a sunset you will remember.</p><p>Doors open one hour before the first act.</p>',
      slug: slugify(DEMO_TITLE),
      startDate: start,
      endDate: new Date(start.getTime() + 6 * 60 * 60_000),
      timezone: 'Europe/Berlin',
      currency: 'EUR',
      status: 'LIVE',
      locationDetails: {
        venue_name: 'Riverside Stage',
        address_line_1: 'Uferweg 12',
        address_line_2: null,
        city: 'Berlin',
        state_or_region: null,
        zip_or_postal_code: '10117',
        country: 'DE',
      },
      settings: {
        pre_checkout_message: '<p>Tickets are sent by email right after payment.</p>',
        post_checkout_message: '<p>Thank you! See you by the river.</p>',
        ticket_page_message: '<p>Please have this QR code ready at the entrance.</p>',
        show_available_ticket_quantity: true,
      },
    })
    .returning();
  const eventId = event!.id;
  await insertFirstDate(tx, event!);
  const [vat] = await tx
    .insert(taxesAndFees)
    .values({ accountId, name: 'VAT', type: 'TAX', calculationType: 'PERCENTAGE', rate: 7000, isDefault: true })
    .returning();
  const [fee] = await tx
    .insert(taxesAndFees)
    .values({ accountId, name: 'Booking fee', type: 'FEE', calculationType: 'FIXED', rate: 100 })
    .returning();

  const ticketDefinitions = [
    {
      type: 'PAID' as const,
      title: 'General admission',
      prices: [{ label: null, price: 2500, quantity: 300 }],
      taxes: [vat!.id, fee!.id],
      max: 10,
    },
    {
      type: 'TIERED' as const,
      title: 'Festival pass',
      description: '<p>Entry to the evening plus a drink token.</p>',
      prices: [
        { label: 'Early bird', price: 3500, quantity: 50 },
        { label: 'Regular', price: 4500, quantity: 150 },
      ],
      taxes: [vat!.id, fee!.id],
      max: 6,
    },
    { type: 'PAID' as const, title: 'VIP lounge', prices: [{ label: null, price: 8900, quantity: 20 }], taxes: [vat!.id], max: 4 },
    { type: 'DONATION' as const, title: 'Support the artists', prices: [{ label: null, price: 500, quantity: null }], taxes: [], max: 5 },
    { type: 'FREE' as const, title: 'Children under 12', prices: [{ label: null, price: 0, quantity: 40 }], taxes: [], max: 4 },
  ];
  const ticketIds: number[] = [];
  for (const [index, definition] of ticketDefinitions.entries()) {
    const [ticket] = await tx
      .insert(tickets)
      .values({
        accountId,
        eventId,
        type: definition.type,
        title: definition.title,
        description: definition.description ?? null,
        maxPerOrder: definition.max,
        sortOrder: index,
        showQuantityRemaining: definition.type === 'TIERED',
      })
      .returning();
    ticketIds.push(ticket!.id);
    await tx.insert(ticketPrices).values(
      definition.prices.map((price, position) => ({
        ticketId: ticket!.id,
        label: price.label,
        price: price.price,
        initialQuantityAvailable: price.quantity,
        sortOrder: position,
      })),
    );
    if (definition.taxes.length > 0) {
      await tx.insert(ticketTaxesAndFees).values(definition.taxes.map((taxAndFeeId) => ({ ticketId: ticket!.id, taxAndFeeId })));
    }
  }
  await tx
    .insert(promoCodes)
    .values({ accountId, eventId, code: 'RIVER10', discountType: 'PERCENTAGE', discount: 10_000, maxAllowedUsages: 100 });
  await tx.insert(questions).values({
    accountId,
    eventId,
    title: 'How did you hear about us?',
    type: 'RADIO',
    options: ['Friends', 'Social media', 'Poster', 'Other'],
    required: true,
    belongsTo: 'ORDER',
    sortOrder: 0,
  });
  const [diet] = await tx
    .insert(questions)
    .values({
      accountId,
      eventId,
      title: 'Dietary requirements',
      type: 'DROPDOWN',
      options: ['None', 'Vegetarian', 'Vegan', 'Gluten-free'],
      required: false,
      belongsTo: 'ATTENDEE',
      sortOrder: 1,
    })
    .returning();
  await tx.insert(questionTickets).values(ticketIds.slice(0, 3).map((ticketId) => ({ questionId: diet!.id, ticketId })));
  return [vat!.id];
}
