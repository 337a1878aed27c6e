import type { FastifyRequest } from 'fastify';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTicketBodySchema,
  dataEnvelope,
  listEnvelope,
  messageResponseSchema,
  sortBodySchema,
  ticketSchema,
} from '@stagedoor/contracts';
import { notFound } from '../../platform/errors.js';
import type { AppContext } from '../../platform/context.js';
import { loadCatalogue } from './catalogue-state.js';
import { presentTicket } from './present-ticket.js';
import { listTickets, TICKET_LIST } from './list-tickets.js';
import { createTicket, deleteTicket, sortTickets, updateTicket } from './save-ticket.js';

const tags = ['tickets'];
const security = [{ bearer: [] }];
const eventParams = eventParamsSchema;
const ticketParams = eventItemParamsSchema;

async function presentOne(ctx: AppContext, eventId: number, ticketId: number) {
  const state = (await loadCatalogue(ctx.db, eventId, { withSales: true })).find((item) => item.ticket.id === ticketId);
  if (!state) throw notFound();
  return presentTicket(state);
}

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, db, eventId);

  app.get(
    '/events/:event_id/tickets',
    {
      schema: {
        operationId: 'listTickets',
        list: TICKET_LIST,
        tags,
        security,
        summary:
          'Tickets of an event with status and stock, paged; in their sort order unless sort_by is order, title, type, status, sale_start_date or sale_end_date; search by title; filter by type, status, is_hidden, is_hidden_without_promo_code, is_paused, has_sales',
        params: eventParams,
        response: { 200: listEnvelope(ticketSchema) },
      },
    },
    async (request) => {
      await caller(request, request.params.event_id);
      return listTickets(app.ctx, request.params.event_id, request.query as Record<string, unknown>);
    },
  );

  app.post(
    '/events/:event_id/tickets',
    {
      schema: {
        operationId: 'createTicket',
        summary: 'Add a ticket with its prices',
        tags,
        security,
        params: eventParams,
        body: createTicketBodySchema,
        response: { 201: dataEnvelope(ticketSchema) },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      const id = await createTicket(app.ctx, auth.accountId, request.params.event_id, request.body);
      return reply.status(201).send({ data: await presentOne(app.ctx, request.params.event_id, id) });
    },
  );

  app.get(
    '/events/:event_id/tickets/:id',
    {
      schema: {
        operationId: 'getTicket',
        summary: 'One ticket with its prices, status and sales',
        tags,
        security,
        params: ticketParams,
        response: { 200: dataEnvelope(ticketSchema) },
      },
    },
    async (request) => {
      await caller(request, request.params.event_id);
      return { data: await presentOne(app.ctx, request.params.event_id, request.params.id) };
    },
  );

  app.put(
    '/events/:event_id/tickets/:id',
    {
      schema: {
        operationId: 'updateTicket',
        summary: 'Edit a ticket and its prices',
        errors: ['CANNOT_CHANGE_TICKET_TYPE', 'PRICE_HAS_ORDERS'],
        tags,
        security,
        params: ticketParams,
        body: createTicketBodySchema,
        response: { 200: dataEnvelope(ticketSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await updateTicket(app.ctx, auth.accountId, request.params.event_id, request.params.id, request.body);
      return { data: await presentOne(app.ctx, request.params.event_id, request.params.id) };
    },
  );

  app.delete(
    '/events/:event_id/tickets/:id',
    {
      schema: {
        operationId: 'deleteTicket',
        summary: 'Delete a ticket without orders (409 TICKET_HAS_ORDERS otherwise)',
        errors: ['TICKET_HAS_ORDERS'],
        tags,
        security,
        params: ticketParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await deleteTicket(app.ctx, auth.accountId, request.params.event_id, request.params.id);
      return { message: 'ok' };
    },
  );

  app.post(
    '/events/:event_id/tickets/sort',
    {
      schema: {
        operationId: 'sortTickets',
        tags,
        security,
        summary: 'Drag-to-sort: the new position of each ticket',
        params: eventParams,
        body: sortBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await sortTickets(app.ctx, auth.accountId, request.params.event_id, request.body);
      return { message: 'ok' };
    },
  );
};
