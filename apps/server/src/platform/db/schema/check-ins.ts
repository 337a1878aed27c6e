/** Every admission and every exit of an attendee, by the organizer's screens or a scanner. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.js';
import { events } from './events.js';
import { attendees } from './orders.js';
import { tickets } from './catalogue.js';
import { eventDates } from './dates.js';
import { createdAt, updatedAt } from './columns.js';

export const checkIns = pgTable(
  'check_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    attendeeId: integer('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    /** The check-in list the scan was made on; null for the organizer's own screens. */
    checkInListId: integer('check_in_list_id'),
    /** The date admitted on (or left); null only for check-ins made before events had dates. */
    eventDateId: integer('event_date_id').references(() => eventDates.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['CHECK_IN', 'CHECK_OUT'] }).notNull(),
    deviceId: text('device_id'),
    /** When the scanner saw the ticket, which may be before the upload of an offline scan. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('check_ins_attendee_idx').on(t.attendeeId), index('check_ins_event_idx').on(t.eventId, t.createdAt)],
);

/** A door's list: which tickets it admits and when (SPEC §3, §4); its short id is the staff's credential. */
export const checkInLists = pgTable(
  'check_in_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    shortId: text('short_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** The one date this list admits on; null: every date. */
    eventDateId: integer('event_date_id').references(() => eventDates.id, { onDelete: 'cascade' }),
    activatesAt: timestamp('activates_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('check_in_lists_short_id_unique').on(t.shortId), index('check_in_lists_event_idx').on(t.eventId, t.id)],
);

/**
 * A pass's admission on one date: a pass is admitted once on each date, so its state at the door is kept per date
 * (a ONE_DATE ticket's is attendees.checked_in_at). Inserted when the pass checks in, deleted when it checks out.
 */
export const passAdmissions = pgTable(
  'pass_admissions',
  {
    attendeeId: integer('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    eventDateId: integer('event_date_id')
      .notNull()
      .references(() => eventDates.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attendeeId, t.eventDateId] }), index('pass_admissions_date_idx').on(t.eventDateId)],
);

export const checkInListTickets = pgTable(
  'check_in_list_tickets',
  {
    checkInListId: integer('check_in_list_id')
      .notNull()
      .references(() => checkInLists.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.checkInListId, t.ticketId] }), index('check_in_list_tickets_ticket_idx').on(t.ticketId)],
);

/**
 * Every scan uploaded by a scanner that was offline, with the answer it got. The
 * unique key makes a retried upload change nothing: the stored answer is repeated.
 */
export const checkInUploads = pgTable(
  'check_in_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    checkInListId: integer('check_in_list_id')
      .notNull()
      .references(() => checkInLists.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    attendeeShortId: text('attendee_short_id').notNull(),
    attendeeId: integer('attendee_id').references(() => attendees.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['CHECK_IN', 'CHECK_OUT'] }).notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    result: text('result').notNull(),
    /** The ticket was already in, admitted by another device or the organizer. */
    conflict: boolean('conflict').notNull().default(false),
    checkInId: integer('check_in_id').references(() => checkIns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('check_in_uploads_scan_unique').on(t.eventId, t.deviceId, t.attendeeShortId, t.action, t.scannedAt),
    index('check_in_uploads_conflicts_idx').on(t.checkInListId, t.id).where(sql`conflict`),
  ],
);

/**
 * Ed25519 keys that sign ticket QR codes, one current key per account. The private
 * key is stored encrypted under a key derived from APP_SECRET (docs/check-in.md).
 * A retired key signs nothing new but its codes stay valid; a revoked one verifies nothing.
 */
export const ticketSigningKeys = pgTable(
  'ticket_signing_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    keyId: text('key_id').notNull(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ticket_signing_keys_key_id_unique').on(t.keyId),
    uniqueIndex('ticket_signing_keys_current_unique').on(t.accountId).where(sql`retired_at IS NULL`),
  ],
);
