/**
 * Waiting rooms (docs/waiting-room.md): one row per event with its settings and its admission cursor,
 * and one row per place in its queue. Every process reads and advances the same rows, so the queue
 * holds across processes and restarts.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { events } from './events.js';
import { orders } from './orders.js';
import { createdAt, updatedAt } from './columns.js';

export const waitingRooms = pgTable('waiting_rooms', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  onSaleAt: timestamp('on_sale_at', { withTimezone: true }).notNull(),
  /** null: automatic (autoRate, adapted by the ticker). */
  admissionRatePerMinute: integer('admission_rate_per_minute'),
  shoppingMinutes: integer('shopping_minutes').notNull().default(15),
  paused: boolean('paused').notNull().default(false),
  /** SCHEDULED: orders need an admission from opens_at; AUTOMATIC: only while the room switched itself on. */
  opening: text('opening', { enum: ['SCHEDULED', 'AUTOMATIC'] })
    .notNull()
    .default('SCHEDULED'),
  /** AUTOMATIC: since when the room is switched on by itself; null while it is off (auto-switch.ts). */
  autoOpenedAt: timestamp('auto_opened_at', { withTimezone: true }),
  /** The automatic rate as last adapted. */
  autoRate: integer('auto_rate').notNull().default(120),
  /** When the early arrivals were drawn into places; null before. */
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
  /** The highest place given. */
  lastRank: bigint('last_rank', { mode: 'number' }).notNull().default(0),
  /** The admission cursor: every place up to it is admitted. */
  admittedThrough: bigint('admitted_through', { mode: 'number' }).notNull().default(0),
  /** The fraction of an admission earned but not yet given (rate × time is rarely whole). */
  credit: doublePrecision('credit').notNull().default(0),
  /** The time of the last advance of the cursor: the tick's conditional write compares it. */
  tickedAt: timestamp('ticked_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const queueEntries = pgTable(
  'queue_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** SHA-256 of the buyer's queue token: a copy of the table admits no one. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Random order of the draw, for those who joined before the on-sale. */
    lotteryKey: doublePrecision('lottery_key').notNull(),
    /** The place: 1 is first. Null until drawn (early arrivals) or until given (later ones). */
    rank: bigint('rank', { mode: 'number' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    /** The order the admission started; while it holds stock the admission starts no other. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** An order request with this admission is in flight until then ("one order at a time"). */
    busyUntil: timestamp('busy_until', { withTimezone: true }),
  },
  (t) => [
    index('queue_entries_event_rank_idx').on(t.eventId, t.rank),
    // The few entries still without a place, found by the tick without reading the queue.
    index('queue_entries_unranked_idx').on(t.eventId, t.id).where(sql`${t.rank} IS NULL`),
    index('queue_entries_event_admitted_idx').on(t.eventId, t.admittedAt).where(sql`${t.admittedAt} IS NOT NULL`),
  ],
);

/**
 * The orders that reached an event with a room, per second, summed over every app process: each adds what it
 * counted since its last flush (load.ts). The automatic rate and the automatic switch read the last seconds of it,
 * so they measure the database as all processes together load it. Rows older than a minute are pruned by the tick.
 */
export const waitingRoomLoad = pgTable(
  'waiting_room_load',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Unix seconds. */
    second: bigint('second', { mode: 'number' }).notNull(),
    /** Order requests that arrived, admitted or not. */
    arrivals: integer('arrivals').notNull().default(0),
    /** Order requests answered, and of those: slower than AUTO_RATE.fastMs, slower than slowMs, refused as busy. */
    answers: integer('answers').notNull().default(0),
    overFast: integer('over_fast').notNull().default(0),
    overSlow: integer('over_slow').notNull().default(0),
    busy: integer('busy').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.second] })],
);
