/** Messages to attendees, and one row per person each message goes to. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MESSAGE_RECIPIENT_STATUSES, MESSAGE_STATUSES, MESSAGE_TYPES } from '@stagedoor/contracts';
import { accounts, users } from './accounts.js';
import { events } from './events.js';
import { attendees, orders } from './orders.js';
import { createdAt, updatedAt } from './columns.js';

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept on the message so the history names the sender after their user is gone. */
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    senderLocale: text('sender_locale').notNull().default('en'),
    subject: text('subject').notNull(),
    /** Organizer HTML, sanitized when written and again when rendered into each mail. */
    content: text('content').notNull(),
    type: text('type', { enum: MESSAGE_TYPES }).notNull(),
    ticketIds: jsonb('ticket_ids').$type<number[]>().notNull().default([]),
    attendeeIds: jsonb('attendee_ids').$type<number[]>().notNull().default([]),
    /** Reach only the holders of these dates (and pass holders, valid on every date); empty: every date. */
    eventDateIds: jsonb('event_date_ids').$type<number[]>().notNull().default([]),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    isTest: boolean('is_test').notNull().default(false),
    sendCopyToCurrentUser: boolean('send_copy_to_current_user').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull(),
    /** The people counted when it was written; once dispatched, the rows of message_recipients. */
    recipientsCount: integer('recipients_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** The last attendee id the dispatch has written recipients for: each page moves it on once. */
    dispatchCursor: integer('dispatch_cursor').notNull().default(0),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('messages_event_idx').on(t.eventId, t.id), index('messages_account_created_idx').on(t.accountId, t.createdAt)],
);

export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    attendeeId: integer('attendee_id').references(() => attendees.id, { onDelete: 'set null' }),
    /** An attendee, the buyer of an order, or the sender (a test, or their copy). */
    kind: text('kind', { enum: ['ATTENDEE', 'BUYER', 'SENDER'] }).notNull(),
    /** Lower-cased: one mail per address, however many tickets it holds. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: MESSAGE_RECIPIENT_STATUSES }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    failureReason: text('failure_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_recipients_email_unique').on(t.messageId, t.email),
    index('message_recipients_message_idx').on(t.messageId, t.id),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
export type MessageRecipientRow = typeof messageRecipients.$inferSelect;
