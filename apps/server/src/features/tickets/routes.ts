import type { FastifyRequest } from 'fastify';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTicketBodySchema, dataEnvelope, messageResponseSchema, sortBodySchema, ticketSchema } from '@stagedoor/contracts';
import { notFound } from '../../platform/errors.js';
import type { AppContext } from '../../platform/context.js';
import { loadCatalogue } from './catalogue-state.js';
import { presentTicket } from './present-ticket.js';
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
    { schema: { tags, security, summary: 'Tickets of an event in their sort order, with status and stock', params: eventParams, response: { 200: dataEnvelope(z.array(ticketSchema)) } } },
    async (request) => {
      await caller(request, request.params.event_id);
      return { data: (await loadCatalogue(db, request.params.event_id, { withSales: true })).map(presentTicket) };
    },
  );

  app.post(
    '/events/:event_id/tickets',
    { schema: { tags, security, params: eventParams, body: createTicketBodySchema, response: { 201: dataEnvelope(ticketSchema) } } },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      const id = await createTicket(app.ctx, auth.accountId, request.params.event_id, request.body);
      return reply.status(201).send({ data: await presentOne(app.ctx, request.params.event_id, id) });
    },
  );

  app.get(
    '/events/:event_id/tickets/:id',
    { schema: { tags, security, params: ticketParams, response: { 200: dataEnvelope(ticketSchema) } } },
    async (request) => {
      await caller(request, request.params.event_id);
      return { data: await presentOne(app.ctx, request.params.event_id, request.params.id) };
    },
  );

  app.put(
    '/events/:event_id/tickets/:id',
    { schema: { tags, security, params: ticketParams, body: createTicketBodySchema, response: { 200: dataEnvelope(ticketSchema) } } },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await updateTicket(app.ctx, auth.accountId, request.params.event_id, request.params.id, request.body);
      return { data: await presentOne(app.ctx, request.params.event_id, request.params.id) };
    },
  );

  app.delete(
    '/events/:event_id/tickets/:id',
    { schema: { tags, security, params: ticketParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await deleteTicket(app.ctx, auth.accountId, request.params.event_id, request.params.id);
      return { message: 'ok' };
    },
  );

  app.post(
    '/events/:event_id/tickets/sort',
    { schema: { tags, security, summary: 'Drag-to-sort: the new position of each ticket', params: eventParams, body: sortBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await sortTickets(app.ctx, auth.accountId, request.params.event_id, request.body);
      return { message: 'ok' };
    },
  );
};
