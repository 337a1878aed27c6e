import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  dateOverrideItemSchema,
  dateOverridesBodySchema,
  eventDateBodySchema,
  eventDateDetailSchema,
  eventDateSchema,
  generateDatesBodySchema,
  generateDatesResponseSchema,
} from '@stagedoor/contracts';
import { TOKEN } from '../../platform/http/openapi.js';
import { registerResourceRoutes } from '../../platform/http/resource-routes.js';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { listDateOverrides, setDateOverrides } from './date-overrides.js';
import { generateDates } from './generate-dates.js';
import { DATE_LIST, getDate, listDates } from './list-dates.js';
import { createDate, deleteDate, updateDate } from './save-date.js';

const tags = ['dates'];

/** The organizer's dates of an event: list, add, edit, delete, generate from a rule, and per-date overrides. */
export const dateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registerResourceRoutes(app, {
    path: '/events/:event_id/dates',
    tags,
    params: eventParamsSchema,
    itemParams: eventItemParamsSchema,
    body: eventDateBodySchema,
    item: eventDateSchema,
    access: (request, params) => requireEventManager(request, ctx.db, params.event_id),
    list: {
      operationId: 'listEventDates',
      list: DATE_LIST,
      summary: 'Dates of an event with the units sold on each, paged; by start unless sort_by says otherwise; filter by status, start_date',
      run: (auth, params, query) => listDates(ctx, auth.accountId, params.event_id, query),
    },
    create: {
      operationId: 'createEventDate',
      summary: 'Add a date to an event; the event’s start and end follow its dates',
      run: async (auth, params, body) =>
        getDate(ctx, auth.accountId, params.event_id, await createDate(ctx, auth.accountId, params.event_id, body)),
    },
    update: {
      operationId: 'updateEventDate',
      summary: 'Edit a date’s start, end, label and capacity (cancelling has its own route)',
      errors: ['INVALID_STATUS_TRANSITION'],
      run: async (auth, params, body) => {
        await updateDate(ctx, auth.accountId, params.event_id, params.id, body);
        return getDate(ctx, auth.accountId, params.event_id, params.id);
      },
    },
    delete: {
      operationId: 'deleteEventDate',
      summary: 'Delete a date without orders (one with orders is cancelled instead); an event keeps at least one date',
      errors: ['DATE_HAS_ORDERS', 'LAST_EVENT_DATE'],
      run: (auth, params) => deleteDate(ctx, auth.accountId, params.event_id, params.id),
    },
  });

  app.get(
    '/events/:event_id/dates/:id',
    {
      schema: {
        operationId: 'getEventDate',
        summary: 'One date with the units sold on it, the progress of its cancellation and its per-date overrides',
        tags,
        security: TOKEN,
        params: eventItemParamsSchema,
        response: { 200: dataEnvelope(eventDateDetailSchema) },
      },
    },
    async (request) => {
      const { event_id: eventId, id } = request.params;
      const auth = await requireEventManager(request, ctx.db, eventId);
      const date = await getDate(ctx, auth.accountId, eventId, id);
      return { data: { ...date, overrides: await listDateOverrides(ctx.db, id) } };
    },
  );

  app.post(
    '/events/:event_id/dates/generate',
    {
      schema: {
        operationId: 'generateEventDates',
        summary:
          'Add the dates of an RFC 5545 rule in the event’s time zone (from the event’s start unless the rule has a DTSTART), less exclusions, plus additions; at most 1,000 a call and 10,000 an event',
        tags,
        security: TOKEN,
        params: eventParamsSchema,
        body: generateDatesBodySchema,
        response: { 201: generateDatesResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await requireEventManager(request, ctx.db, request.params.event_id);
      const created = await generateDates(ctx, auth.accountId, request.params.event_id, request.body);
      return reply.status(201).send({ created });
    },
  );

  app.put(
    '/events/:event_id/dates/:id/overrides',
    {
      schema: {
        operationId: 'setEventDateOverrides',
        summary:
          'Set this date’s own price, quantity and visibility of ONE_DATE ticket prices; prices left out follow the ticket price again',
        tags,
        security: TOKEN,
        params: eventItemParamsSchema,
        body: dateOverridesBodySchema,
        response: { 200: dataEnvelope(z.array(dateOverrideItemSchema)) },
      },
    },
    async (request) => {
      const { event_id: eventId, id } = request.params;
      const auth = await requireEventManager(request, ctx.db, eventId);
      return { data: await setDateOverrides(ctx, auth.accountId, eventId, id, request.body) };
    },
  );
};
