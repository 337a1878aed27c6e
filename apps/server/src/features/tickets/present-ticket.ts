import type { Ticket } from '@stagedoor/contracts';
import { renderRichText } from '../../platform/html/sanitize.js';
import type { TicketState } from './catalogue-state.js';

export function presentTicket(state: TicketState): Ticket {
  const { ticket } = state;
  return {
    id: ticket.id,
    event_id: ticket.eventId,
    type: ticket.type,
    validity: ticket.validity,
    title: ticket.title,
    description: renderRichText(ticket.description),
    prices: state.prices.map((price) => {
      const priceStatus = state.status.prices.find((p) => p.id === price.id);
      return {
        id: price.id,
        label: price.label,
        price: price.price,
        initial_quantity_available: price.initialQuantityAvailable,
        quantity_sold: state.taken.get(price.id) ?? 0,
        quantity_available: priceStatus?.available ?? null,
        is_hidden: price.isHidden,
        sale_start_date: price.saleStartDate?.toISOString() ?? null,
        sale_end_date: price.saleEndDate?.toISOString() ?? null,
        status: priceStatus?.status ?? 'ON_SALE',
      };
    }),
    min_per_order: ticket.minPerOrder,
    max_per_order: ticket.maxPerOrder,
    sale_start_date: ticket.saleStartDate?.toISOString() ?? null,
    sale_end_date: ticket.saleEndDate?.toISOString() ?? null,
    hide_before_sale_start_date: ticket.hideBeforeSaleStartDate,
    hide_after_sale_end_date: ticket.hideAfterSaleEndDate,
    hide_when_sold_out: ticket.hideWhenSoldOut,
    is_hidden: ticket.isHidden,
    is_hidden_without_promo_code: ticket.isHiddenWithoutPromoCode,
    start_collapsed: ticket.startCollapsed,
    show_quantity_remaining: ticket.showQuantityRemaining,
    is_paused: ticket.isPaused,
    tax_and_fee_ids: state.taxAndFeeIds,
    order: ticket.sortOrder,
    status: state.status.status,
    has_sales: state.hasSales,
  };
}
