/** What happened to things of an account, and who did it: one table any feature writes to. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.js';
import { events } from './events.js';
import { createdAt } from './columns.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** What the entry is about, e.g. ORDER and the order's id. */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    action: text('action').notNull(),
    /** The user who acted; null for the system, a provider's webhook or the buyer. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id)],
);
