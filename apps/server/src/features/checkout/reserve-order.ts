import type { Locale, PublicOrder, ReserveOrderInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { withIdempotency, type EarlierAnswers, type IdempotencyKey } from '../../platform/http/idempotency.js';
import { priceOrder } from '../pricing/price-order.js';
import { releaseStaleHolds } from './expire-orders.js';
import { checkWhatIsBought, wantedLines, type WantedLine } from './check-purchase.js';
import { readWhatIsBought, StaleHoldsFound, type WhatIsBought } from './read-what-is-bought.js';
import { hold, holdPayload, holdTogether } from './hold-order.js';
import type { GateTicket, ReservationGate, Settled } from './reservation-gate.js';

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

export interface ReservedOrder {
  order: PublicOrder;
  created: boolean;
}

/** The scope of an order's Idempotency-Key: the event (with the client, idempotency.ts). */
export function orderIdempotencyScope(eventId: number): string {
  return `order:${eventId}`;
}

interface Attempt {
  stopOnStaleHolds: boolean;
}

async function attemptReservation(
  ctx: AppContext,
  options: ReserveOrderOptions,
  wanted: WantedLine[],
  attempt: Attempt,
): Promise<ReservedOrder> {
  const { idempotencyKey, gate } = options;
  // The whole attempt passes the gate, its read included: while a rush waits there, the first reservation to find the
  // prices sold out answers for those that were waiting, which then read nothing (docs/locking.md, "A rush").
  if (!idempotencyKey) {
    if (gate && attempt.stopOnStaleHolds && mayReserveTogether(options)) {
      return {
        order: await gate.runTogether(gateTicket(options, wanted), { options, wanted }, (members) => reserveTogether(ctx, members)),
        created: true,
      };
    }
    const reserveNow = () => reserve(ctx, ctx.db, options, wanted, attempt);
    return { order: await (gate ? gate.run(gateTicket(options, wanted), reserveNow) : reserveNow()), created: true };
  }
  // The key is written in the same transaction as the order, so a repeat waits for the first attempt. Such an attempt
  // passes the gate before its transaction begins, so that waiting there holds no connection (docs/locking.md).
  const scope = orderIdempotencyScope(options.eventId);
  const run = () =>
    ctx.db.transaction((tx) =>
      withIdempotency<PublicOrder>(tx, { scope, key: idempotencyKey, request: options.input }, async () => {
        await options.admission?.(tx);
        return reserve(ctx, tx, options, wanted, attempt);
      }),
    );
  // Its prices were found sold out while it waited at the gate: a repeat of an earlier attempt answers that attempt's
  // order (once it has ended, if it is in flight), and a first attempt answers SOLD_OUT without reading the stock.
  const { earlierAnswers } = options;
  const soldOut = earlierAnswers
    ? async () => {
        const earlier = await earlierAnswers.ask<PublicOrder>({ scope, key: idempotencyKey, request: options.input });
        if (!earlier) throw new AppError('SOLD_OUT');
        return { value: earlier, repeated: true };
      }
    : undefined;
  const { value: order, repeated } = gate ? await gate.run(gateTicket(options, wanted), run, soldOut) : await run();
  return { order, created: !repeated };
}

/**
 * One attempt, in four steps, one file each: read what is bought (the purchase, the promo code, the capacity in use:
 * read-what-is-bought.ts), check it against the ticket rules (check-purchase.ts), price it (pricing/price-order.ts),
 * and hold it in one statement (hold-order.ts). The reads run in this order, each once; checking and pricing read
 * nothing. The caller has passed the gate.
 */
async function reserve(
  ctx: AppContext,
  db: Db,
  options: ReserveOrderOptions,
  wanted: WantedLine[],
  attempt: Attempt,
): Promise<PublicOrder> {
  const read = await readWhatIsBought(db, options, wanted, attempt);
  const checked = checkWhatIsBought(ctx, read, wanted);
  const priced = priceOrder(checked.lines, read.pricingPromo);
  return hold(ctx, db, options, wanted, read, checked.catalogue, priced);
}

/**
 * The most reservations a group at the gate holds in one statement: each is a subtransaction there, and 50 stay under
 * the 64 a backend keeps in its own cache.
 */
export const RESERVATIONS_PER_STATEMENT = 50;

/** A reservation of a group at the gate (ReservationGate.runTogether). */
interface GroupMember {
  options: ReserveOrderOptions;
  wanted: WantedLine[];
}

/**
 * Whether a reservation may be taken in a group: one without an Idempotency-Key (its answer is its own), a waiting-list
 * offer or an admission (steps in a caller's transaction), a promo code (checked and counted on its own) or seats.
 */
function mayReserveTogether(options: ReserveOrderOptions): boolean {
  const { input } = options;
  if (options.idempotencyKey || options.offer || options.admission || input.promo_code) return false;
  return input.tickets.every((ticket) =>
    ticket.quantities.every((line) => !line.seat_ids && !line.best_available && line.standing_area_id === undefined),
  );
}

/**
 * A group of reservations of the same prices and date (docs/locking.md, "A rush"): what is bought is read once for
 * them all, each is checked and priced on its own, and one statement holds each or refuses it alone. The group came
 * together at the gate after each of its members arrived, so the one reading answers for them all. A group of one is a
 * reservation as any other. When the read refuses (an event no longer on sale, a seated price without seats) or finds
 * a seated event, the members go one after another, each the usual way, so that each answers as it would have alone.
 */
async function reserveTogether(ctx: AppContext, members: GroupMember[], stopOnStaleHolds = true): Promise<Settled<PublicOrder>[]> {
  const [first] = members as [GroupMember];
  // Alone: the usual way, which answers a run-out hold as reserveWanted expects.
  if (members.length === 1) return [await settle(() => reserve(ctx, ctx.db, first.options, first.wanted, { stopOnStaleHolds }))];
  const oneByOne = async () => {
    const settled: Settled<PublicOrder>[] = [];
    for (const member of members)
      settled.push(await settle(() => reserve(ctx, ctx.db, member.options, member.wanted, { stopOnStaleHolds: false })));
    return settled;
  };
  let read: WhatIsBought;
  try {
    read = await readWhatIsBought(ctx.db, first.options, first.wanted, { stopOnStaleHolds });
  } catch (error) {
    if (!(error instanceof StaleHoldsFound)) return oneByOne();
    await releaseStaleHolds(ctx, first.options.eventId);
    return reserveTogether(ctx, members, false);
  }
  if (read.plan) return oneByOne();
  const settled: Settled<PublicOrder>[] = [];
  const held: { index: number; payload: ReturnType<typeof holdPayload> }[] = [];
  members.forEach((member, index) => {
    try {
      const checked = checkWhatIsBought(ctx, read, member.wanted);
      const priced = priceOrder(checked.lines, read.pricingPromo);
      held.push({ index, payload: holdPayload(ctx, member.options, member.wanted, read, checked.catalogue, priced) });
    } catch (error) {
      settled[index] = { ok: false, error };
    }
  });
  const answers =
    held.length > 0
      ? await holdTogether(
          ctx.db,
          read,
          held.map((entry) => entry.payload),
        )
      : [];
  answers.forEach((answer, position) => {
    settled[held[position]!.index] = answer;
  });
  return settled;
}

async function settle<T>(work: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
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
