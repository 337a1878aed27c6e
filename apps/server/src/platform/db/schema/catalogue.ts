/** What an event sells and asks: taxes and fees, tickets and prices, promo codes, capacity, questions. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { events } from './events.js';
import { createdAt, updatedAt } from './columns.js';

export const taxesAndFees = pgTable(
  'taxes_and_fees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['TAX', 'FEE'] }).notNull(),
    calculationType: text('calculation_type', { enum: ['PERCENTAGE', 'FIXED'] }).notNull(),
    /** PERCENTAGE: thousandths of a percent (19.5 % = 19500). FIXED: minor units of the event's currency. */
    rate: bigint('rate', { mode: 'number' }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('taxes_and_fees_account_idx').on(t.accountId)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['PAID', 'FREE', 'DONATION', 'TIERED'] }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    minPerOrder: integer('min_per_order'),
    maxPerOrder: integer('max_per_order'),
    saleStartDate: timestamp('sale_start_date', { withTimezone: true }),
    saleEndDate: timestamp('sale_end_date', { withTimezone: true }),
    hideBeforeSaleStartDate: boolean('hide_before_sale_start_date').notNull().default(false),
    hideAfterSaleEndDate: boolean('hide_after_sale_end_date').notNull().default(false),
    hideWhenSoldOut: boolean('hide_when_sold_out').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    isHiddenWithoutPromoCode: boolean('is_hidden_without_promo_code').notNull().default(false),
    startCollapsed: boolean('start_collapsed').notNull().default(false),
    showQuantityRemaining: boolean('show_quantity_remaining').notNull().default(false),
    /** Sales paused by the organizer: shown, not sold. */
    isPaused: boolean('is_paused').notNull().default(false),
    /** ONE_DATE: stock and admission per date; ALL_DATES: a pass, one stock for the series, admitted once on each date. */
    validity: text('validity', { enum: ['ONE_DATE', 'ALL_DATES'] })
      .notNull()
      .default('ONE_DATE'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tickets_event_idx').on(t.eventId, t.sortOrder)],
);

/** One row per price of a ticket (one unless TIERED); inventory is held per price. */
export const ticketPrices = pgTable(
  'ticket_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    label: text('label'),
    /** Minor units; for DONATION the minimum amount. */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    /** null: unlimited. */
    initialQuantityAvailable: integer('initial_quantity_available'),
    /**
     * Units held by orders that hold stock, kept in step by every reservation and
     * release under this row's lock (docs/locking.md). Holds whose time ran out
     * still count here until released; readers subtract them.
     */
    quantityHeld: integer('quantity_held').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    saleStartDate: timestamp('sale_start_date', { withTimezone: true }),
    saleEndDate: timestamp('sale_end_date', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_prices_ticket_idx').on(t.ticketId)],
);

export const ticketTaxesAndFees = pgTable(
  'ticket_taxes_and_fees',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    taxAndFeeId: integer('tax_and_fee_id')
      .notNull()
      .references(() => taxesAndFees.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.taxAndFeeId] })],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['PERCENTAGE', 'FIXED', 'NONE'] }).notNull(),
    /** PERCENTAGE: thousandths of a percent; FIXED: minor units per ticket. */
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** null or empty: every ticket of the event. */
    applicableTicketIds: jsonb('applicable_ticket_ids').$type<number[]>().notNull().default([]),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    maxAllowedUsages: integer('max_allowed_usages'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('promo_codes_event_code_unique').on(t.eventId, sql`lower(${t.code})`)],
);

export const capacityAssignments = pgTable(
  'capacity_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** null: no limit (the assignment only reports usage). */
    capacity: integer('capacity'),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    stopSalesAtLimit: boolean('stop_sales_at_limit').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('capacity_assignments_event_idx').on(t.eventId)],
);

export const capacityAssignmentTickets = pgTable(
  'capacity_assignment_tickets',
  {
    capacityAssignmentId: integer('capacity_assignment_id')
      .notNull()
      .references(() => capacityAssignments.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.capacityAssignmentId, t.ticketId] }), index('capacity_assignment_tickets_ticket_idx').on(t.ticketId)],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type', { enum: ['SINGLE_LINE_TEXT', 'MULTI_LINE_TEXT', 'DROPDOWN', 'RADIO', 'CHECKBOX', 'DATE'] }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    belongsTo: text('belongs_to', { enum: ['ATTENDEE', 'ORDER'] }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('questions_event_idx').on(t.eventId, t.sortOrder)],
);

export const questionTickets = pgTable(
  'question_tickets',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.ticketId] })],
);
