import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTicketBodySchema, ticketSchema } from '@stagedoor/contracts';
import { notFound } from '../../platform/errors.js';
import type { AppContext } from '../../platform/context.js';
import { registerResourceRoutes } from '../../platform/http/resource-routes.js';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { loadCatalogue } from './catalogue-state.js';
import { presentTicket } from './present-ticket.js';
import { listTickets, TICKET_LIST } from './list-tickets.js';
import { createTicket, deleteTicket, sortTickets, updateTicket } from './save-ticket.js';

async function presentOne(ctx: AppContext, eventId: number, ticketId: number) {
  const state = (await loadCatalogue(ctx.db, eventId, { withSales: true })).find((item) => item.ticket.id === ticketId);
  if (!state) throw notFound();
  return presentTicket(state);
}

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registerResourceRoutes(app, {
    path: '/events/:event_id/tickets',
    tags: ['tickets'],
    params: eventParamsSchema,
    itemParams: eventItemParamsSchema,
    body: createTicketBodySchema,
    item: ticketSchema,
    access: (request, params) => requireEventManager(request, ctx.db, params.event_id),
    list: {
      operationId: 'listTickets',
      list: TICKET_LIST,
      summary:
        'Tickets of an event with status and stock, paged; in their sort order unless sort_by is order, title, type, status, sale_start_date or sale_end_date; search by title; filter by type, status, is_hidden, is_hidden_without_promo_code, is_paused, has_sales',
      run: (_auth, params, query) => listTickets(ctx, params.event_id, query),
    },
    create: {
      operationId: 'createTicket',
      summary: 'Add a ticket with its prices',
      run: async (auth, params, body) => {
        const id = await createTicket(ctx, auth.accountId, params.event_id, body);
        return presentOne(ctx, params.event_id, id);
      },
    },
    get: {
      operationId: 'getTicket',
      summary: 'One ticket with its prices, status and sales',
      run: (_auth, params) => presentOne(ctx, params.event_id, params.id),
    },
    update: {
      operationId: 'updateTicket',
      summary: 'Edit a ticket and its prices',
      errors: ['CANNOT_CHANGE_TICKET_TYPE', 'CANNOT_CHANGE_TICKET_VALIDITY', 'PRICE_HAS_ORDERS'],
      run: async (auth, params, body) => {
        await updateTicket(ctx, auth.accountId, params.event_id, params.id, body);
        return presentOne(ctx, params.event_id, params.id);
      },
    },
    delete: {
      operationId: 'deleteTicket',
      summary: 'Delete a ticket without orders (409 TICKET_HAS_ORDERS otherwise)',
      errors: ['TICKET_HAS_ORDERS'],
      run: (auth, params) => deleteTicket(ctx, auth.accountId, params.event_id, params.id),
    },
    sort: {
      operationId: 'sortTickets',
      summary: 'Drag-to-sort: the new position of each ticket',
      run: (auth, params, body) => sortTickets(ctx, auth.accountId, params.event_id, body),
    },
  });
};
