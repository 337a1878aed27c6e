/** The dates of an event (docs/dates.md): every event has one or more, and ONE_DATE stock is counted per date. */
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { events } from './events.js';
import { ticketPrices } from './catalogue.js';
import { createdAt, updatedAt } from './columns.js';

export const EVENT_DATE_STATUSES = ['SCHEDULED', 'CANCELLED'] as const;

export const eventDates = pgTable(
  'event_dates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    label: text('label'),
    /** Units this date admits at most, passes included; null: no limit of its own. */
    capacity: integer('capacity'),
    status: text('status', { enum: EVENT_DATE_STATUSES }).notNull().default('SCHEDULED'),
    /** Set when the date was cancelled: what the cancellation job does and how far it got. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelRefund: boolean('cancel_refund').notNull().default(false),
    cancelNotify: boolean('cancel_notify').notNull().default(false),
    cancelMessage: text('cancel_message'),
    cancellationOrdersTotal: integer('cancellation_orders_total'),
    cancellationOrdersDone: integer('cancellation_orders_done').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('event_dates_event_start_idx').on(t.eventId, t.startDate, t.id)],
);

/**
 * One ticket price on one date: the units ONE_DATE orders hold on that date (kept in step under this row's lock,
 * like ticket_prices.quantity_held for passes), and the date's own price, quantity and visibility when overridden.
 * A row exists once the date sold the price or overrides it.
 */
export const eventDatePrices = pgTable(
  'event_date_prices',
  {
    eventDateId: integer('event_date_id')
      .notNull()
      .references(() => eventDates.id, { onDelete: 'cascade' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => ticketPrices.id, { onDelete: 'cascade' }),
    quantityHeld: integer('quantity_held').notNull().default(0),
    /** This date's price in minor units; null: the ticket price's. */
    price: bigint('price', { mode: 'number' }),
    /** This date's quantity; null: the ticket price's initial quantity. */
    quantity: integer('quantity'),
    /** This date's visibility; null: the ticket price's. */
    isHidden: boolean('is_hidden'),
  },
  (t) => [primaryKey({ columns: [t.eventDateId, t.ticketPriceId] }), index('event_date_prices_price_idx').on(t.ticketPriceId)],
);
