import type { Ticket } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { listInMemory, type MemoryListSpec } from '../../platform/http/list.js';
import { loadCatalogue } from './catalogue-state.js';
import { presentTicket } from './present-ticket.js';

/** Status and stock are worked out per ticket, so the list is sorted and filtered on what is presented. */
export const TICKET_LIST: MemoryListSpec<Ticket> = {
  sortable: {
    order: (ticket) => ticket.order,
    title: (ticket) => ticket.title.toLowerCase(),
    type: (ticket) => ticket.type,
    status: (ticket) => ticket.status,
    sale_start_date: (ticket) => (ticket.sale_start_date ? new Date(ticket.sale_start_date) : null),
    sale_end_date: (ticket) => (ticket.sale_end_date ? new Date(ticket.sale_end_date) : null),
  },
  filterable: {
    type: { value: (ticket) => ticket.type, type: 'string' },
    status: { value: (ticket) => ticket.status, type: 'string' },
    is_hidden: { value: (ticket) => ticket.is_hidden, type: 'boolean' },
    is_hidden_without_promo_code: { value: (ticket) => ticket.is_hidden_without_promo_code, type: 'boolean' },
    is_paused: { value: (ticket) => ticket.is_paused, type: 'boolean' },
    has_sales: { value: (ticket) => ticket.has_sales, type: 'boolean' },
  },
  searchable: [(ticket) => ticket.title],
  defaultSort: { field: 'order', direction: 'asc' },
};

/** The tickets of an event, paged (list parameters of API.md), in their sort order unless asked otherwise. */
export async function listTickets(ctx: AppContext, eventId: number, query: Record<string, unknown>) {
  return listInMemory((await loadCatalogue(ctx.db, eventId, { withSales: true })).map(presentTicket), query, TICKET_LIST);
}
