import { sql } from 'drizzle-orm';
import type { PublicOrder } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { rowFromJson, rowsOf, type Db } from '../../platform/db/client.js';
import { attendees, orderItems, orders } from '../../platform/db/schema.js';
import { newPublicReference, newShortId } from '../../platform/short-id.js';
import type { TicketState } from '../tickets/catalogue-state.js';
import type { PricedOrder } from '../pricing/price-order.js';
import { settingsOf } from '../events/present-event.js';
import { LOCK_TIMEOUT_MS, refusalOf, roomOf, stockPayload, withRefusals, type PromoCheck } from './locking.js';
import type { StoredAnswerRow } from '../../platform/http/idempotency.js';
import { presentPublicOrder } from './present-public-order.js';
import type { WantedLine } from './check-purchase.js';
import type { WhatIsBought } from './read-what-is-bought.js';
import type { ReserveOrderOptions } from './reserve-order.js';
import { takesSeats } from '../seat-claims/seated-lines.js';
import { reserveWithSeats, type SeatsPayload } from '../seat-claims/reserve-seats.js';

/**
 * The hold step of a reservation (reserve-order.ts), the last of read, check, price and hold: what was read, checked
 * and priced becomes the payload of one `stagedoor_reserve_order` call (docs/locking.md).
 */

interface Reservation {
  order: Record<string, unknown>;
  items: Record<string, unknown>[];
  attendees: Record<string, unknown>[];
}

/** Hold: one call of `stagedoor_reserve_order` locks, re-checks, writes the order and takes the stock. */
export async function hold(
  ctx: AppContext,
  db: Db,
  options: ReserveOrderOptions,
  wanted: WantedLine[],
  read: WhatIsBought,
  catalogue: TicketState[],
  priced: PricedOrder,
): Promise<PublicOrder> {
  const payload = holdPayload(ctx, options, wanted, read, catalogue, priced);
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
            eventId: options.eventId,
            dateId: read.dateId,
            heldUntil: new Date(payload.order.reserved_until),
            inTransaction: options.idempotencyKey !== null || !!options.offer,
            reader: ctx.db,
          },
          write,
        )
      : await write(db);
  return presentReservation(read, reservation);
}

/** What `stagedoor_reserve_orders` returns for one reservation of a group. */
type GroupRow =
  | { reservation: Reservation }
  | { refusal: string; detail: string | null }
  | { stored: StoredAnswerRow }
  | { same_as: number };

/** What became of one reservation of a group, as holdTogether tells it. */
export type GroupAnswer =
  | { kind: 'held'; order: PublicOrder }
  | { kind: 'refused'; error: Error }
  /** Its Idempotency-Key is held by an earlier attempt: that attempt's row. */
  | { kind: 'stored'; row: StoredAnswerRow }
  /** Its Idempotency-Key was taken by the reservation of the group at `position`. */
  | { kind: 'same as'; position: number };

/** A reservation's payload, with its key for one with an Idempotency-Key (as stagedoor_reserve_orders takes it). */
export type GroupPayload = ReturnType<typeof holdPayload> & { idempotency?: { scope: string; key: string; request_hash: string } };

/**
 * Holds a group's reservations (general admission, one read: reserve-order.ts) in one call of
 * `stagedoor_reserve_orders`: each is held or refused alone, and those held commit together. Answers in the order of
 * `payloads`.
 */
export async function holdTogether(db: Db, read: WhatIsBought, payloads: GroupPayload[]): Promise<GroupAnswer[]> {
  const result = await withRefusals(() => db.execute(sql`select stagedoor_reserve_orders(${JSON.stringify(payloads)}::jsonb) as answers`));
  const [{ answers }] = rowsOf<{ answers: GroupRow[] }>(result) as [{ answers: GroupRow[] }];
  if (answers.length !== payloads.length) throw new Error('stagedoor_reserve_orders answered another number of reservations');
  return answers.map((answer): GroupAnswer => {
    if ('reservation' in answer) return { kind: 'held', order: presentReservation(read, answer.reservation) };
    if ('stored' in answer) return { kind: 'stored', row: answer.stored };
    if ('same_as' in answer) return { kind: 'same as', position: answer.same_as };
    const refusal = refusalOf({ code: 'P0001', message: answer.refusal, detail: answer.detail });
    return { kind: 'refused', error: refusal ?? new Error(`Reservation refused: ${answer.refusal}`) };
  });
}

/** The order as its buyer sees it, from what `stagedoor_reserve_order` wrote. */
export function presentReservation(read: WhatIsBought, reservation: Reservation): PublicOrder {
  return presentPublicOrder({
    order: rowFromJson(orders, reservation.order),
    items: reservation.items.map((item) => rowFromJson(orderItems, item)),
    attendees: reservation.attendees.map((attendee) => rowFromJson(attendees, attendee)),
    // The date was read with the purchase: the answer names it without reading it again.
    dates: new Map([[read.dateId, read.date]]),
  });
}

/** What was read, checked and priced, as the payload of `stagedoor_reserve_order` (without the seats of an order). */
export function holdPayload(
  ctx: AppContext,
  options: ReserveOrderOptions,
  wanted: WantedLine[],
  read: WhatIsBought,
  catalogue: TicketState[],
  priced: PricedOrder,
) {
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
  return {
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
}
