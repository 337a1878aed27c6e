import { and, asc, eq, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { events, orders, waitingListEntries } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { normalizeLocale } from '../../platform/i18n/index.js';
import { settingsOf, type EventRow } from '../events/present-event.js';
import { reserveOrder } from '../checkout/reserve-order.js';
import { releaseStaleHolds } from '../checkout/expire-orders.js';
import { settleOffers, type EntryRow, type Line } from './entries.js';
import { lineStock } from './line-stock.js';
import { queueOfferMail } from './mails.js';
import { freeInPool, type PoolLine } from './pool-line.js';
import { freeInCategory, seatCategoryOf, type CategoryLine } from './seat-category.js';

/**
 * Offers of one line (price on a date) take turns on this transaction-scoped lock, in every process, so the pass
 * reads the line's free units and its first fitting entry as they stand. The lock orders work, it does not protect
 * stock: the entry's conditional WAITING → OFFERED and the hold's conditional stock write do (docs/waiting-list.md).
 */
async function lockLine(ctx: AppContext, tx: Db, line: Line): Promise<void> {
  await lockKey(ctx, tx, `stagedoor-waiting-list:${line.priceId}:${line.dateId}`);
}

/** A seat category's line (docs/waiting-list.md, "Seated prices"): its offers take turns the same way. */
async function lockCategoryLine(ctx: AppContext, tx: Db, eventId: number, line: CategoryLine): Promise<void> {
  await lockKey(ctx, tx, `stagedoor-waiting-list-seats:${eventId}:${line.dateId}:${line.category}`);
}

/** A capacity pool's line (docs/waiting-list.md, "Capacity pools"): its offers take turns the same way. */
async function lockPoolLine(ctx: AppContext, tx: Db, line: PoolLine): Promise<void> {
  await lockKey(ctx, tx, `stagedoor-waiting-list-pool:${line.assignmentId}:${line.dateId}`);
}

async function lockKey(ctx: AppContext, tx: Db, key: string): Promise<void> {
  if (ctx.config.unsafeDisableWaitingListLocking) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** An entry a seated offer could not seat together in this pass: it keeps its place, the pass tries the next. */
class CannotSeat extends Error {
  constructor(readonly entryId: number) {
    super('SEATS_NOT_TOGETHER');
  }
}

/**
 * The entry's party as one order line: the offer's order holds exactly that, never fewer. A seated price's offer
 * holds specific seats: the best available of its category (together, as for any buyer asking for best available).
 */
async function holdForEntry(ctx: AppContext, tx: Db, event: EventRow, entry: EntryRow, expiresAt: Date) {
  const locale = normalizeLocale(entry.locale) ?? 'en';
  const seated = (entry.seatCategory ?? (await seatCategoryOf(tx, event.id, entry.ticketPriceId))) !== null;
  const { order } = await reserveOrder(ctx, {
    eventId: event.id,
    input: {
      tickets: [
        {
          ticket_id: entry.ticketId,
          quantities: [{ price_id: entry.ticketPriceId, quantity: entry.quantity, ...(seated ? { best_available: true } : {}) }],
        },
      ],
      date_id: entry.eventDateId,
      locale,
    },
    locale,
    idempotencyKey: null,
    clientKey: null,
    offer: { db: tx, reservedUntil: expiresAt, entryId: entry.id },
  });
  // The buyer is the entrant: the checkout opens with the name and address already given.
  const [written] = await tx
    .update(orders)
    .set({ firstName: entry.firstName, lastName: entry.lastName, email: entry.email, updatedAt: new Date() })
    .where(eq(orders.shortId, order.short_id))
    .returning({ id: orders.id });
  return { ...order, id: written!.id };
}

/**
 * Makes one entry an offer in the caller's transaction: the conditional WAITING → OFFERED (so no entry gets two
 * offers), then the hold of its whole party through the purchase's own statement (so an offer never oversells), then
 * the mail. A refusal (SOLD_OUT, the ticket no longer on sale) throws and rolls all of it back.
 */
async function offerEntry(ctx: AppContext, tx: Db, event: EventRow, entry: EntryRow): Promise<EntryRow> {
  const hours = settingsOf(event).waiting_list_offer_hours;
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  const [flipped] = await tx
    .update(waitingListEntries)
    .set({ status: 'OFFERED', offeredAt: new Date(), offerExpiresAt: expiresAt, updatedAt: new Date() })
    .where(
      and(
        eq(waitingListEntries.id, entry.id),
        ctx.config.unsafeDisableWaitingListLocking ? undefined : eq(waitingListEntries.status, 'WAITING'),
      ),
    )
    .returning();
  if (!flipped) throw new AppError('WAITING_LIST_ENTRY_NOT_WAITING');
  const order = await holdForEntry(ctx, tx, event, flipped, expiresAt);
  const [offered] = await tx.update(waitingListEntries).set({ orderId: order.id }).where(eq(waitingListEntries.id, entry.id)).returning();
  const ticketTitle = order.items[0]?.ticket_title ?? '';
  await queueOfferMail(ctx, tx, event, offered!, { ticketTitle, orderShortId: order.short_id, expiresAt });
  return offered!;
}

/**
 * The party-size rule (docs/waiting-list.md): the first entry in order whose whole party fits in what is free gets
 * the offer; a larger party before it keeps its place (it is first for the next units that come back) and is never
 * offered fewer tickets than it asked for.
 */
async function firstFitting(tx: Db, line: Line, available: number | null): Promise<EntryRow | undefined> {
  const [entry] = await tx
    .select()
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.ticketPriceId, line.priceId),
        eq(waitingListEntries.eventDateId, line.dateId),
        eq(waitingListEntries.status, 'WAITING'),
        isNull(waitingListEntries.seatCategory),
        isNull(waitingListEntries.capacityAssignmentId),
        available === null ? undefined : lte(waitingListEntries.quantity, available),
      ),
    )
    .orderBy(asc(waitingListEntries.id))
    .limit(1);
  return entry;
}

/** One offer on a line, under its lock: null when no waiting party fits what is free (or the price is not on sale). */
async function offerNextOnLine(ctx: AppContext, event: EventRow, line: Line, ticketId: number): Promise<EntryRow | null> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockLine(ctx, tx, line);
      const stock = await lineStock(tx, event.id, { ticketId, ...line });
      if (!stock || (stock.available !== null && stock.available <= 0) || stock.status !== 'ON_SALE') return null;
      const entry = await firstFitting(tx, line, stock.available);
      return entry ? offerEntry(ctx, tx, event, entry) : null;
    });
  } catch (error) {
    // Someone else took the units or the entry first: this pass stops on the line; the next one reads it afresh.
    if (error instanceof AppError && ['SOLD_OUT', 'SEATS_NOT_TOGETHER', 'WAITING_LIST_ENTRY_NOT_WAITING', 'BUSY'].includes(error.code))
      return null;
    throw error;
  }
}

/**
 * An event's offer pass: holds that ran out are released (a lapsed offer's units among them), offers that settled
 * are marked, then each line with waiting entries offers its free units, entry by entry, until no waiting party
 * fits. With `waiting_list_offers` MANUAL only the organizer offers (offerNow). Safe to run anywhere, any number of
 * times, in parallel. Returns the offers made.
 */
export async function runOfferPass(ctx: AppContext, eventId: number): Promise<number> {
  const [event] = await ctx.db.select().from(events).where(eq(events.id, eventId));
  if (!event) return 0;
  await releaseStaleHolds(ctx, eventId);
  await settleOffers(ctx.db, { eventId });
  if (event.status !== 'LIVE' || settingsOf(event).waiting_list_offers !== 'AUTOMATIC') return 0;
  const lines = await ctx.db
    .selectDistinct({
      priceId: waitingListEntries.ticketPriceId,
      dateId: waitingListEntries.eventDateId,
      ticketId: waitingListEntries.ticketId,
      category: waitingListEntries.seatCategory,
      pool: waitingListEntries.capacityAssignmentId,
    })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.eventId, eventId), eq(waitingListEntries.status, 'WAITING')));
  let offers = 0;
  for (const { ticketId, category, pool, ...line } of lines) {
    if (category !== null || pool !== null) continue;
    while (await offerNextOnLine(ctx, event, line, ticketId)) offers += 1;
  }
  const shared = new Map<string, SharedLine>();
  for (const { category, pool, dateId } of lines) {
    if (pool !== null) shared.set(`pool:${dateId}:${pool}`, poolShared(ctx, event, { assignmentId: pool, dateId }));
    else if (category !== null) shared.set(`seats:${dateId}:${category}`, categoryShared(ctx, event, { category, dateId }));
  }
  for (const line of shared.values()) {
    const unseated = new Set<number>();
    for (;;) {
      const made = await offerNextOnSharedLine(ctx, event, line, unseated);
      if (made === 'NONE') break;
      if (made === 'OFFERED') offers += 1;
    }
  }
  return offers;
}

/**
 * A line several prices share: a seat category's or a capacity pool's on a date. `lock` takes its advisory lock,
 * `free` counts its room (null: no limit), `entries` selects its waiting entries.
 */
interface SharedLine {
  dateId: number;
  lock: (tx: Db) => Promise<void>;
  free: (tx: Db) => Promise<number | null>;
  entries: SQL;
}

function categoryShared(ctx: AppContext, event: EventRow, line: CategoryLine): SharedLine {
  return {
    dateId: line.dateId,
    lock: (tx) => lockCategoryLine(ctx, tx, event.id, line),
    free: async (tx) => (await freeInCategory(tx, event.id, line)) ?? 0,
    entries: and(eq(waitingListEntries.eventId, event.id), eq(waitingListEntries.seatCategory, line.category))!,
  };
}

function poolShared(ctx: AppContext, event: EventRow, line: PoolLine): SharedLine {
  return {
    dateId: line.dateId,
    lock: (tx) => lockPoolLine(ctx, tx, line),
    free: (tx) => freeInPool(tx, event.id, line),
    entries: eq(waitingListEntries.capacityAssignmentId, line.assignmentId),
  };
}

/**
 * One offer on a shared line (a seat category's or a pool's), under its lock: the first entry in order (of any price
 * of the line) whose whole party fits both the line's free room and its price's free units (every pool of the price
 * included), offered best available seats on a seated price. A party that cannot be seated together is passed over in
 * this pass (it keeps its place: 'SKIPPED'); 'NONE' when no waiting party fits.
 */
async function offerNextOnSharedLine(
  ctx: AppContext,
  event: EventRow,
  line: SharedLine,
  unseated: Set<number>,
): Promise<'OFFERED' | 'SKIPPED' | 'NONE'> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await line.lock(tx);
      const free = await line.free(tx);
      if (free !== null && free <= 0) return 'NONE';
      const candidates = await tx
        .select()
        .from(waitingListEntries)
        .where(
          and(
            line.entries,
            eq(waitingListEntries.eventDateId, line.dateId),
            eq(waitingListEntries.status, 'WAITING'),
            free === null ? undefined : lte(waitingListEntries.quantity, free),
            unseated.size > 0 ? notInArray(waitingListEntries.id, [...unseated]) : undefined,
          ),
        )
        .orderBy(asc(waitingListEntries.id))
        .limit(SHARED_CANDIDATES);
      const stocks = new Map<number, Awaited<ReturnType<typeof lineStock>>>();
      for (const entry of candidates) {
        if (!stocks.has(entry.ticketPriceId)) {
          stocks.set(
            entry.ticketPriceId,
            await lineStock(tx, event.id, { ticketId: entry.ticketId, priceId: entry.ticketPriceId, dateId: line.dateId }),
          );
        }
        const stock = stocks.get(entry.ticketPriceId);
        if (!stock || stock.status !== 'ON_SALE' || (stock.available !== null && stock.available < entry.quantity)) continue;
        try {
          await offerEntry(ctx, tx, event, entry);
        } catch (error) {
          if (error instanceof AppError && error.code === 'SEATS_NOT_TOGETHER') throw new CannotSeat(entry.id);
          throw error;
        }
        return 'OFFERED';
      }
      return 'NONE';
    });
  } catch (error) {
    if (error instanceof CannotSeat) {
      unseated.add(error.entryId);
      return 'SKIPPED';
    }
    if (error instanceof AppError && ['SOLD_OUT', 'WAITING_LIST_ENTRY_NOT_WAITING', 'BUSY'].includes(error.code)) return 'NONE';
    throw error;
  }
}

/** How many waiting parties of a shared line one offer looks at (past those whose price has no units left). */
const SHARED_CANDIDATES = 50;

/**
 * The organizer's "offer now" for one entry, whatever its place and the event's mode: 409
 * WAITING_LIST_ENTRY_NOT_WAITING unless it waits, 409 SOLD_OUT when its whole party is not free.
 */
export async function offerNow(ctx: AppContext, event: EventRow, entryId: number): Promise<void> {
  if (event.status !== 'LIVE') throw new AppError('EVENT_UNAVAILABLE');
  await releaseStaleHolds(ctx, event.id);
  await ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(waitingListEntries).where(eq(waitingListEntries.id, entryId));
    if (!entry || entry.eventId !== event.id) throw new AppError('NOT_FOUND');
    if (entry.capacityAssignmentId !== null)
      await lockPoolLine(ctx, tx, { assignmentId: entry.capacityAssignmentId, dateId: entry.eventDateId });
    else if (entry.seatCategory !== null)
      await lockCategoryLine(ctx, tx, event.id, { category: entry.seatCategory, dateId: entry.eventDateId });
    else await lockLine(ctx, tx, { priceId: entry.ticketPriceId, dateId: entry.eventDateId });
    await offerEntry(ctx, tx, event, entry);
  });
}
