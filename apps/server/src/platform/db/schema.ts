import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type EventDefaults, type EventSettings, type LocationDetails } from '@stagedoor/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  currencyCode: text('currency_code').notNull().default('EUR'),
  timezone: text('timezone').notNull().default('UTC'),
  ownerUserId: integer('owner_user_id'),
  eventDefaults: jsonb('event_defaults').$type<Partial<EventDefaults>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    timezone: text('timezone').notNull().default('UTC'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** A user's membership of an account: role and status are per account. */
export const accountUsers = pgTable(
  'account_users',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['ADMIN', 'ORGANIZER'] }).notNull(),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE', 'INVITED'] }).notNull(),
    isAccountOwner: boolean('is_account_owner').notNull().default(false),
    invitedByUserId: integer('invited_by_user_id'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('account_users_user_idx').on(t.userId)],
);

/** Bearer sessions; only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const ONE_TIME_TOKEN_KINDS = ['EMAIL_CONFIRMATION', 'PASSWORD_RESET', 'INVITATION', 'EMAIL_CHANGE'] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/** Single-use tokens mailed to users; only a hash is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ONE_TIME_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash), index('one_time_tokens_user_idx').on(t.userId, t.kind)],
);

export const organizers = pgTable(
  'organizers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    description: text('description'),
    website: text('website'),
    currency: text('currency').notNull().default('EUR'),
    timezone: text('timezone').notNull().default('UTC'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('organizers_account_idx').on(t.accountId)],
);

/** Uploaded images and documents of any entity, stored through platform/storage. */
export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    type: text('type').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('images_entity_idx').on(t.entityType, t.entityId)],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    slug: text('slug').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** The end, or the start for events without one: what "ongoing" and "ended" compare against. */
    effectiveEndDate: timestamp('effective_end_date', { withTimezone: true }).generatedAlwaysAs(
      sql`coalesce(end_date, start_date)`,
    ),
    timezone: text('timezone').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['DRAFT', 'LIVE', 'ARCHIVED'] }).notNull().default('DRAFT'),
    locationDetails: jsonb('location_details').$type<LocationDetails | null>(),
    isOnlineEvent: boolean('is_online_event').notNull().default(false),
    onlineEventConnectionDetails: text('online_event_connection_details'),
    settings: jsonb('settings').$type<Partial<EventSettings>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_account_idx').on(t.accountId, t.startDate),
    index('events_organizer_idx').on(t.organizerId),
    index('events_status_idx').on(t.status, t.startDate),
  ],
);

/** Account-level taxes and fees, applied to tickets (API.md: /accounts/{id}/taxes-and-fees). */
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
    rate: integer('rate').notNull(),
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
    price: integer('price').notNull().default(0),
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
    discount: integer('discount').notNull().default(0),
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
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] }).notNull().default('ACTIVE'),
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
    shortId: text('short_id').notNull(),
    publicReference: text('public_reference').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text('payment_status', { enum: ['NOT_REQUIRED', 'AWAITING_PAYMENT', 'PROCESSING', 'SUCCEEDED', 'FAILED'] })
      .notNull()
      .default('AWAITING_PAYMENT'),
    paymentProvider: text('payment_provider'),
    currency: text('currency').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    locale: text('locale').notNull().default('en'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    totalBeforeAdditions: integer('total_before_additions').notNull().default(0),
    totalFee: integer('total_fee').notNull().default(0),
    totalTax: integer('total_tax').notNull().default(0),
    totalGross: integer('total_gross').notNull().default(0),
    totalRefunded: integer('total_refunded').notNull().default(0),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    isManuallyCreated: boolean('is_manually_created').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_short_id_unique').on(t.shortId),
    index('orders_event_idx').on(t.eventId, t.status),
    index('orders_promo_code_idx').on(t.promoCodeId),
    index('orders_timed_holds_idx')
      .on(t.eventId, t.reservedUntil)
      .where(sql`status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED')`),
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
    priceBeforeDiscount: integer('price_before_discount').notNull(),
    /** Unit price the buyer pays before taxes and fees. */
    price: integer('price').notNull(),
    totalBeforeAdditions: integer('total_before_additions').notNull(),
    totalFee: integer('total_fee').notNull().default(0),
    totalTax: integer('total_tax').notNull().default(0),
    totalGross: integer('total_gross').notNull(),
    taxesAndFees: jsonb('taxes_and_fees').$type<{ id: number; name: string; type: 'TAX' | 'FEE'; amount: number }[]>().notNull().default([]),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_price_idx').on(t.ticketPriceId), index('order_items_ticket_idx').on(t.ticketId)],
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
    shortId: text('short_id').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    status: text('status', { enum: ['ACTIVE', 'CANCELLED', 'AWAITING_PAYMENT'] }).notNull().default('AWAITING_PAYMENT'),
    locale: text('locale').notNull().default('en'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('attendees_short_id_unique').on(t.shortId), index('attendees_event_idx').on(t.eventId), index('attendees_order_idx').on(t.orderId)],
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
    answer: jsonb('answer').$type<string | string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('question_answers_order_idx').on(t.orderId)],
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
export const eventStatistics = pgTable('event_statistics', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  ticketsSold: integer('tickets_sold').notNull().default(0),
  ordersCreated: integer('orders_created').notNull().default(0),
  attendeesRegistered: integer('attendees_registered').notNull().default(0),
  checkIns: integer('check_ins').notNull().default(0),
  salesTotalGross: integer('sales_total_gross').notNull().default(0),
  totalFee: integer('total_fee').notNull().default(0),
  totalTax: integer('total_tax').notNull().default(0),
  totalRefunded: integer('total_refunded').notNull().default(0),
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
    salesTotalGross: integer('sales_total_gross').notNull().default(0),
    totalFee: integer('total_fee').notNull().default(0),
    totalTax: integer('total_tax').notNull().default(0),
    totalRefunded: integer('total_refunded').notNull().default(0),
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
