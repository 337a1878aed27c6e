import type { Locale, PublicOrder, ReserveOrderInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { EarlierAnswers, IdempotencyKey } from '../../platform/http/idempotency.js';
import { releaseStaleHolds } from './expire-orders.js';
import { wantedLines, type WantedLine } from './check-purchase.js';
import { StaleHoldsFound } from './read-what-is-bought.js';
import type { GateTicket, ReservationGate } from './reservation-gate.js';
import { orderIdempotencyScope, reserve, reserveAlone, type Attempt, type ReservedOrder } from './reserve-alone.js';
import { mayReserveTogether, reserveTogether } from './reserve-together.js';

export interface ReserveOrderOptions {
  eventId: number;
  input: ReserveOrderInput;
  locale: Locale;
  idempotencyKey: IdempotencyKey | null;
  /** The buyer's address as clientKeyOf() hashes it; null leaves the order out of MAX_HOLDS_PER_CLIENT. */
  clientKey: string | null;
  /** The address's key when clientKey is a browser's (holder-key.ts): counted against MAX_HOLDS_PER_ADDRESS. */
  addressKey?: string | null;
  /** This process's gate for reservations of the same prices and date (read, check and hold); none lets all at once. */
  gate?: ReservationGate;
  /**
   * How a reservation with an Idempotency-Key that waited at the gate while its prices were found sold out answers:
   * from its key alone (docs/idempotency.md). Without it, such a reservation waits for its own turn.
   */
  earlierAnswers?: EarlierAnswers;
  /**
   * A waiting-list offer (docs/waiting-list.md): the hold is written in the caller's transaction (which moved the
   * entry to OFFERED), lasts until the offer lapses, and passes the list's own guard. Run-out holds were released by
   * the caller, which reserves with no gate and no Idempotency-Key.
   */
  offer?: { db: Db; reservedUntil: Date; entryId: number };
  /** With an Idempotency-Key: a step of the order's transaction after its key (a waiting-room admission's take). */
  admission?: (tx: Db) => Promise<void>;
}

/**
 * Holds tickets for a buyer until the event's order timeout (docs/locking.md).
 * The app reads the catalogue, checks the ticket rules and prices the order; then
 * one statement (`stagedoor_reserve_order`) locks the capacity assignments and the
 * promo code, re-checks what they protect, writes the order and takes the stock
 * last by conditional increments, so every line is held or nothing is (409 SOLD_OUT).
 * The same statement refuses a client with MAX_HOLDS_PER_CLIENT unpaid holds on the
 * event already (429 TOO_MANY_HOLDS), so that holds alone cannot empty a small ticket.
 * `created` is false when an Idempotency-Key repeat read back the order its first attempt held.
 */
export async function reserveOrder(ctx: AppContext, options: ReserveOrderOptions): Promise<ReservedOrder> {
  const wanted = wantedLines(options.input);
  if (options.offer) return { order: await reserve(ctx, options.offer.db, options, wanted, { stopOnStaleHolds: false }), created: true };
  return reserveWanted(ctx, options, wanted);
}

async function reserveWanted(ctx: AppContext, options: ReserveOrderOptions, wanted: WantedLine[]): Promise<ReservedOrder> {
  // Holds of this event whose time ran out give their stock back before a purchase counts
  // the held counters. The purchase itself notices them; only then are they released (in
  // their own transactions) and the purchase starts over, so the usual case costs nothing.
  try {
    return await attemptReservation(ctx, options, wanted, { stopOnStaleHolds: true });
  } catch (error) {
    if (!(error instanceof StaleHoldsFound)) throw error;
    await releaseStaleHolds(ctx, options.eventId);
    return attemptReservation(ctx, options, wanted, { stopOnStaleHolds: false });
  }
}

async function attemptReservation(
  ctx: AppContext,
  options: ReserveOrderOptions,
  wanted: WantedLine[],
  attempt: Attempt,
): Promise<ReservedOrder> {
  const { gate } = options;
  const alone = () => reserveAlone(ctx, options, wanted, attempt);
  if (!gate) return alone();
  // The whole attempt passes the gate, its read included: while a rush waits there, the first reservation to find the
  // prices sold out answers for those that were waiting, which then read nothing (docs/locking.md, "A rush"). One with
  // a key passes it before its transaction begins, so that waiting there holds no connection.
  const ticket = gateTicket(options, wanted);
  const soldOut = answerFromKey(options);
  if (attempt.stopOnStaleHolds && mayReserveTogether(options)) {
    return gate.runTogether(ticket, { options, wanted }, (members) => reserveTogether(ctx, members), soldOut);
  }
  return gate.run(ticket, alone, soldOut);
}

/**
 * How a reservation with an Idempotency-Key answers when its prices were found sold out while it waited at the gate: a
 * repeat of an earlier attempt answers that attempt's order (once it has ended, if it is in flight), and a first attempt
 * answers SOLD_OUT without reading the stock (docs/idempotency.md). None without a key, or without `earlierAnswers`.
 */
function answerFromKey(options: ReserveOrderOptions): (() => Promise<ReservedOrder>) | undefined {
  const { idempotencyKey, earlierAnswers } = options;
  if (!idempotencyKey || !earlierAnswers) return undefined;
  return async () => {
    const scope = orderIdempotencyScope(options.eventId);
    const earlier = await earlierAnswers.ask<PublicOrder>({ scope, key: idempotencyKey, request: options.input });
    if (!earlier) throw new AppError('SOLD_OUT');
    return { order: earlier, created: false };
  };
}

/**
 * The gate's view of a reservation: its event, date and prices, and the units of each. The date is part of the key, as
 * are the places a line names (a standing area, chosen seats): a price sold out on one date may still have room on
 * another, and a full standing area says nothing of another area of the same price.
 */
export function gateTicket(options: Pick<ReserveOrderOptions, 'eventId' | 'input' | 'idempotencyKey'>, wanted: WantedLine[]): GateTicket {
  const quantities = new Map<number, number>();
  for (const line of wanted) quantities.set(line.priceId, (quantities.get(line.priceId) ?? 0) + line.quantity);
  const places = options.input.tickets
    .flatMap((ticket) => ticket.quantities)
    .flatMap((line) => {
      if (line.quantity === 0) return [];
      if (line.standing_area_id) return [`${line.price_id}@${line.standing_area_id}`];
      if (line.seat_ids) return [`${line.price_id}@${[...line.seat_ids].sort().join('+')}`];
      return [];
    })
    .sort();
  const prices = [...quantities.keys()].sort((a, b) => a - b).join(',');
  const key = `${options.eventId}:${options.input.date_id ?? ''}:${prices}${places.length > 0 ? `:${places.join(',')}` : ''}`;
  return { key, quantities, shareable: !options.idempotencyKey };
}
