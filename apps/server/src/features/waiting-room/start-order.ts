import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { type Db, rowsOf } from '../../platform/db/client.js';
import { isDatabaseUnavailable, isLockContention } from '../../platform/db/errors.js';
import { AppError } from '../../platform/errors.js';
import { readAdmission } from './admission-token.js';
import { recordArrival, recordOrderAnswer } from './load.js';
import { roomIsOpen, roomState } from './room-state.js';

/** How long an order request in flight keeps its admission; a process that dies mid-order frees it after this. */
const IN_FLIGHT_SECONDS = 30;

/**
 * The waiting room's part of an order (API.md "On-sale"). Without an enabled room it lets the order through (null).
 * An enabled room counts the order's arrival and its answer into the shared load (load.ts), open or not. An open
 * room needs a signed, unexpired admission of this event (403 QUEUE_REQUIRED), checked without the database, and
 * takes the admission by one conditional write: none in flight, and no earlier order of it still holding stock
 * (409 ADMISSION_IN_USE). So one admission starts one order at a time, in any number of processes.
 *
 * An order sent with an Idempotency-Key takes the admission later, in its own transaction right after its key
 * (`inOrderTransaction`, RoomOrder.take): a repeat of it then waits on the key like any repeat (docs/idempotency.md)
 * and answers the first attempt's order, in flight or done, without touching the admission.
 */
export async function startAdmittedOrder(
  ctx: AppContext,
  eventId: number,
  header: unknown,
  options: { inOrderTransaction?: boolean } = {},
): Promise<RoomOrder | null> {
  const { room } = await roomState(ctx.db, eventId);
  if (!room?.enabled) return null;
  recordArrival(ctx, eventId);
  if (!roomIsOpen(room)) return new RoomOrder(ctx, eventId, null, false);
  const admission = typeof header === 'string' ? readAdmission(ctx.config.appSecret, header) : null;
  if (!admission || admission.eventId !== eventId || admission.expiresAt.getTime() <= Date.now()) {
    throw new AppError('QUEUE_REQUIRED');
  }
  const order = new RoomOrder(ctx, eventId, admission.entryId, !!options.inOrderTransaction);
  if (!options.inOrderTransaction) await order.take(ctx.db);
  return order;
}

/** An order of an event with an enabled room: under an admission (entryId) while the room is open, else without. */
export class RoomOrder {
  private readonly started = performance.now();
  /** This request holds the admission (its take committed), so frees it once the order answers. */
  private held = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly eventId: number,
    readonly entryId: number | null,
    /** The admission is taken in the order's transaction (take(tx)), not before it. */
    readonly inOrderTransaction: boolean,
  ) {}

  /**
   * Takes the admission by its conditional write, in `db` (the order's transaction when inOrderTransaction; the
   * row stays locked until it ends, so another take of it waits and then finds it busy), else 409 ADMISSION_IN_USE.
   *
   * The entry's row is locked first and checked by the next statement. A statement that waits for a row re-checks,
   * once the row is free, only that row against the snapshot it started with: its look at the orders would miss the
   * order that the holder of the row has just committed, and take an admission whose order still holds stock.
   */
  async take(db: Db): Promise<void> {
    if (this.entryId === null) return;
    const taken = this.inOrderTransaction ? await this.takeIn(db) : await this.ctx.db.transaction((tx) => this.takeIn(tx));
    if (!taken) throw new AppError('ADMISSION_IN_USE');
    if (!this.inOrderTransaction) this.held = true;
  }

  private async takeIn(tx: Db): Promise<boolean> {
    await tx.execute(sql`SELECT 1 FROM queue_entries WHERE id = ${this.entryId} FOR UPDATE`);
    // The control test (unsafeDisableStockLocking) drops the condition, to show the race it closes.
    const free = this.ctx.config.unsafeDisableStockLocking
      ? sql`true`
      : sql`(q.busy_until IS NULL OR q.busy_until < now())
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = q.order_id AND stagedoor_order_holds_stock(o))`;
    const taken = rowsOf<{ id: unknown }>(
      await tx.execute(sql`
        UPDATE queue_entries q SET busy_until = now() + make_interval(secs => ${IN_FLIGHT_SECONDS})
        WHERE q.id = ${this.entryId} AND q.event_id = ${this.eventId} AND q.admitted_at IS NOT NULL AND ${free}
        RETURNING q.id`),
    );
    return taken.length > 0;
  }

  /**
   * Runs the order: measures its answer, and when this request held the admission frees it after and remembers
   * the order it made. Taken in the order's transaction, the admission is held when that transaction made the
   * order (`created`); a repeat that read back its first attempt's order took nothing, and a failed attempt's take
   * rolled back with it.
   */
  async run<T extends { order: { short_id: string }; created?: boolean }>(order: () => Promise<T>): Promise<T> {
    let shortId: string | null = null;
    let busy = false;
    try {
      const result = await order();
      shortId = result.order.short_id;
      if (this.inOrderTransaction && this.entryId !== null && result.created) this.held = true;
      return result;
    } catch (error) {
      busy = (error instanceof AppError && error.code === 'BUSY') || isLockContention(error) || isDatabaseUnavailable(error);
      throw error;
    } finally {
      recordOrderAnswer(this.ctx, this.eventId, performance.now() - this.started, busy);
      if (this.held) {
        await this.ctx.db.execute(sql`
          UPDATE queue_entries SET busy_until = NULL,
            order_id = coalesce((SELECT id FROM orders WHERE event_id = ${this.eventId} AND short_id = ${shortId}), order_id)
          WHERE id = ${this.entryId}`);
      }
    }
  }
}
