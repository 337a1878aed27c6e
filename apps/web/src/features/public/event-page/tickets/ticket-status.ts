import { t } from '@lingui/core/macro';
import type { PublicTicket } from '@stagedoor/contracts';

type TicketStatus = PublicTicket['status'];

/** Why a ticket or price cannot be bought now, in the buyer's language; null while on sale. */
export function ticketStatusLabel(status: TicketStatus): string | null {
  switch (status) {
    case 'ON_SALE':
      return null;
    case 'SOLD_OUT':
      return t`Sold out`;
    case 'SALE_ENDED':
      return t`Sale ended`;
    case 'NOT_ON_SALE':
      return t`Not on sale`;
    case 'PAUSED':
      return t`Paused`;
  }
}
