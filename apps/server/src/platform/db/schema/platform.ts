/** Statistics, the development mailbox and rate-limit counters. */
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { createdAt, updatedAt } from './columns.js';

export const eventStatistics = pgTable('event_statistics', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  ticketsSold: integer('tickets_sold').notNull().default(0),
  ordersCreated: integer('orders_created').notNull().default(0),
  attendeesRegistered: integer('attendees_registered').notNull().default(0),
  checkIns: integer('check_ins').notNull().default(0),
  salesTotalGross: bigint('sales_total_gross', { mode: 'number' }).notNull().default(0),
  totalFee: bigint('total_fee', { mode: 'number' }).notNull().default(0),
  totalTax: bigint('total_tax', { mode: 'number' }).notNull().default(0),
  totalRefunded: bigint('total_refunded', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/** The same totals per calendar day (in the event's time zone), for the sales chart. */
export const eventDailyStatistics = pgTable(
  'event_daily_statistics',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    ordersCreated: integer('orders_created').notNull().default(0),
    salesTotalGross: bigint('sales_total_gross', { mode: 'number' }).notNull().default(0),
    totalFee: bigint('total_fee', { mode: 'number' }).notNull().default(0),
    totalTax: bigint('total_tax', { mode: 'number' }).notNull().default(0),
    totalRefunded: bigint('total_refunded', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.date] })],
);

/** Mail kept instead of sent when no SMTP server is configured (API.md "Development mailbox"). */
export const devMailbox = pgTable('dev_mailbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every app process (rate limiting). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
