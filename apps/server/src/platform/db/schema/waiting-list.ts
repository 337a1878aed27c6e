/** Waiting lists: buyers waiting for a sold-out price (on a date), and the offers made to them (docs/waiting-list.md). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { WAITING_LIST_STATUSES } from '@stagedoor/contracts';
import { accounts } from './accounts.js';
import { events } from './events.js';
import { capacityAssignments, ticketPrices, tickets } from './catalogue.js';
import { eventDates } from './dates.js';
import { orders } from './orders.js';
import { createdAt, updatedAt } from './columns.js';

export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => ticketPrices.id, { onDelete: 'cascade' }),
    /** The date the party wants (the event's only date when it has one); an offer's order is placed for it. */
    eventDateId: integer('event_date_id')
      .notNull()
      .references(() => eventDates.id, { onDelete: 'cascade' }),
    /**
     * On a seated event, the seat category the entry waits for when it joined because the category had no seat free on
     * the date (docs/waiting-list.md, "Seated prices"): the list then keeps the category's returned seats from every
     * price of it. Null for an entry waiting for its price's own units.
     */
    seatCategory: text('seat_category'),
    /**
     * The capacity assignment (pool) the entry waits for when it joined because the pool was full on the date while
     * its price still had units of its own (docs/waiting-list.md, "Capacity pools"): the list then keeps the pool's
     * returned room from every price of it. Null for an entry on its price's or its seat category's line; an entry
     * whose pool is deleted goes back to its price's line.
     */
    capacityAssignmentId: integer('capacity_assignment_id').references(() => capacityAssignments.id, { onDelete: 'set null' }),
    /** The party's size: the units an offer holds, never fewer. */
    quantity: integer('quantity').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** The hash of the entrant's secret (the mail's link to the position and to leaving); the token itself is not kept. */
    token: text('token').notNull(),
    status: text('status', { enum: WAITING_LIST_STATUSES }).notNull().default('WAITING'),
    /** The offer: a reserved order holding the party's units until offer_expires_at. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('waiting_list_entries_token_unique').on(t.token),
    // One live entry per address, price and date; one who left or whose offer lapsed may join again.
    uniqueIndex('waiting_list_entries_email_unique')
      .on(t.ticketPriceId, t.eventDateId, sql`lower(${t.email})`)
      .where(sql`status IN ('WAITING', 'OFFERED')`),
    // The queue of one price on one date, in order of arrival: the offer pass and the purchase guard read it.
    index('waiting_list_entries_queue_idx').on(t.ticketPriceId, t.eventDateId, t.id).where(sql`status = 'WAITING'`),
    index('waiting_list_entries_event_idx').on(t.eventId, t.id),
    // The queue of one seat category on one date (any of its prices), in order of arrival: the guard and the pass.
    index('waiting_list_entries_category_idx')
      .on(t.eventId, t.seatCategory, t.eventDateId, t.id)
      .where(sql`status = 'WAITING' AND seat_category IS NOT NULL`),
    // The queue of one capacity pool on one date (any of its prices), in order of arrival: the guard and the pass.
    index('waiting_list_entries_pool_idx')
      .on(t.capacityAssignmentId, t.eventDateId, t.id)
      .where(sql`status = 'WAITING' AND capacity_assignment_id IS NOT NULL`),
    index('waiting_list_entries_order_idx').on(t.orderId).where(sql`order_id IS NOT NULL`),
  ],
);
