import { and, eq, inArray, max } from 'drizzle-orm';
import { type z } from 'zod';
import type { createTicketBodySchema } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { taxesAndFees, ticketPrices, tickets, ticketTaxesAndFees } from '../../platform/db/schema.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { richTextOrNull } from '../../platform/html/sanitize.js';
import { loadEvent } from '../events/load-event.js';
import { forgetDeletedTicket } from './forget-deleted-ticket.js';
import { pricesWithOrders, ticketsWithOrders } from './availability.js';
import { inAccount } from '../../platform/auth/scope.js';

export type TicketInput = z.output<typeof createTicketBodySchema>;

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Taxes and fees must be the account's own; a free ticket carries none (SPEC §5). */
async function checkTaxesAndFees(tx: Db, accountId: number, input: TicketInput, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  if (input.type === 'FREE') throw fieldError('tax_and_fee_ids', 'validation.free_ticket_taxes');
  const found = await tx
    .select({ id: taxesAndFees.id })
    .from(taxesAndFees)
    .where(inAccount(taxesAndFees, accountId, inArray(taxesAndFees.id, ids)));
  if (found.length !== new Set(ids).size) throw fieldError('tax_and_fee_ids', 'validation.tax_not_found');
}

function ticketColumns(input: TicketInput) {
  return {
    type: input.type,
    title: input.title,
    description: richTextOrNull(input.description),
    minPerOrder: input.min_per_order ?? null,
    maxPerOrder: input.max_per_order ?? null,
    saleStartDate: date(input.sale_start_date),
    saleEndDate: date(input.sale_end_date),
    hideBeforeSaleStartDate: input.hide_before_sale_start_date ?? false,
    hideAfterSaleEndDate: input.hide_after_sale_end_date ?? false,
    hideWhenSoldOut: input.hide_when_sold_out ?? false,
    isHidden: input.is_hidden ?? false,
    isHiddenWithoutPromoCode: input.is_hidden_without_promo_code ?? false,
    startCollapsed: input.start_collapsed ?? false,
    showQuantityRemaining: input.show_quantity_remaining ?? false,
    isPaused: input.is_paused ?? false,
  };
}

function priceColumns(input: TicketInput, price: TicketInput['prices'][number], index: number) {
  return {
    label: input.type === 'TIERED' ? (price.label ?? null) : null,
    price: input.type === 'FREE' ? 0 : price.price,
    initialQuantityAvailable: price.initial_quantity_available ?? null,
    isHidden: input.type === 'TIERED' ? price.is_hidden : false,
    saleStartDate: date(price.sale_start_date),
    saleEndDate: date(price.sale_end_date),
    sortOrder: index,
  };
}

async function linkTaxesAndFees(tx: Db, ticketId: number, ids: number[]): Promise<void> {
  await tx.delete(ticketTaxesAndFees).where(eq(ticketTaxesAndFees.ticketId, ticketId));
  if (ids.length > 0) await tx.insert(ticketTaxesAndFees).values([...new Set(ids)].map((taxAndFeeId) => ({ ticketId, taxAndFeeId })));
}

/** New tickets go last; without a choice they get the account's default taxes and fees (none when free). */
export async function createTicket(ctx: AppContext, accountId: number, eventId: number, input: TicketInput): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId, { forUpdate: true });
    let taxIds = input.tax_and_fee_ids;
    if (taxIds === undefined) {
      taxIds =
        input.type === 'FREE'
          ? []
          : (
              await tx
                .select({ id: taxesAndFees.id })
                .from(taxesAndFees)
                .where(inAccount(taxesAndFees, accountId, eq(taxesAndFees.isDefault, true), eq(taxesAndFees.isActive, true)))
            ).map((row) => row.id);
    }
    await checkTaxesAndFees(tx, accountId, input, taxIds);
    const [last] = await tx
      .select({ value: max(tickets.sortOrder) })
      .from(tickets)
      .where(eq(tickets.eventId, eventId));
    const [ticket] = await tx
      .insert(tickets)
      .values({ accountId, eventId, ...ticketColumns(input), validity: input.validity ?? 'ONE_DATE', sortOrder: (last?.value ?? -1) + 1 })
      .returning({ id: tickets.id });
    await tx
      .insert(ticketPrices)
      .values(input.prices.map((price, index) => ({ ticketId: ticket!.id, ...priceColumns(input, price, index) })));
    await linkTaxesAndFees(tx, ticket!.id, taxIds);
    return ticket!.id;
  });
}

/**
 * Replaces a ticket's fields and prices. Prices sent with an id are updated, new
 * ones added, missing ones deleted — unless orders use them. The type and the
 * validity are fixed once the ticket has orders.
 */
export async function updateTicket(
  ctx: AppContext,
  accountId: number,
  eventId: number,
  ticketId: number,
  input: TicketInput,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId);
    const [current] = await tx
      .select()
      .from(tickets)
      .where(inAccount(tickets, accountId, eq(tickets.eventId, eventId), eq(tickets.id, ticketId)))
      .for('update');
    if (!current) throw notFound();
    const validity = input.validity ?? current.validity;
    if ((current.type !== input.type || current.validity !== validity) && (await ticketsWithOrders(tx, eventId)).has(ticketId)) {
      if (current.type !== input.type) {
        throw new AppError('CANNOT_CHANGE_TICKET_TYPE', { errors: { type: ['error.CANNOT_CHANGE_TICKET_TYPE'] } });
      }
      // Its stock is counted per date or for the series (docs/dates.md): orders already hold units of one of them.
      throw new AppError('CANNOT_CHANGE_TICKET_VALIDITY', { errors: { validity: ['error.CANNOT_CHANGE_TICKET_VALIDITY'] } });
    }
    const taxIds = input.tax_and_fee_ids ?? (input.type === 'FREE' ? [] : undefined);
    if (taxIds !== undefined) await checkTaxesAndFees(tx, accountId, input, taxIds);

    const existing = await tx.select().from(ticketPrices).where(eq(ticketPrices.ticketId, ticketId));
    const keptIds = input.prices.map((price) => price.id).filter((id): id is number => id !== undefined);
    const unknown = keptIds.filter((id) => !existing.some((price) => price.id === id));
    if (unknown.length > 0) throw fieldError('prices', 'validation.price_not_found');
    const removed = existing.filter((price) => !keptIds.includes(price.id)).map((price) => price.id);
    if ((await pricesWithOrders(tx, removed)).size > 0) {
      throw new AppError('PRICE_HAS_ORDERS', { errors: { prices: ['error.PRICE_HAS_ORDERS'] } });
    }

    await tx
      .update(tickets)
      .set({ ...ticketColumns(input), validity, updatedAt: new Date() })
      .where(eq(tickets.id, ticketId));
    if (removed.length > 0) {
      await tx.delete(ticketPrices).where(and(eq(ticketPrices.ticketId, ticketId), inArray(ticketPrices.id, removed)));
    }
    for (const [index, price] of input.prices.entries()) {
      if (price.id !== undefined) {
        await tx
          .update(ticketPrices)
          .set(priceColumns(input, price, index))
          .where(eq(ticketPrices.id, price.id));
      } else {
        await tx.insert(ticketPrices).values({ ticketId, ...priceColumns(input, price, index) });
      }
    }
    if (taxIds !== undefined) await linkTaxesAndFees(tx, ticketId, taxIds);
  });
}

/** A ticket tied to orders cannot be deleted; hide it instead (SPEC §5). Promo codes forget it in the same transaction. */
export async function deleteTicket(ctx: AppContext, accountId: number, eventId: number, ticketId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId);
    const [current] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(inAccount(tickets, accountId, eq(tickets.eventId, eventId), eq(tickets.id, ticketId)))
      .for('update');
    if (!current) throw notFound();
    if ((await ticketsWithOrders(tx, eventId)).has(ticketId)) throw new AppError('TICKET_HAS_ORDERS');
    await forgetDeletedTicket(tx, eventId, ticketId);
    await tx.delete(tickets).where(eq(tickets.id, ticketId));
  });
}

/** Applies a new order to the event's tickets (drag to sort); ids of other events are refused. */
export async function sortTickets(
  ctx: AppContext,
  accountId: number,
  eventId: number,
  order: { id: number; order: number }[],
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId, { forUpdate: true });
    const ids = order.map((item) => item.id);
    const found = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.eventId, eventId), inArray(tickets.id, ids)));
    if (found.length !== new Set(ids).size) throw fieldError('_', 'validation.ticket_not_found');
    for (const item of order) await tx.update(tickets).set({ sortOrder: item.order }).where(eq(tickets.id, item.id));
  });
}
