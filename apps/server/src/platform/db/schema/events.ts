import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventSettings, LocationDetails } from '@stagedoor/contracts';
import { accounts, organizers } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

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
    effectiveEndDate: timestamp('effective_end_date', { withTimezone: true }).generatedAlwaysAs(sql`coalesce(end_date, start_date)`),
    timezone: text('timezone').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['DRAFT', 'LIVE', 'ARCHIVED'] })
      .notNull()
      .default('DRAFT'),
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
