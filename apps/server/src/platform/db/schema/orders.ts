/** Orders, their lines and attendees, answers, and the first answers to idempotent requests. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type AttendeeSeat } from '@stagedoor/contracts';
import { accounts } from './accounts.js';
import { events } from './events.js';
import { promoCodes, questions, ticketPrices, tickets } from './catalogue.js';
import { createdAt, jsonbValue, updatedAt } from './columns.js';
import { affiliates } from './affiliates.js';
import { eventDates } from './dates.js';

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The date the order was placed for (every order has one; a pass's attendees are valid on every date). */
    eventDateId: integer('event_date_id').references(() => eventDates.id),
    shortId: text('short_id').notNull(),
    publicReference: text('public_reference').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text('payment_status', { enum: ['NOT_REQUIRED', 'AWAITING_PAYMENT', 'PROCESSING', 'SUCCEEDED', 'FAILED'] })
      .notNull()
      .default('AWAITING_PAYMENT'),
    paymentProvider: text('payment_provider'),
    /** The provider's payment (a Stripe PaymentIntent id) and the provider account it lives on. */
    paymentIntentId: text('payment_intent_id'),
    paymentAccountId: text('payment_account_id'),
    currency: text('currency').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    locale: text('locale').notNull().default('en'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    /** The affiliate whose link brought the buyer; cleared when the affiliate is deleted. */
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'set null' }),
    totalBeforeAdditions: bigint('total_before_additions', { mode: 'number' }).notNull().default(0),
    totalFee: bigint('total_fee', { mode: 'number' }).notNull().default(0),
    totalTax: bigint('total_tax', { mode: 'number' }).notNull().default(0),
    totalGross: bigint('total_gross', { mode: 'number' }).notNull().default(0),
    totalRefunded: bigint('total_refunded', { mode: 'number' }).notNull().default(0),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    isManuallyCreated: boolean('is_manually_created').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A keyed hash of the buyer's address (never the address itself), counted against MAX_HOLDS_PER_CLIENT. */
    clientKey: text('client_key'),
    /**
     * A keyed hash of the address of a buyer counted by browser (client_key is then the browser's), for the much
     * larger ceiling of MAX_HOLDS_PER_ADDRESS; null when client_key is the address already, or for an admitted buyer.
     */
    addressKey: text('address_key'),
    /** How the buyer pays (docs/payments.md "Offline payments"): CARD, BANK_TRANSFER or PAY_AT_DOOR; null before the choice. */
    paymentMethod: text('payment_method', { enum: ['CARD', 'BANK_TRANSFER', 'PAY_AT_DOOR'] }),
    /** The organizer's instructions for an offline method as the buyer was given them. */
    paymentInstructions: text('payment_instructions'),
    /** When the reminder of an offline payment is due; cleared by the one conditional write that sends it. */
    paymentReminderDueAt: timestamp('payment_reminder_due_at', { withTimezone: true }),
    paymentReminderSentAt: timestamp('payment_reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_short_id_unique').on(t.shortId),
    // Most orders have neither a payment intent nor a promo code: partial indexes leave them out.
    uniqueIndex('orders_payment_intent_key').on(t.paymentIntentId).where(sql`payment_intent_id IS NOT NULL`),
    index('orders_event_idx').on(t.eventId, t.status),
    index('orders_promo_code_used_idx').on(t.promoCodeId).where(sql`promo_code_id IS NOT NULL`),
    // Affiliate figures add up their orders by status; orders without an affiliate stay out.
    index('orders_affiliate_idx').on(t.affiliateId, t.status).where(sql`affiliate_id IS NOT NULL`),
    // The reminder scan reads only the orders whose reminder is still due.
    index('orders_payment_reminder_idx').on(t.paymentReminderDueAt).where(sql`payment_reminder_due_at IS NOT NULL`),
    index('orders_timed_holds_idx').on(t.eventId, t.reservedUntil).where(sql`status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED')`),
    index('orders_client_holds_idx')
      .on(t.eventId, t.clientKey)
      .where(sql`client_key IS NOT NULL AND status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED')`),
    index('orders_address_holds_idx')
      .on(t.eventId, t.addressKey)
      .where(sql`address_key IS NOT NULL AND status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED')`),
    // The back office lists sales newest first; holds that never became sales stay out of this index.
    // account_id is in it so that counting a page's total reads the index alone.
    index('orders_event_sales_created_idx').on(t.eventId, t.accountId, t.createdAt, t.id).where(sql`status NOT IN ('RESERVED', 'EXPIRED')`),
    // Prefix search by buyer email, name and reference (text_pattern_ops serves LIKE 'x%' in any collation).
    index('orders_event_email_search_idx').on(t.eventId, sql`lower(${t.email}) text_pattern_ops`),
    index('orders_event_name_search_idx').on(
      t.eventId,
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) text_pattern_ops`,
    ),
    index('orders_event_last_name_search_idx').on(t.eventId, sql`lower(${t.lastName}) text_pattern_ops`),
    index('orders_event_reference_search_idx').on(t.eventId, sql`upper(${t.publicReference}) text_pattern_ops`),
    // Exports read an event's orders in keyset pages of ids, whatever the filters: each page is one range of this index.
    index('orders_event_id_idx').on(t.eventId, t.id),
    index('orders_event_date_idx').on(t.eventDateId, t.id).where(sql`event_date_id IS NOT NULL`),
    // Reports read an event's sales, often within a range of days: one range of this index, and the index alone: it
    // holds every column a report reads of a sale but the promo code (docs/reports.md).
    index('orders_event_completed_idx')
      .on(t.eventId, t.completedAt, t.accountId, t.id, t.status, t.totalGross, t.totalRefunded, t.eventDateId, t.currency)
      .where(sql`completed_at IS NOT NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'restrict' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => ticketPrices.id, { onDelete: 'restrict' }),
    ticketTitle: text('ticket_title').notNull(),
    priceLabel: text('price_label'),
    quantity: integer('quantity').notNull(),
    /** Unit price before the promo discount, minor units. */
    priceBeforeDiscount: bigint('price_before_discount', { mode: 'number' }).notNull(),
    /** Unit price the buyer pays before taxes and fees. */
    price: bigint('price', { mode: 'number' }).notNull(),
    totalBeforeAdditions: bigint('total_before_additions', { mode: 'number' }).notNull(),
    totalFee: bigint('total_fee', { mode: 'number' }).notNull().default(0),
    totalTax: bigint('total_tax', { mode: 'number' }).notNull().default(0),
    totalGross: bigint('total_gross', { mode: 'number' }).notNull(),
    taxesAndFees: jsonb('taxes_and_fees')
      .$type<{ id: number; name: string; type: 'TAX' | 'FEE'; amount: number }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    // The reports read a sale's lines from this index alone (docs/reports.md).
    index('order_items_order_idx').on(t.orderId, t.ticketPriceId, t.ticketId, t.totalGross, t.id),
    // A price's latest line gives the title the sales-by-ticket report shows.
    index('order_items_price_idx').on(t.ticketPriceId, t.id),
    index('order_items_ticket_idx').on(t.ticketId),
  ],
);

export const attendees = pgTable(
  'attendees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'restrict' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => ticketPrices.id, { onDelete: 'restrict' }),
    /** The date this ticket admits on; null for a pass (ticket validity ALL_DATES), admitted once on each date. */
    eventDateId: integer('event_date_id').references(() => eventDates.id),
    shortId: text('short_id').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    status: text('status', { enum: ['ACTIVE', 'CANCELLED', 'AWAITING_PAYMENT'] })
      .notNull()
      .default('AWAITING_PAYMENT'),
    locale: text('locale').notNull().default('en'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /**
     * Set when this attendee alone was cancelled and its unit went back on sale, so that
     * releasing the whole order later does not give the same unit back twice.
     */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** The seat on a seated event, as tickets, lists and the door show it; seat_claims guards it (docs/seating.md). */
    seat: jsonb('seat').$type<AttendeeSeat>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('attendees_short_id_unique').on(t.shortId),
    index('attendees_order_idx').on(t.orderId),
    // The organizer's list at 100k attendees: paging by id, filters, and the email's prefix search
    // (the names' indexes are below, shared with the orders' search).
    index('attendees_event_id_idx').on(t.eventId, t.id),
    index('attendees_event_email_idx').on(t.eventId, sql`lower(${t.email}) text_pattern_ops`),
    index('attendees_event_ticket_idx').on(t.eventId, t.ticketId),
    index('attendees_event_date_idx').on(t.eventDateId, t.id).where(sql`event_date_id IS NOT NULL`),
    // Counts of the list read (event, status) alone; the sortable columns page in index order.
    // The reports count the active tickets of sales from this index alone (order and price after the status).
    index('attendees_event_status_idx').on(t.eventId, t.status, t.orderId, t.ticketPriceId),
    // The list's default view (sales: active and cancelled attendees, newest first) pages backwards through this
    // index, and counts its total from the index alone: account_id is in it for the account scope.
    index('attendees_event_sales_idx').on(t.eventId, t.accountId, t.id).where(sql`status IN ('ACTIVE', 'CANCELLED')`),
    index('attendees_event_last_name_sort_idx').on(t.eventId, sql`lower(${t.lastName})`, t.id),
    index('attendees_event_email_sort_idx').on(t.eventId, sql`lower(${t.email})`, t.id),
    // Orders are found by their attendees' names too (prefix search).
    index('attendees_event_name_search_idx').on(t.eventId, sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
    index('attendees_event_last_name_search_idx').on(t.eventId, sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

/** Answers to the event's questions, per order or per attendee. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attendeeId: integer('attendee_id').references(() => attendees.id, { onDelete: 'cascade' }),
    answer: jsonbValue<string | string[]>('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('question_answers_order_idx').on(t.orderId),
    // Answers of a page of attendees (their details, the export); order answers have no attendee.
    index('question_answers_attendee_idx').on(t.attendeeId).where(sql`attendee_id IS NOT NULL`),
  ],
);

/**
 * First responses to requests sent with an Idempotency-Key. The key is written in
 * the same transaction as the work it guards, so a repeat waits for the first
 * attempt and then answers what it answered.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * Running totals per event, updated in the same transaction as the order or
 * check-in that changes them, so the dashboard reads one row instead of scanning orders.
 */
