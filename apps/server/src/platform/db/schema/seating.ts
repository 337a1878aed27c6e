/** Seating (docs/seating.md): account-level plans, an event's choice of plan, and who holds which seat on which date. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SeatingLayout } from '@stagedoor/contracts';
import { accounts } from './accounts.js';
import { events } from './events.js';
import { ticketPrices } from './catalogue.js';
import { eventDates } from './dates.js';
import { attendees, orders } from './orders.js';
import { createdAt, updatedAt } from './columns.js';

export const seatingPlans = pgTable(
  'seating_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    layout: jsonb('layout').$type<SeatingLayout>().notNull(),
    /** Seats in the layout, and places in its standing areas: kept with the layout when it is saved. */
    seatCount: integer('seat_count').notNull().default(0),
    standingCapacity: integer('standing_capacity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('seating_plans_account_idx').on(t.accountId, t.id)],
);

/** The plan an event is sold with; an event without a row is general admission. */
export const eventSeating = pgTable('event_seating', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  seatingPlanId: integer('seating_plan_id')
    .notNull()
    .references(() => seatingPlans.id, { onDelete: 'restrict' }),
  updatedAt: updatedAt(),
});

/** Which ticket prices sell which category of the event's plan; a price sells one category at most. */
export const eventSeatCategories = pgTable(
  'event_seat_categories',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => ticketPrices.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.ticketPriceId] }), index('event_seat_categories_price_idx').on(t.ticketPriceId)],
);

export const SEAT_CLAIM_KINDS = ['HELD', 'SOLD', 'BLOCKED'] as const;

/**
 * A seat (or a standing area's place, `<area id>#<n>`) taken on one date: held by an unpaid order until `held_until`,
 * sold to an attendee, or blocked by the organizer. The primary key is the guarantee that a seat is held or sold
 * at most once per date (docs/locking.md); a HELD claim past its `held_until` may be taken over by a conditional
 * upsert, so a hold that ran out frees its seat without waiting for its release.
 */
export const seatClaims = pgTable(
  'seat_claims',
  {
    eventDateId: integer('event_date_id')
      .notNull()
      .references(() => eventDates.id, { onDelete: 'cascade' }),
    seatId: text('seat_id').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    kind: text('kind', { enum: SEAT_CLAIM_KINDS }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    attendeeId: integer('attendee_id').references(() => attendees.id, { onDelete: 'cascade' }),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventDateId, t.seatId] }),
    uniqueIndex('seat_claims_attendee_unique').on(t.attendeeId).where(sql`attendee_id is not null`),
    index('seat_claims_order_idx').on(t.orderId).where(sql`order_id is not null`),
    index('seat_claims_event_idx').on(t.eventId),
  ],
);
