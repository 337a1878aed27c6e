/** Affiliates: people or sites that send buyers to an event with a code of their own. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { events } from './events.js';
import { createdAt, updatedAt } from './columns.js';

export const affiliates = pgTable(
  'affiliates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    email: text('email'),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A buyer's link may spell the code in any case: one code per event, whatever its case.
    uniqueIndex('affiliates_event_code_unique').on(t.eventId, sql`lower(${t.code})`),
    index('affiliates_event_idx').on(t.eventId, t.id),
  ],
);
