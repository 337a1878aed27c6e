import type { PublicEventWithTickets, PublicTicket } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { displayUnitPrice, promoApplies, promoUnlocks, unitDiscount, type PricingPromo } from '../pricing/price-order.js';
import { taxesByTicket } from '../pricing/ticket-taxes.js';
import { findUsablePromoCode, pricingPromoOf } from '../promo-codes/find-usable-promo-code.js';
import { loadCatalogue } from '../tickets/catalogue-state.js';
import { renderRichText } from '../../platform/html/sanitize.js';
import { effectiveMaxPerOrder } from '../tickets/ticket-status.js';
import { settingsOf, type EventRow } from '../events/present-event.js';
import { shownDate } from '../event-dates/purchase-date.js';
import { isSeated } from '../seat-claims/public-seating.js';
import { pricesKeptForList, pricesWithoutSeats } from './kept-for-waiting-list.js';

/** A percentage stored in thousandths of a percent, as clients show it. */
const percent = (thousandths: number) => thousandths / 1000;

/**
 * The tickets a buyer sees on the event page: status from the one status
 * function, prices after the promo code's discount and in the event's price
 * display mode, and remaining quantities only where the organizer shows them.
 */
export async function publicTickets(
  ctx: AppContext,
  event: EventRow,
  promoCode: string | undefined,
  date: { dateId: number | undefined; strict: boolean } = { dateId: undefined, strict: true },
): Promise<
  Pick<
    PublicEventWithTickets,
    'tickets' | 'promo_code' | 'test_mode' | 'max_tickets_per_order' | 'event_date_id' | 'dates_count' | 'seated'
  >
> {
  const shown = await shownDate(ctx.db, event.id, date.dateId, date.strict);
  const promo = promoCode ? await findUsablePromoCode(ctx.db, event.id, promoCode) : null;
  const pricingPromo: PricingPromo | null = promo ? pricingPromoOf(promo) : null;
  const catalogue = await loadCatalogue(ctx.db, event.id, {
    promoTicketIds: (id) => promoUnlocks(pricingPromo, id),
    ...(shown.date ? { dateId: shown.date.id } : {}),
  });
  const taxes = await taxesByTicket(
    ctx.db,
    catalogue.map((state) => state.ticket.id),
  );
  const settings = settingsOf(event);
  const kept = await pricesKeptForList(
    ctx.db,
    event.id,
    catalogue.flatMap((state) => state.prices.map((price) => price.id)),
    shown.date?.id,
  );
  const seatless = await pricesWithoutSeats(ctx, event.id, shown.date?.id);

  const tickets: PublicTicket[] = catalogue
    .filter((state) => state.status.visibleToBuyers)
    .map((state) => {
      const ticketTaxes = taxes.get(state.ticket.id) ?? [];
      const showRemaining = state.ticket.showQuantityRemaining || settings.show_available_ticket_quantity;
      // Units of a price the waiting list keeps are not for sale (the guard refuses them), nor are a seated price's
      // whose category has no seat free on the date: the price shows sold out, with the list's form
      // (docs/waiting-list.md).
      const isKept = (priceId: number) => kept(priceId, state.ticket.validity) || seatless(priceId);
      const onSale = state.status.prices.filter((p) => p.visibleToBuyers && p.status === 'ON_SALE');
      const allKept = onSale.length > 0 && onSale.every((p) => isKept(p.id));
      return {
        id: state.ticket.id,
        type: state.ticket.type,
        title: state.ticket.title,
        description: renderRichText(state.ticket.description),
        min_per_order: state.ticket.minPerOrder,
        max_per_order: effectiveMaxPerOrder(state.ticket.maxPerOrder, ctx.config.maxTicketsPerOrder),
        sale_start_date: state.ticket.saleStartDate?.toISOString() ?? null,
        sale_end_date: state.ticket.saleEndDate?.toISOString() ?? null,
        start_collapsed: state.ticket.startCollapsed,
        status: allKept ? 'SOLD_OUT' : state.status.status,
        promo_applies: promoApplies(pricingPromo, state.ticket.id),
        prices: state.prices.flatMap((price) => {
          const status = state.status.prices.find((p) => p.id === price.id);
          if (!status?.visibleToBuyers) return [];
          // A donation's listed price is its minimum, which no discount goes below.
          const minimum = state.ticket.type === 'DONATION' ? price.price : 0;
          const discounted = price.price - unitDiscount(price.price, state.ticket.id, pricingPromo, minimum);
          const display = displayUnitPrice(discounted, ticketTaxes, settings.price_display_mode);
          const keptNow = status.status === 'ON_SALE' && isKept(price.id);
          return [
            {
              id: price.id,
              label: price.label,
              price: price.price,
              discounted_price: discounted,
              display_price: display.price,
              display_taxes_and_fees: display.taxesAndFees,
              quantity_available: showRemaining ? (keptNow ? 0 : status.available) : null,
              status: keptNow ? 'SOLD_OUT' : status.status,
            },
          ];
        }),
        taxes_and_fees: ticketTaxes.map((tax) => ({
          name: tax.name,
          type: tax.type,
          calculation_type: tax.calculationType,
          rate: tax.calculationType === 'PERCENTAGE' ? percent(tax.rate) : tax.rate,
        })),
      };
    });

  return {
    tickets,
    promo_code: promoCode
      ? {
          code: promo?.code ?? promoCode,
          valid: !!promo,
          discount_type: promo?.discountType ?? null,
          discount: promo ? (promo.discountType === 'PERCENTAGE' ? percent(promo.discount) : promo.discount) : null,
        }
      : null,
    test_mode: ctx.config.testPayments,
    max_tickets_per_order: ctx.config.maxTicketsPerOrder,
    event_date_id: shown.date?.id ?? null,
    dates_count: shown.count,
    seated: await isSeated(ctx.db, event.id),
  };
}
