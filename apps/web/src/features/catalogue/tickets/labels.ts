import { t } from '@lingui/core/macro';
import type { Ticket, TicketStatus, TicketType, TicketValidity } from '@stagedoor/contracts';
import { formatMoney } from '../shared/money';

export function ticketTypeLabels(): Record<TicketType, string> {
  return { PAID: t`Paid`, FREE: t`Free`, DONATION: t`Donation / pay what you want`, TIERED: t`Tiered` };
}

/** API.md "Dates": a ONE_DATE ticket is for one date and stocked per date, an ALL_DATES ticket is a pass for the series. */
export function ticketValidityLabels(): Record<TicketValidity, string> {
  return { ONE_DATE: t`One date`, ALL_DATES: t`Every date (pass)` };
}

/** SPEC §4 ticket visibility. */
export function ticketStatusLabels(): Record<TicketStatus, string> {
  return {
    ON_SALE: t`On sale`,
    NOT_ON_SALE: t`Not on sale`,
    SOLD_OUT: t`Sold out`,
    SALE_ENDED: t`Sale ended`,
    HIDDEN: t`Hidden`,
    PAUSED: t`Paused`,
  };
}

export const TICKET_STATUS_COLORS: Record<TicketStatus, string> = {
  ON_SALE: 'teal',
  NOT_ON_SALE: 'blue',
  SOLD_OUT: 'red',
  SALE_ENDED: 'orange',
  HIDDEN: 'gray',
  PAUSED: 'yellow',
};

/** One line per price: "€25.00", "Free", "From €5.00", or "Early bird: €35.00" per tier (hidden tiers marked). */
export function priceLines(ticket: Ticket, currency: string, locale: string): string[] {
  if (ticket.type === 'FREE') return [t`Free`];
  return ticket.prices.map((price) => {
    const amount = formatMoney(price.price, currency, locale);
    if (ticket.type === 'DONATION') return t`From ${amount}`;
    if (ticket.type === 'TIERED') {
      const label = price.label ?? '';
      return price.is_hidden ? t`${label}: ${amount} (hidden)` : t`${label}: ${amount}`;
    }
    return amount;
  });
}

/** Sold over what was put on sale; null when any price is unlimited. */
export function ticketStock(ticket: Ticket): { sold: number; total: number | null } {
  const sold = ticket.prices.reduce((sum, price) => sum + price.quantity_sold, 0);
  const unlimited = ticket.prices.some((price) => price.initial_quantity_available === null);
  const total = unlimited ? null : ticket.prices.reduce((sum, price) => sum + (price.initial_quantity_available ?? 0), 0);
  return { sold, total };
}
