import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale, PublicOrder, ReserveOrderInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import {
  attendees,
  capacityAssignmentTickets,
  events,
  orderItems,
  orders,
  taxesAndFees,
  ticketPrices,
  tickets,
  ticketTaxesAndFees,
} from '../../platform/db/schema.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { withIdempotency } from '../../platform/http/idempotency.js';
import { newPublicReference, newShortId } from '../../platform/short-id.js';
import { ticketState, type TicketPriceRow, type TicketRow } from '../tickets/catalogue-state.js';
import { capacityUsage, heldByPrice } from '../tickets/availability.js';
import { priceOrder, promoApplies, type PricingLine, type PricingTaxOrFee } from '../pricing/price-order.js';
import { findUsablePromoCode, pricingPromoOf } from '../promo-codes/find-usable-promo-code.js';
import { settingsOf } from '../events/present-event.js';
import { LOCK_TIMEOUT_MS, lockAssignments, takeStock } from './locking.js';
import { releaseStaleHolds } from './payments.js';
import type { AttendeeRow, OrderItemRow } from './load-order.js';
import { presentPublicOrder } from './present-order.js';

export interface ReserveOrderOptions {
  eventId: number;
  input: ReserveOrderInput;
  locale: Locale;
  idempotencyKey: string | null;
}

interface WantedLine {
  ticketId: number;
  priceId: number;
  quantity: number;
  price: number | undefined;
  index: number;
}

function wantedLines(input: ReserveOrderInput): WantedLine[] {
  const lines = input.tickets.flatMap((ticket, index) =>
    ticket.quantities.map((q) => ({ ticketId: ticket.ticket_id, priceId: q.price_id, quantity: q.quantity, price: q.price, index })),
  );
  const chosen = lines.filter((line) => line.quantity > 0);
  if (chosen.length === 0) throw fieldError('tickets', 'validation.nothing_selected');
  return chosen;
}


/**
 * Holds tickets for a buyer until the event's order timeout (docs/locking.md):
 * capacity assignments and the promo code are locked first, the lines are checked
 * and written, and the stock is taken last by conditional increments, so every
 * line is held or nothing is (409 SOLD_OUT).
 */
export async function reserveOrder(ctx: AppContext, options: ReserveOrderOptions): Promise<{ status: number; body: PublicOrder }> {
  // Holds of this event whose time ran out give their stock back before a purchase counts
  // the held counters. The purchase itself notices them; only then are they released (in
  // their own transactions) and the purchase starts over, so the usual case costs nothing.
  try {
    return await attemptReservation(ctx, options, { stopOnStaleHolds: true });
  } catch (error) {
    if (!(error instanceof StaleHoldsFound)) throw error;
    await releaseStaleHolds(ctx, options.eventId);
    return attemptReservation(ctx, options, { stopOnStaleHolds: false });
  }
}

class StaleHoldsFound extends Error {}

interface CatalogueRow {
  ticket: TicketRow;
  price: TicketPriceRow;
  taxes: PricingTaxOrFee[];
  assignmentIds: number[];
}

/**
 * The tickets and prices being bought, with each ticket's active taxes and fees and
 * its capacity assignments, in one statement (what a purchase reads before its locks).
 */
function readCatalogue(tx: Db, eventId: number, priceIds: number[]): Promise<CatalogueRow[]> {
  return tx
    .select({
      ticket: tickets,
      price: ticketPrices,
      taxes: sql<PricingTaxOrFee[]>`(select coalesce(json_agg(json_build_object('id', ${taxesAndFees.id}, 'name', ${taxesAndFees.name}, 'type', ${taxesAndFees.type}, 'calculationType', ${taxesAndFees.calculationType}, 'rate', ${taxesAndFees.rate}) order by ${taxesAndFees.id}), '[]'::json)
        from ${ticketTaxesAndFees} join ${taxesAndFees} on ${taxesAndFees.id} = ${ticketTaxesAndFees.taxAndFeeId}
        where ${ticketTaxesAndFees.ticketId} = ${tickets.id} and ${taxesAndFees.isActive})`,
      assignmentIds: sql<number[]>`(select coalesce(array_agg(${capacityAssignmentTickets.capacityAssignmentId} order by ${capacityAssignmentTickets.capacityAssignmentId}), '{}')
        from ${capacityAssignmentTickets} where ${capacityAssignmentTickets.ticketId} = ${tickets.id})`,
    })
    .from(ticketPrices)
    .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
    .where(and(eq(tickets.eventId, eventId), inArray(ticketPrices.id, priceIds)));
}

async function attemptReservation(
  ctx: AppContext,
  options: ReserveOrderOptions,
  { stopOnStaleHolds }: { stopOnStaleHolds: boolean },
): Promise<{ status: number; body: PublicOrder }> {
  const { eventId, input } = options;
  const wanted = wantedLines(input);
  return ctx.db.transaction(async (tx) =>
    withIdempotency<PublicOrder>(tx, { scope: `order:${eventId}`, key: options.idempotencyKey, request: input }, async () => {
      // The event stays LIVE while the purchase runs; the lock timeout applies from here on; and
      // whether any hold of the event has run out without being released yet.
      const [head] = await tx
        .select({
          event: events,
          lockTimeout: sql`set_config('lock_timeout', ${`${LOCK_TIMEOUT_MS}ms`}, true)`,
          staleHolds: sql<boolean>`exists (select 1 from ${orders} where ${orders.eventId} = ${eventId}
            and ${orders.status} in ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED') and ${orders.reservedUntil} <= now())`,
        })
        .from(events)
        .where(eq(events.id, eventId))
        .for('share');
      const event = head?.event;
      if (!event || event.status !== 'LIVE') throw new AppError('NOT_FOUND', { message: 'error.EVENT_UNAVAILABLE' });
      if (head.staleHolds && stopOnStaleHolds) throw new StaleHoldsFound();

      // Read before the locks: ticket rules, taxes, which assignments apply. The stock that the
      // locks protect is read again after them (capacity) or taken conditionally (prices).
      const priceIds = [...new Set(wanted.map((line) => line.priceId))];
      const rows = await readCatalogue(tx, eventId, priceIds);
      if (rows.length !== priceIds.length) throw fieldError('tickets', 'validation.ticket_not_found');
      const ticketRows = [...new Map(rows.map((row) => [row.ticket.id, row.ticket])).values()];
      const priceRows = rows.map((row) => row.price);
      const taxes = new Map(rows.map((row) => [row.ticket.id, row.taxes]));
      const skipLocks = ctx.config.unsafeDisableStockLocking;
      const assignmentIds = await lockAssignments(tx, [...new Set(rows.flatMap((row) => row.assignmentIds))], { skipLocks });
      const promo = input.promo_code ? await findUsablePromoCode(tx, eventId, input.promo_code, { lock: !skipLocks }) : null;
      if (input.promo_code && !promo) throw fieldError('promo_code', 'error.PROMO_CODE_INVALID', 'PROMO_CODE_INVALID');
      const pricingPromo = promo ? pricingPromoOf(promo) : null;

      // The event's run-out holds were released before this transaction, so the counters are what is taken.
      const taken = new Map(priceRows.map((price) => [price.id, price.quantityHeld]));
      const capacity = assignmentIds.length > 0 ? await capacityUsage(tx, eventId, await heldByPrice(tx, eventId)) : [];
      const catalogue = ticketRows.map((ticket) =>
        ticketState({
          ticket,
          prices: priceRows.filter((price) => price.ticketId === ticket.id),
          taxAndFeeIds: [],
          taken,
          capacity,
          hasSales: false,
          options: { promoTicketIds: (id) => promoApplies(pricingPromo, id) },
        }),
      );
      const lines: PricingLine[] = [];
      for (const line of wanted) {
        const state = catalogue.find((item) => item.ticket.id === line.ticketId);
        const price = state?.prices.find((p) => p.id === line.priceId);
        const priceStatus = state?.status.prices.find((p) => p.id === line.priceId);
        if (!state || !price || !priceStatus) throw fieldError(`tickets.${line.index}`, 'validation.ticket_not_found');
        if (state.status.status === 'SOLD_OUT' || priceStatus.status === 'SOLD_OUT') throw new AppError('SOLD_OUT');
        if (!state.status.visibleToBuyers || state.status.status !== 'ON_SALE' || priceStatus.status !== 'ON_SALE') {
          throw fieldError(`tickets.${line.index}`, 'validation.ticket_not_on_sale');
        }
        if (priceStatus.available !== null && line.quantity > priceStatus.available) throw new AppError('SOLD_OUT');
        let unitPrice = price.price;
        if (state.ticket.type === 'DONATION') {
          if (line.price !== undefined && line.price < price.price) throw fieldError(`tickets.${line.index}`, 'validation.donation_below_minimum');
          unitPrice = line.price ?? price.price;
        } else if (line.price !== undefined && line.price !== price.price) {
          throw new AppError('PRICE_CHANGED');
        }
        lines.push({ ticketId: line.ticketId, priceId: line.priceId, quantity: line.quantity, unitPrice, taxesAndFees: taxes.get(line.ticketId) ?? [] });
      }

      for (const state of catalogue) {
        const quantity = wanted.filter((line) => line.ticketId === state.ticket.id).reduce((sum, line) => sum + line.quantity, 0);
        if (quantity === 0) continue;
        const index = wanted.find((line) => line.ticketId === state.ticket.id)!.index;
        if (state.ticket.minPerOrder && quantity < state.ticket.minPerOrder) {
          throw new AppError('VALIDATION_ERROR', { errors: { [`tickets.${index}`]: ['validation.quantity_below_minimum'] }, params: { minimum: state.ticket.minPerOrder } });
        }
        if (state.ticket.maxPerOrder && quantity > state.ticket.maxPerOrder) {
          throw new AppError('VALIDATION_ERROR', { errors: { [`tickets.${index}`]: ['validation.quantity_above_maximum'] }, params: { maximum: state.ticket.maxPerOrder } });
        }
      }
      const assignments = new Map(catalogue.flatMap((state) => state.capacity.map((c) => [c.id, c] as const)));
      for (const assignment of assignments.values()) {
        if (!assignment.active || !assignment.stopSalesAtLimit || assignment.capacity === null) continue;
        const quantity = wanted.filter((line) => assignment.ticketIds.includes(line.ticketId)).reduce((sum, line) => sum + line.quantity, 0);
        if (quantity > 0 && assignment.used + quantity > assignment.capacity) throw new AppError('SOLD_OUT');
      }

      const priced = priceOrder(lines, pricingPromo);
      const settings = settingsOf(event);
      const [order] = await tx
        .insert(orders)
        .values({
          accountId: event.accountId,
          eventId,
          shortId: newShortId('o'),
          publicReference: newPublicReference(),
          status: 'RESERVED',
          paymentStatus: priced.totalGross === 0 ? 'NOT_REQUIRED' : 'AWAITING_PAYMENT',
          currency: event.currency,
          locale: input.locale ?? options.locale,
          promoCodeId: promo?.id ?? null,
          promoCode: promo?.code ?? null,
          totalBeforeAdditions: priced.totalBeforeAdditions,
          totalFee: priced.totalFee,
          totalTax: priced.totalTax,
          totalGross: priced.totalGross,
          reservedUntil: new Date(Date.now() + settings.order_timeout_in_minutes * 60_000),
          isTest: ctx.config.testPayments,
        })
        .returning();
      const items: OrderItemRow[] = [];
      const people: AttendeeRow[] = [];
      for (const line of priced.lines) {
        const state = catalogue.find((item) => item.ticket.id === line.ticketId)!;
        const price = state.prices.find((p) => p.id === line.priceId)!;
        const [item] = await tx.insert(orderItems).values({
          orderId: order!.id,
          ticketId: line.ticketId,
          ticketPriceId: line.priceId,
          ticketTitle: state.ticket.title,
          priceLabel: price.label,
          quantity: line.quantity,
          priceBeforeDiscount: line.unitPriceBeforeDiscount,
          price: line.unitPrice,
          totalBeforeAdditions: line.totalBeforeAdditions,
          totalFee: line.totalFee,
          totalTax: line.totalTax,
          totalGross: line.totalGross,
          taxesAndFees: line.additions,
        }).returning();
        items.push(item!);
        const added = await tx.insert(attendees).values(
          Array.from({ length: line.quantity }, () => ({
            accountId: event.accountId,
            eventId,
            orderId: order!.id,
            ticketId: line.ticketId,
            ticketPriceId: line.priceId,
            shortId: newShortId('a'),
            status: 'AWAITING_PAYMENT' as const,
            locale: order!.locale,
          })),
        ).returning();
        people.push(...added);
      }
      // Last write before commit: the price rows stay locked for as short a time as possible.
      await takeStock(
        tx,
        priced.lines.map((line) => ({
          priceId: line.priceId,
          quantity: line.quantity,
          expectedPrice: priceRows.find((price) => price.id === line.priceId)!.price,
        })),
        { skipLocks },
      );
      return { status: 201, body: presentPublicOrder({ order: order!, items, attendees: people }) };
    }),
  );
}
