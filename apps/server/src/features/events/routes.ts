import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEventBodySchema,
  dataEnvelope,
  duplicateEventBodySchema,
  eventCheckInStatsSchema,
  eventSchema,
  eventStatsSchema,
  eventStatusBodySchema,
  idParamsSchema,
  idSchema,
  imageSchema,
  listEnvelope,
  messageResponseSchema,
  updateEventBodySchema,
} from '@stagedoor/contracts';
import { requireAuth } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { findInAccount } from '../../platform/auth/scope.js';
import { organizers } from '../../platform/db/schema.js';
import { readUpload } from '../../platform/images/read-upload.js';
import { loadEvent, presentEventById } from './load-event.js';
import { createEvent, updateEvent } from './save-event.js';
import { listEvents, EVENT_LIST } from './list-events.js';
import { changeEventStatus } from './change-event-status.js';
import { duplicateEvent } from './duplicate-event.js';
import { deleteEvent } from './delete-event.js';
import { deleteEventImage, listEventImages, uploadEventImage } from './event-images.js';
import { eventCheckInStats, eventStats } from './event-stats.js';
import { eventDateStats } from './date-stats.js';
import { uploadFile } from '../../platform/http/openapi.js';

const tags = ['events'];
const security = [{ bearer: [] }];
const eventEnvelope = dataEnvelope(eventSchema);
const imageParams = z.object({ id: idSchema, imageId: idSchema });

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const caller = async (request: Parameters<typeof requireAuth>[0]) => {
    const auth = await requireAuth(request, db);
    authorize(auth, 'manageEvents');
    return auth;
  };

  app.get(
    '/events',
    {
      schema: {
        operationId: 'listEvents',
        list: EVENT_LIST,
        tags,
        security,
        summary: 'Events of the account (list parameters of API.md)',
        response: { 200: listEnvelope(eventSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request);
      return listEvents(app.ctx, auth.accountId, request.query as Record<string, unknown>);
    },
  );

  app.get(
    '/organizers/:id/events',
    {
      schema: {
        operationId: 'listOrganizerEvents',
        summary: 'Events of one organizer, with the list parameters of /events',
        list: EVENT_LIST,
        tags,
        security,
        params: idParamsSchema,
        response: { 200: listEnvelope(eventSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request);
      await findInAccount(db, organizers, auth.accountId, request.params.id);
      return listEvents(app.ctx, auth.accountId, request.query as Record<string, unknown>, request.params.id);
    },
  );

  app.post(
    '/events',
    {
      schema: {
        operationId: 'createEvent',
        summary: 'Create an event as a draft',
        tags,
        security,
        body: createEventBodySchema,
        response: { 201: eventEnvelope },
      },
    },
    async (request, reply) => {
      const auth = await caller(request);
      return reply.status(201).send({ data: await createEvent(app.ctx, auth.accountId, request.body) });
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        operationId: 'getEvent',
        summary: 'One event with its settings and images',
        tags,
        security,
        params: idParamsSchema,
        response: { 200: eventEnvelope },
      },
    },
    async (request) => {
      const auth = await caller(request);
      return { data: await presentEventById(app.ctx, auth.accountId, request.params.id) };
    },
  );

  app.put(
    '/events/:id',
    {
      schema: {
        operationId: 'updateEvent',
        summary: 'Edit an event; settings are merged into the current ones',
        tags,
        security,
        params: idParamsSchema,
        body: updateEventBodySchema,
        response: { 200: eventEnvelope },
      },
    },
    async (request) => {
      const auth = await caller(request);
      return { data: await updateEvent(app.ctx, auth.accountId, request.params.id, request.body) };
    },
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        operationId: 'deleteEvent',
        summary: 'Delete an event without orders (409 EVENT_HAS_ORDERS otherwise)',
        errors: ['EVENT_HAS_ORDERS'],
        tags,
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await caller(request);
      await deleteEvent(app.ctx, auth.accountId, request.params.id);
      return { message: 'ok' };
    },
  );

  app.put(
    '/events/:id/status',
    {
      schema: {
        operationId: 'updateEventStatus',
        errors: ['EMAIL_NOT_VERIFIED', 'INVALID_STATUS_TRANSITION'],
        tags,
        security,
        summary: 'Go live, back to draft, archive or restore',
        params: idParamsSchema,
        body: eventStatusBodySchema,
        response: { 200: eventEnvelope },
      },
    },
    async (request) => {
      const auth = await caller(request);
      return { data: await changeEventStatus(app.ctx, auth, request.params.id, request.body.status) };
    },
  );

  app.post(
    '/events/:id/duplicate',
    {
      schema: {
        operationId: 'duplicateEvent',
        summary: 'Copy an event with its catalogue as a new draft',
        tags,
        security,
        params: idParamsSchema,
        body: duplicateEventBodySchema.optional(),
        response: { 201: eventEnvelope },
      },
    },
    async (request, reply) => {
      const auth = await caller(request);
      return reply.status(201).send({ data: await duplicateEvent(app.ctx, auth.accountId, request.params.id, request.body ?? {}) });
    },
  );

  app.get(
    '/events/:id/stats',
    {
      schema: {
        operationId: 'getEventStats',
        summary:
          'Sales totals and figures per day, money in minor units; with date_id, those of that date’s orders (404 for a date of another event)',
        tags,
        security,
        params: idParamsSchema,
        querystring: z.object({ date_id: idSchema.optional() }),
        response: { 200: dataEnvelope(eventStatsSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request);
      const { date_id: dateId } = request.query;
      return {
        data:
          dateId === undefined
            ? await eventStats(app.ctx, auth.accountId, request.params.id)
            : await eventDateStats(app.ctx, auth.accountId, request.params.id, dateId),
      };
    },
  );

  app.get(
    '/events/:id/check_in_stats',
    {
      schema: {
        operationId: 'getEventCheckInStats',
        summary:
          'How many attendees there are and how many are checked in; with date_id, those who may come on that date ' +
          '(its tickets and every pass) and those admitted on it (404 for a date of another event)',
        tags,
        security,
        params: idParamsSchema,
        querystring: z.object({ date_id: idSchema.optional() }),
        response: { 200: dataEnvelope(eventCheckInStatsSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request);
      return { data: await eventCheckInStats(app.ctx, auth.accountId, request.params.id, request.query.date_id) };
    },
  );

  app.get(
    '/events/:id/images',
    {
      schema: {
        operationId: 'listEventImages',
        summary: 'The cover and documents of an event',
        tags,
        security,
        params: idParamsSchema,
        response: { 200: dataEnvelope(z.array(imageSchema)) },
      },
    },
    async (request) => {
      const auth = await caller(request);
      return { data: await listEventImages(app.ctx, auth.accountId, request.params.id) };
    },
  );

  app.post(
    '/events/:id/images',
    {
      schema: {
        operationId: 'uploadEventImage',
        upload: z.object({ image: uploadFile, type: z.enum(['EVENT_COVER', 'DOCUMENT']).optional() }),
        errors: ['INVALID_IMAGE'],
        tags,
        security,
        summary: 'Upload a cover (multipart: image, type=EVENT_COVER) or a document (type=DOCUMENT)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: dataEnvelope(imageSchema) },
      },
    },
    async (request, reply) => {
      const auth = await caller(request);
      await loadEvent(db, auth.accountId, request.params.id);
      const upload = await readUpload(request, 'image', ['file']);
      return reply.status(201).send({ data: await uploadEventImage(app.ctx, auth.accountId, request.params.id, upload, 'EVENT_COVER') });
    },
  );

  app.delete(
    '/events/:id/images/:imageId',
    {
      schema: {
        operationId: 'deleteEventImage',
        summary: 'Remove a cover or a document',
        tags,
        security,
        params: imageParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await caller(request);
      await deleteEventImage(app.ctx, auth.accountId, request.params.id, request.params.imageId);
      return { message: 'ok' };
    },
  );
};
