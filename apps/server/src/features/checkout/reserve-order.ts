import { sql } from 'drizzle-orm';
import type { Locale, OrderDate, PublicOrder, ReserveOrderInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { rowFromJson, rowsOf, type Db } from '../../platform/db/client.js';
import { attendees, eventDatePrices, orderItems, orders, ticketPrices, tickets, type events } from '../../platform/db/schema.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { withIdempotency, type IdempotencyKey } from '../../platform/http/idempotency.js';
import { newPublicReference, newShortId } from '../../platform/short-id.js';
import type { TicketPriceRow, TicketRow, TicketState } from '../tickets/catalogue-state.js';
import { capacityUsage, heldByPrice, priceOnDate } from '../tickets/availability.js';
import { pickPurchaseDate } from '../event-dates/purchase-date.js';
import { presentOrderDate } from '../event-dates/order-dates.js';
import { priceOrder, type PricedOrder, type PricingPromo, type PricingTaxOrFee } from '../pricing/price-order.js';
import { findUsablePromoCode, pricingPromoOf } from '../promo-codes/find-usable-promo-code.js';
import { settingsOf } from '../events/present-event.js';
import { LOCK_TIMEOUT_MS, roomOf, stockPayload, withRefusals, type PromoCheck } from './locking.js';
import { releaseStaleHolds } from './expire-orders.js';
import { presentPublicOrder } from './present-public-order.js';
import { checkWhatIsBought, wantedLines, type WantedLine } from './check-purchase.js';
import type { GateTicket, ReservationGate } from './reservation-gate.js';
import { eventPlanOfVersion, readEventPlan, type EventPlan } from '../seat-map/event-plan.js';
import { seatedLinesOf, takesSeats, type SeatedLine } from '../seat-claims/seated-lines.js';
import { reserveWithSeats, type SeatsPayload } from '../seat-claims/reserve-seats.js';

export interface ReserveOrderOptions {
  eventId: number;
  input: ReserveOrderInput;
  locale: Locale;
  idempotencyKey: IdempotencyKey | null;
  /** The buyer's address as clientKeyOf() hashes it; null leaves the order out of MAX_HOLDS_PER_CLIENT. */
  clientKey: string | null;
  /** The address's key when clientKey is a browser's (holder-key.ts): counted against MAX_HOLDS_PER_ADDRESS. */
  addressKey?: string | null;
  /** This process's gate for holds of the same prices (the step that waits for their row locks); none holds at once. */
  gate?: ReservationGate;
  /**
   * A waiting-list offer (docs/waiting-list.md): the hold is written in the caller's transaction (which moved the
   * entry to OFFERED), lasts until the offer lapses, and passes the list's own guard. Run-out holds were released by
   * the caller, which reserves with no gate and no Idempotency-Key.
   */
  offer?: { db: Db; reservedUntil: Date; entryId: number };
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

class StaleHoldsFound extends Error {}

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
  if (!idempotencyKey) return { order: await reserve(ctx, ctx.db, options, wanted, attempt), created: true };
  // The key is written in the same transaction as the order, so a repeat waits for the first attempt. Such an attempt
  // passes the gate before its transaction begins, so that waiting there holds no connection (docs/locking.md).
  const run = () =>
    ctx.db.transaction((tx) =>
      withIdempotency<PublicOrder>(tx, { scope: orderIdempotencyScope(options.eventId), key: idempotencyKey, request: options.input }, () =>
        reserve(ctx, tx, options, wanted, attempt),
      ),
    );
  const { value: order, repeated } = gate ? await gate.run(gateTicket(options, wanted), run) : await run();
  return { order, created: !repeated };
}

type EventRow = typeof events.$inferSelect;

interface PurchaseRead {
  event: { account_id: number; status: EventRow['status']; currency: string; settings: EventRow['settings'] };
  stale_holds: boolean;
  /** The event is sold with a seating plan (event_seating). */
  seated: boolean;
  /** That plan's id, name and version (updated_at); null for general admission. */
  seating_plan: { id: number; name: string; updated_at: string } | null;
  dates_count: number;
  date: {
    id: number;
    status: string;
    capacity: number | null;
    ended: boolean;
    start_date: string;
    end_date: string | null;
    label: string | null;
  } | null;
  lines: {
    ticket: Record<string, unknown>;
    price: Record<string, unknown>;
    taxes: PricingTaxOrFee[];
    assignment_ids: number[];
    date_price: Record<string, unknown> | null;
    /** The seat category the price sells; null when it is sold without seats. */
    seat_category: string | null;
  }[];
}

/**
 * The event (with whether any of its holds ran out unreleased), the date bought for (the one named, or the only
 * one) with how many the event has, and the tickets and prices being bought, each with its active taxes and fees,
 * its capacity assignments and its row on that date: one call of `stagedoor_purchase_read`, whose plan the
 * database keeps. A ONE_DATE price comes as sold on the date (its overrides, its counter: docs/dates.md).
 */
async function readPurchase(db: Db, eventId: number, priceIds: number[], dateId: number | null) {
  const result = await db.execute(
    sql`select stagedoor_purchase_read(${eventId}, ${`{${priceIds.join(',')}}`}::integer[], ${dateId}::integer) as purchase`,
  );
  const purchase = rowsOf<{ purchase: PurchaseRead | null }>(result)[0]?.purchase;
  if (!purchase) return null;
  return {
    event: {
      accountId: purchase.event.account_id,
      status: purchase.event.status,
      currency: purchase.event.currency,
      settings: purchase.event.settings,
    },
    staleHolds: purchase.stale_holds,
    seated: purchase.seated,
    seatingPlan: purchase.seating_plan ?? null,
    datesCount: purchase.dates_count,
    date: purchase.date,
    lines: purchase.lines.map((line) => {
      const ticket = rowFromJson(tickets, line.ticket);
      const onDate = line.date_price ? rowFromJson(eventDatePrices, line.date_price) : null;
      return {
        ticket,
        price: priceOnDate(rowFromJson(ticketPrices, line.price), ticket.validity, onDate),
        taxes: line.taxes,
        assignmentIds: line.assignment_ids,
        seatCategory: line.seat_category,
      };
    }),
  };
}

interface Reservation {
  order: Record<string, unknown>;
  items: Record<string, unknown>[];
  attendees: Record<string, unknown>[];
}

type Purchase = NonNullable<Awaited<ReturnType<typeof readPurchase>>>;
type UsablePromo = NonNullable<Awaited<ReturnType<typeof findUsablePromoCode>>>;

/**
 * One attempt, in four steps: read what is bought (the purchase, the promo code, the
 * capacity in use), check it against the ticket rules, price it, and hold it in one
 * statement. The reads run in this order, each once; checking and pricing read nothing.
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
  const take = () => hold(ctx, db, options, wanted, read, checked.catalogue, priced);
  // Without an Idempotency-Key only the hold passes the gate; with one, the whole attempt did (attemptReservation).
  return options.gate && !options.idempotencyKey ? options.gate.run(gateTicket(options, wanted), take) : take();
}

/** The gate's view of a reservation: its event and prices, and the units of each. */
function gateTicket(options: ReserveOrderOptions, wanted: WantedLine[]): GateTicket {
  const quantities = new Map<number, number>();
  for (const line of wanted) quantities.set(line.priceId, (quantities.get(line.priceId) ?? 0) + line.quantity);
  const key = `${options.eventId}:${[...quantities.keys()].sort((a, b) => a - b).join(',')}`;
  return { key, quantities, shareable: !options.idempotencyKey };
}

interface WhatIsBought {
  event: Purchase['event'];
  /** The date bought for, and how the order's answer names it. */
  dateId: number;
  date: OrderDate;
  found: Purchase['lines'];
  ticketRows: TicketRow[];
  priceRows: TicketPriceRow[];
  taxes: Map<number, PricingTaxOrFee[]>;
  assignmentIds: number[];
  promo: UsablePromo | null;
  pricingPromo: PricingPromo | null;
  capacity: Awaited<ReturnType<typeof capacityUsage>>;
  /** The event's seating plan (null for general admission) and every line with its seats (seat-claims). */
  plan: EventPlan | null;
  seatedLines: SeatedLine[];
}

/** Read: the event and what is bought, the promo code, and the capacity assignments' use when any applies. */
async function readWhatIsBought(
  db: Db,
  options: ReserveOrderOptions,
  wanted: WantedLine[],
  { stopOnStaleHolds }: Attempt,
): Promise<WhatIsBought> {
  const { eventId, input } = options;
  const priceIds = [...new Set(wanted.map((line) => line.priceId))];
  const read = await readPurchase(db, eventId, priceIds, input.date_id ?? null);
  if (!read || read.event.status !== 'LIVE') throw new AppError('NOT_FOUND', { message: 'error.EVENT_UNAVAILABLE' });
  const date = await pickPurchaseDate(read.datesCount, input.date_id, 'date_id', () => read.date ?? undefined);
  // Checked again under the date's lock by the write.
  if (date.status !== 'SCHEDULED' || date.ended) throw new AppError('DATE_CANCELLED');
  if (read.staleHolds && stopOnStaleHolds) throw new StaleHoldsFound();
  const found = read.lines;
  if (found.length !== priceIds.length) throw fieldError('tickets', 'validation.ticket_not_found');

  const assignmentIds = [...new Set(found.flatMap((row) => row.assignmentIds))].sort((a, b) => a - b);
  // Read without locks: the statement that writes the order locks the code and counts its use again.
  const promo = input.promo_code ? await findUsablePromoCode(db, eventId, input.promo_code) : null;
  if (input.promo_code && !promo) throw fieldError('promo_code', 'error.PROMO_CODE_INVALID', 'PROMO_CODE_INVALID');
  // The counters as they stand (run-out holds were released before this attempt). The write
  // re-checks the prices' room and the assignments' room under their locks.
  const capacity = assignmentIds.length > 0 ? await capacityUsage(db, eventId, await heldByPrice(db, eventId, date.id), date.id) : [];
  // A general-admission event reads no plan: only the purchase's own read says whether the event is seated.
  const categoryOfPrice = new Map(found.flatMap((row) => (row.seatCategory === null ? [] : [[row.price.id, row.seatCategory] as const])));
  const plan = !read.seated
    ? null
    : read.seatingPlan
      ? await eventPlanOfVersion(db, read.seatingPlan, categoryOfPrice)
      : await readEventPlan(db, eventId);
  const seatedLines = seatedLinesOf(input, plan, (priceId) => found.find((row) => row.price.id === priceId)?.seatCategory ?? null);
  return {
    event: read.event,
    dateId: date.id,
    date: presentOrderDate({
      startDate: new Date(date.start_date),
      endDate: date.end_date === null ? null : new Date(date.end_date),
      label: date.label,
    }),
    found,
    ticketRows: [...new Map(found.map((row) => [row.ticket.id, row.ticket])).values()],
    priceRows: found.map((row) => row.price),
    taxes: new Map(found.map((row) => [row.ticket.id, row.taxes])),
    assignmentIds,
    promo,
    pricingPromo: promo ? pricingPromoOf(promo) : null,
    capacity,
    plan,
    seatedLines,
  };
}

/** Hold: one call of `stagedoor_reserve_order` locks, re-checks, writes the order and takes the stock. */
async function hold(
  ctx: AppContext,
  db: Db,
  options: ReserveOrderOptions,
  wanted: WantedLine[],
  read: WhatIsBought,
  catalogue: TicketState[],
  priced: PricedOrder,
): Promise<PublicOrder> {
  const { eventId, input } = options;
  const { event, found, promo, priceRows } = read;
  const settings = settingsOf(event);
  const locale = input.locale ?? options.locale;
  const isPass = (ticketId: number) => found.some((row) => row.ticket.id === ticketId && row.ticket.validity === 'ALL_DATES');
  const dateOf = (ticketId: number) => (isPass(ticketId) ? null : read.dateId);
  const room = roomOf(
    wanted.map((line) => ({ ticketId: line.ticketId, quantity: line.quantity, pass: isPass(line.ticketId) })),
    found.flatMap((row) => row.assignmentIds.map((id) => ({ capacityAssignmentId: id, ticketId: row.ticket.id }))),
    { eventId, dateId: read.dateId, sell: true },
  );
  const promoCheck: PromoCheck | null = promo
    ? {
        id: promo.id,
        expect: { discount_type: promo.discountType, discount: promo.discount, applicable_ticket_ids: promo.applicableTicketIds },
      }
    : null;
  const payload = {
    lock_timeout: `${LOCK_TIMEOUT_MS}ms`,
    checks: !ctx.config.unsafeDisableStockLocking,
    event_id: eventId,
    assignments: room.assignments,
    date: room.date,
    promo: promoCheck,
    max_holds: ctx.config.maxHoldsPerClient,
    max_address_holds: ctx.config.maxHoldsPerAddress,
    affiliate_code: input.affiliate_code ?? null,
    ...(options.offer || ctx.config.unsafeDisableWaitingListGuard ? { waiting_list_entry_id: options.offer?.entryId ?? 0 } : {}),
    order: {
      account_id: event.accountId,
      event_id: eventId,
      short_id: newShortId('o'),
      public_reference: newPublicReference(),
      status: 'RESERVED',
      payment_status: priced.totalGross === 0 ? 'NOT_REQUIRED' : 'AWAITING_PAYMENT',
      currency: event.currency,
      locale,
      promo_code_id: promo?.id ?? null,
      promo_code: promo?.code ?? null,
      total_before_additions: priced.totalBeforeAdditions,
      total_fee: priced.totalFee,
      total_tax: priced.totalTax,
      total_gross: priced.totalGross,
      reserved_until: (options.offer?.reservedUntil ?? new Date(Date.now() + settings.order_timeout_in_minutes * 60_000)).toISOString(),
      // A test order is one paid through the test provider: a free order pays nothing, so it is never one.
      is_test: ctx.config.testPayments && priced.totalGross > 0,
      client_key: options.clientKey,
      address_key: options.addressKey ?? null,
      event_date_id: read.dateId,
    },
    items: priced.lines.map((line) => {
      const state = catalogue.find((item) => item.ticket.id === line.ticketId)!;
      return {
        ticket_id: line.ticketId,
        ticket_price_id: line.priceId,
        ticket_title: state.ticket.title,
        price_label: state.prices.find((p) => p.id === line.priceId)!.label,
        quantity: line.quantity,
        price_before_discount: line.unitPriceBeforeDiscount,
        price: line.unitPrice,
        total_before_additions: line.totalBeforeAdditions,
        total_fee: line.totalFee,
        total_tax: line.totalTax,
        total_gross: line.totalGross,
        taxes_and_fees: line.additions,
      };
    }),
    attendees: priced.lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        ticket_id: line.ticketId,
        ticket_price_id: line.priceId,
        short_id: newShortId('a'),
        status: 'AWAITING_PAYMENT',
        event_date_id: dateOf(line.ticketId),
      })),
    ),
    stock: stockPayload(
      priced.lines.map((line) => ({
        priceId: line.priceId,
        quantity: line.quantity,
        expectedPrice: priceRows.find((price) => price.id === line.priceId)!.price,
        dateId: dateOf(line.ticketId),
      })),
    ),
  };
  const write = async (tx: Db, seats?: SeatsPayload) => {
    const body = seats ? { ...payload, seats } : payload;
    const result = await withRefusals(() => tx.execute(sql`select stagedoor_reserve_order(${JSON.stringify(body)}::jsonb) as reservation`));
    return (rowsOf<{ reservation: Reservation }>(result) as [{ reservation: Reservation }])[0].reservation;
  };
  const { plan, seatedLines } = read;
  // An order with seats is one statement too: stagedoor_reserve_order claims them after the stock (docs/locking.md,
  // "Seats"); a seat not free rolls the whole order back.
  const reservation =
    plan && takesSeats(seatedLines)
      ? await reserveWithSeats(
          db,
          seatedLines,
          {
            plan,
            eventId,
            dateId: read.dateId,
            heldUntil: new Date(payload.order.reserved_until),
            inTransaction: options.idempotencyKey !== null || !!options.offer,
            reader: ctx.db,
          },
          write,
        )
      : await write(db);
  return presentPublicOrder({
    order: rowFromJson(orders, reservation.order),
    items: reservation.items.map((item) => rowFromJson(orderItems, item)),
    attendees: reservation.attendees.map((attendee) => rowFromJson(attendees, attendee)),
    // The date was read with the purchase: the answer names it without reading it again.
    dates: new Map([[read.dateId, read.date]]),
  });
}
