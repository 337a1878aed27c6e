/** Card payments: the account's Stripe connection, refunds, and the provider events already applied. */
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { orders } from './orders.js';
import { createdAt, updatedAt } from './columns.js';

/** An account's connected Stripe account, as Stripe last reported it. */
export const stripeConnections = pgTable(
  'stripe_connections',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('stripe_connections_stripe_account_unique').on(t.stripeAccountId)],
);

export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELED'] as const;
/**
 * LATE_PAYMENT: paid after the tickets were gone; DUPLICATE_PAYMENT: a second payment of a paid order; PROVIDER: made in Stripe;
 * ORGANIZER: asked for in the back office.
 */
export const REFUND_REASONS = ['LATE_PAYMENT', 'DUPLICATE_PAYMENT', 'PROVIDER', 'ORGANIZER'] as const;

/** Money returned to a buyer, one row per provider refund. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The payment refunded (a PaymentIntent) and the provider account it lives on. */
    paymentIntentId: text('payment_intent_id').notNull(),
    paymentAccountId: text('payment_account_id'),
    /** Null until the provider has accepted the refund. */
    providerRefundId: text('provider_refund_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    /** Why the provider refused the refund, as it said it. */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_refunds_provider_refund_unique').on(t.provider, t.providerRefundId),
    index('order_refunds_order_idx').on(t.orderId),
  ],
);

/** Webhook events already applied: a redelivered event finds its id here and changes nothing. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('processed_webhook_events_unique').on(t.provider, t.eventId)],
);
