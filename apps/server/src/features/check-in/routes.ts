import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkInConflictSchema,
  checkInListBodySchema,
  checkInListSchema,
  dataEnvelope,
  errorResponseSchema,
  listEnvelope,
  messageResponseSchema,
} from '@stagedoor/contracts';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { CHECK_IN_LIST_LIST, getCheckInList, listCheckInLists } from './check-in-lists.js';
import { listConflicts } from './list-conflicts.js';
import { createCheckInList, deleteCheckInList, rotateCheckInList, updateCheckInList } from './save-check-in-list.js';

const tags = ['check-in'];
const security = [{ bearer: [] }];
const listEnvelopeSchema = dataEnvelope(checkInListSchema);
const errors = (...statuses: number[]) => Object.fromEntries([401, 403, 404, ...statuses].map((status) => [status, errorResponseSchema]));

/** The organizer's check-in lists under /events/{event_id}/check-in-lists (API.md "Operations"). */
export const checkInListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, ctx.db, eventId);

  app.get(
    '/events/:event_id/check-in-lists',
    {
      schema: {
        tags,
        security,
        operationId: 'listCheckInLists',
        list: CHECK_IN_LIST_LIST,
        summary:
          'Check-in lists of an event with live counts, paged; search name and description; sort and filter by status, activates_at, expires_at',
        params: eventParamsSchema,
        response: { 200: listEnvelope(checkInListSchema), ...errors(422) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return listCheckInLists(ctx.db, auth.accountId, request.params.event_id, request.query as Record<string, unknown>);
    },
  );

  app.post(
    '/events/:event_id/check-in-lists',
    {
      schema: {
        tags,
        security,
        operationId: 'createCheckInList',
        summary: 'Create a check-in list for some of the event’s tickets (422 while the event has no ticket)',
        params: eventParamsSchema,
        body: checkInListBodySchema,
        response: { 201: listEnvelopeSchema, ...errors(422) },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      const id = await createCheckInList(ctx, { accountId: auth.accountId, eventId: request.params.event_id, input: request.body });
      return reply.status(201).send({ data: await getCheckInList(ctx.db, auth.accountId, request.params.event_id, id) });
    },
  );

  app.get(
    '/events/:event_id/check-in-lists/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'getCheckInList',
        summary: 'One check-in list with live counts',
        params: eventItemParamsSchema,
        response: { 200: listEnvelopeSchema, ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return { data: await getCheckInList(ctx.db, auth.accountId, request.params.event_id, request.params.id) };
    },
  );

  app.put(
    '/events/:event_id/check-in-lists/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'updateCheckInList',
        summary: 'Replace a check-in list’s name, description, tickets and dates',
        params: eventItemParamsSchema,
        body: checkInListBodySchema,
        response: { 200: listEnvelopeSchema, ...errors(422) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const target = { accountId: auth.accountId, eventId: request.params.event_id, id: request.params.id };
      await updateCheckInList(ctx, { ...target, input: request.body });
      return { data: await getCheckInList(ctx.db, target.accountId, target.eventId, target.id) };
    },
  );

  app.delete(
    '/events/:event_id/check-in-lists/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'deleteCheckInList',
        summary: 'Delete a check-in list; its link stops working',
        params: eventItemParamsSchema,
        response: { 200: messageResponseSchema, ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await deleteCheckInList(ctx, { accountId: auth.accountId, eventId: request.params.event_id, id: request.params.id });
      return { message: 'ok' };
    },
  );

  app.post(
    '/events/:event_id/check-in-lists/:id/rotate',
    {
      schema: {
        tags,
        security,
        operationId: 'rotateCheckInList',
        summary: 'Give the list a new short id: the staff link changes and the old one stops working at once',
        params: eventItemParamsSchema,
        response: { 200: listEnvelopeSchema, ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const target = { accountId: auth.accountId, eventId: request.params.event_id, id: request.params.id };
      await rotateCheckInList(ctx, target);
      return { data: await getCheckInList(ctx.db, target.accountId, target.eventId, target.id) };
    },
  );

  app.get(
    '/events/:event_id/check-in-lists/:id/conflicts',
    {
      schema: {
        tags,
        security,
        operationId: 'listCheckInConflicts',
        summary: 'Offline scans of the list that found the ticket already admitted on another device, newest first, paged',
        params: eventItemParamsSchema,
        response: { 200: listEnvelope(checkInConflictSchema), ...errors(422) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return listConflicts(ctx.db, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        id: request.params.id,
        query: request.query as Record<string, unknown>,
      });
    },
  );
};
