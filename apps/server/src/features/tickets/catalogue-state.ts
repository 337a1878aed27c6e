import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { ticketPrices, tickets, ticketTaxesAndFees } from '../../platform/db/schema.js';
import {
  capacityUsage,
  datePrices,
  heldByPrice,
  priceOnDate,
  staleHoldsByPrice,
  ticketsWithOrders,
  type CapacityUsage,
} from './availability.js';
import { ticketStatus, type TicketStatusResult } from './ticket-status.js';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketPriceRow = typeof ticketPrices.$inferSelect;

export interface TicketState {
  ticket: TicketRow;
  prices: TicketPriceRow[];
  taxAndFeeIds: number[];
  taken: Map<number, number>;
  hasSales: boolean;
  status: TicketStatusResult;
  /** The capacity assignments this ticket is in, with their use across all their tickets. */
  capacity: CapacityUsage[];
}

export interface CatalogueOptions {
  /** Ticket ids the buyer's promo code applies to (unlocks hidden-without-code tickets). */
  promoTicketIds?: ((ticketId: number) => boolean) | undefined;
  now?: Date;
  /** Whether to find out which tickets have ever been ordered (the organizer's view). */
  withSales?: boolean;
  /** Only these tickets (a purchase reads just what it buys). */
  ticketIds?: number[];
  /**
   * The date whose stock, prices and visibility to show (docs/dates.md: a ONE_DATE price with the date's
   * overrides and counter; passes as they are). Without one, the units taken count every date's.
   */
  dateId?: number;
}

/**
 * Every ticket of an event with its prices, stock taken, capacity and computed
 * status: what the organizer's list and the public page both show.
 */
export async function loadCatalogue(db: Db, eventId: number, options: CatalogueOptions = {}): Promise<TicketState[]> {
  const ticketRows = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), options.ticketIds ? inArray(tickets.id, options.ticketIds) : undefined))
    .orderBy(asc(tickets.sortOrder), asc(tickets.id));
  if (ticketRows.length === 0) return [];
  const ids = ticketRows.map((row) => row.id);
  const { dateId } = options;
  const rows = await db
    .select()
    .from(ticketPrices)
    .where(inArray(ticketPrices.ticketId, ids))
    .orderBy(asc(ticketPrices.sortOrder), asc(ticketPrices.id));
  const validity = new Map(ticketRows.map((ticket) => [ticket.id, ticket.validity]));
  const onDate =
    dateId === undefined
      ? null
      : await datePrices(
          db,
          dateId,
          rows.map((price) => price.id),
        );
  const priceRows = onDate ? rows.map((price) => priceOnDate(price, validity.get(price.ticketId)!, onDate.get(price.id))) : rows;
  const taxLinks = await db.select().from(ticketTaxesAndFees).where(inArray(ticketTaxesAndFees.ticketId, ids));
  const held = onDate ? null : await heldByPrice(db, eventId);
  const stale = await staleHoldsByPrice(db, eventId, dateId);
  const taken = new Map(
    priceRows.map((price) => [price.id, Math.max(0, (held?.get(price.id) ?? price.quantityHeld) - (stale.get(price.id) ?? 0))]),
  );
  // Filtered to some tickets, `taken` lacks the others, so capacity reads every price's use itself.
  const capacity = await capacityUsage(db, eventId, options.ticketIds ? undefined : taken, dateId);
  const withOrders = options.withSales ? await ticketsWithOrders(db, eventId) : new Set<number>();
  return ticketRows.map((ticket) =>
    ticketState({
      ticket,
      prices: priceRows.filter((price) => price.ticketId === ticket.id),
      taxAndFeeIds: taxLinks.filter((link) => link.ticketId === ticket.id).map((link) => link.taxAndFeeId),
      taken,
      capacity,
      hasSales: withOrders.has(ticket.id),
      options,
    }),
  );
}

/** One ticket's state from rows already read (a purchase reads them under its locks). */
export function ticketState(input: {
  ticket: TicketRow;
  prices: TicketPriceRow[];
  taxAndFeeIds: number[];
  taken: Map<number, number>;
  capacity: CapacityUsage[];
  hasSales: boolean;
  options: CatalogueOptions;
}): TicketState {
  const { ticket, prices, taken, options } = input;
  const capacity = input.capacity.filter((c) => c.ticketIds.includes(ticket.id));
  const limits = capacity
    .filter((c) => c.active && c.stopSalesAtLimit && c.capacity !== null)
    .map((c) => Math.max(0, (c.capacity ?? 0) - c.used));
  const status = ticketStatus({
    ticket,
    prices: prices.map((price) => ({
      id: price.id,
      isHidden: price.isHidden,
      saleStartDate: price.saleStartDate,
      saleEndDate: price.saleEndDate,
      remaining: price.initialQuantityAvailable === null ? null : price.initialQuantityAvailable - (taken.get(price.id) ?? 0),
    })),
    capacityRemaining: limits.length > 0 ? Math.min(...limits) : null,
    promoUnlocks: options.promoTicketIds?.(ticket.id) ?? false,
    now: options.now ?? new Date(),
  });
  return { ticket, prices, taxAndFeeIds: input.taxAndFeeIds, taken, hasSales: input.hasSales, status, capacity };
}
