import type { ReserveOrderInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { ticketState, type TicketPriceRow, type TicketRow, type TicketState } from '../tickets/catalogue-state.js';
import type { capacityUsage } from '../tickets/availability.js';
import { effectiveMaxPerOrder } from '../tickets/ticket-status.js';
import { promoUnlocks, type PricingLine, type PricingPromo, type PricingTaxOrFee } from '../pricing/price-order.js';

/**
 * The check step of a reservation (reserve-order.ts): what the buyer asks for against the ticket rules, from what
 * was read, reading nothing itself.
 */

/** One line of what the buyer asks for, with its place in the request (for the field an error names). */
export interface WantedLine {
  ticketId: number;
  priceId: number;
  quantity: number;
  price: number | undefined;
  index: number;
}

/** The lines of a reservation that ask for something; none at all is a 422 on `tickets`. */
export function wantedLines(input: ReserveOrderInput): WantedLine[] {
  const lines = input.tickets.flatMap((ticket, index) =>
    ticket.quantities.map((q) => ({ ticketId: ticket.ticket_id, priceId: q.price_id, quantity: q.quantity, price: q.price, index })),
  );
  const chosen = lines.filter((line) => line.quantity > 0);
  if (chosen.length === 0) throw fieldError('tickets', 'validation.nothing_selected');
  return chosen;
}

/** What the check needs of the read step. */
export interface PurchaseToCheck {
  ticketRows: TicketRow[];
  priceRows: TicketPriceRow[];
  taxes: Map<number, PricingTaxOrFee[]>;
  pricingPromo: PricingPromo | null;
  capacity: Awaited<ReturnType<typeof capacityUsage>>;
}

/** Check: each line on sale at its price, each ticket within its order limits, each assignment with room. */
export function checkWhatIsBought(
  ctx: AppContext,
  read: PurchaseToCheck,
  wanted: WantedLine[],
): { catalogue: TicketState[]; lines: PricingLine[] } {
  const { priceRows, pricingPromo, capacity, taxes } = read;
  const taken = new Map(priceRows.map((price) => [price.id, price.quantityHeld]));
  const catalogue = read.ticketRows.map((ticket) =>
    ticketState({
      ticket,
      prices: priceRows.filter((price) => price.ticketId === ticket.id),
      taxAndFeeIds: [],
      taken,
      capacity,
      hasSales: false,
      options: { promoTicketIds: (id) => promoUnlocks(pricingPromo, id) },
    }),
  );
  const lines = wanted.map((line) => checkLine(catalogue, taxes, line));
  checkOrderLimits(ctx, catalogue, wanted);
  checkCapacity(catalogue, wanted);
  return { catalogue, lines };
}

function checkLine(catalogue: TicketState[], taxes: Map<number, PricingTaxOrFee[]>, line: WantedLine): PricingLine {
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
  const isDonation = state.ticket.type === 'DONATION';
  if (isDonation) {
    if (line.price !== undefined && line.price < price.price)
      throw fieldError(`tickets.${line.index}`, 'validation.donation_below_minimum');
    unitPrice = line.price ?? price.price;
  } else if (line.price !== undefined && line.price !== price.price) {
    throw new AppError('PRICE_CHANGED');
  }
  return {
    ticketId: line.ticketId,
    priceId: line.priceId,
    quantity: line.quantity,
    unitPrice,
    ...(isDonation ? { minimumUnitPrice: price.price } : {}),
    taxesAndFees: taxes.get(line.ticketId) ?? [],
  };
}

function checkOrderLimits(ctx: AppContext, catalogue: TicketState[], wanted: WantedLine[]): void {
  for (const state of catalogue) {
    const quantity = wanted.filter((line) => line.ticketId === state.ticket.id).reduce((sum, line) => sum + line.quantity, 0);
    if (quantity === 0) continue;
    const index = wanted.find((line) => line.ticketId === state.ticket.id)!.index;
    if (state.ticket.minPerOrder && quantity < state.ticket.minPerOrder) {
      throw new AppError('VALIDATION_ERROR', {
        errors: { [`tickets.${index}`]: ['validation.quantity_below_minimum'] },
        params: { minimum: state.ticket.minPerOrder },
      });
    }
    const maximum = effectiveMaxPerOrder(state.ticket.maxPerOrder, ctx.config.maxTicketsPerOrder);
    if (quantity > maximum) {
      throw new AppError('VALIDATION_ERROR', {
        errors: { [`tickets.${index}`]: ['validation.quantity_above_maximum'] },
        params: { maximum },
      });
    }
  }
}

function checkCapacity(catalogue: TicketState[], wanted: WantedLine[]): void {
  const usage = new Map(catalogue.flatMap((state) => state.capacity.map((c) => [c.id, c] as const)));
  for (const assignment of usage.values()) {
    if (!assignment.active || !assignment.stopSalesAtLimit || assignment.capacity === null) continue;
    const quantity = wanted.filter((line) => assignment.ticketIds.includes(line.ticketId)).reduce((sum, line) => sum + line.quantity, 0);
    if (quantity > 0 && assignment.used + quantity > assignment.capacity) throw new AppError('SOLD_OUT');
  }
}
