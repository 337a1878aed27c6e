import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  idParamsSchema,
  idSchema,
  imageSchema,
  listEnvelope,
  messageResponseSchema,
  publicEventSchema,
} from '@stagedoor/contracts';
import { optionalAuth, requireAuth } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { readUpload } from '../../platform/images/read-upload.js';
import { EVENT_LIST } from '../events/list-events.js';
import { deleteEventImage, uploadEventImage } from '../events/event-images.js';
import { loadEvent } from '../events/load-event.js';
import { OPTIONAL_TOKEN, uploadFile } from '../../platform/http/openapi.js';
import { listPublicEvents } from './list-public-events.js';
import { listPublicEventFiles, publicEventCalendar } from './public-event-files.js';
import { createEventPageCache, publicEventPage, publicEventResponse } from './public-event-page.js';

const tags = ['public'];

export const publicEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const eventPageCache = createEventPageCache(app.ctx);

  app.get(
    '/public/events',
    {
      schema: {
        operationId: 'listPublicEvents',
        list: EVENT_LIST,
        tags,
        summary: 'Live events that allow search engines, not yet ended',
        response: { 200: listEnvelope(publicEventSchema) },
      },
    },
    async (request) => listPublicEvents(app.ctx, request.query as Record<string, unknown>),
  );

  app.get(
    '/public/events/:id',
    {
      schema: {
        operationId: 'getPublicEvent',
        security: OPTIONAL_TOKEN,
        errors: ['RATE_LIMITED', 'VALIDATION_ERROR'],
        tags,
        summary:
          'The event page: the event with its visible tickets, live availability and status; ?promo_code= applies a code; ' +
          '?date_id= answers for that date (else the first upcoming one)',
        description:
          'A promo_code that is not usable counts against the allowance of promo-code guesses per address and event ' +
          '(RATE_LIMIT_PROMO_CODES a minute, shared with the event page, the code check and orders); once it is used up, ' +
          'any promo_code answers 429 RATE_LIMITED with Retry-After. Without promo_code nothing is counted.',
        params: idParamsSchema,
        querystring: z.object({ promo_code: z.string().max(50).optional(), date_id: idSchema.optional() }),
        response: { 200: publicEventResponse },
      },
    },
    async (request, reply) => {
      const json = await publicEventPage(app.ctx, eventPageCache, {
        eventId: request.params.id,
        promoCode: request.query.promo_code || undefined,
        dateId: request.query.date_id,
        clientAddress: request.ip,
        anonymous: !request.headers.authorization,
        viewerAccountId: async () => (await optionalAuth(request, db))?.accountId ?? null,
      });
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/public/events/:id/files',
    {
      schema: {
        operationId: 'listPublicEventFiles',
        security: OPTIONAL_TOKEN,
        tags,
        summary: 'Public documents of an event',
        params: idParamsSchema,
        response: { 200: dataEnvelope(z.array(imageSchema)) },
      },
    },
    async (request) => {
      const viewer = await optionalAuth(request, db);
      return { data: await listPublicEventFiles(app.ctx, request.params.id, viewer?.accountId ?? null) };
    },
  );

  app.get(
    '/public/events/:id/calendar.ics',
    {
      schema: {
        operationId: 'getEventCalendar',
        security: OPTIONAL_TOKEN,
        download: ['text/calendar'],
        tags,
        summary:
          'The event as a calendar file (iCalendar, with its time zone, organizer, venue, page and a reminder) to add it to a calendar',
        description: 'For an event with several dates, `date_id` makes it the file of that date: its times, label and page.',
        params: idParamsSchema,
        querystring: z.object({ date_id: idSchema.optional() }),
        response: { 200: z.string().describe('The calendar file (text/calendar)') },
      },
    },
    async (request, reply) => {
      const viewer = await optionalAuth(request, db);
      const calendar = await publicEventCalendar(app.ctx, request.params.id, viewer?.accountId ?? null, request.query.date_id ?? null);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendar.fileName}"`)
        .header('cache-control', 'no-cache')
        .send(calendar.content);
    },
  );

  app.post(
    '/public/events/:id/images',
    {
      schema: {
        operationId: 'uploadEventDocument',
        upload: z.object({ file: uploadFile, type: z.literal('DOCUMENT').optional() }),
        errors: ['INVALID_IMAGE'],
        tags,
        security: [{ bearer: [] }],
        summary: 'Add a public document (multipart: file, type=DOCUMENT); organizers only',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: dataEnvelope(imageSchema) },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageEvents');
      await loadEvent(db, auth.accountId, request.params.id);
      const upload = await readUpload(request, 'file', ['image']);
      return reply.status(201).send({ data: await uploadEventImage(app.ctx, auth.accountId, request.params.id, upload, 'DOCUMENT') });
    },
  );

  app.delete(
    '/public/events/:id/images/:imageId',
    {
      schema: {
        operationId: 'deleteEventDocument',
        summary: 'Remove a public document; organizers only',
        tags,
        security: [{ bearer: [] }],
        params: z.object({ id: idSchema, imageId: idSchema }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageEvents');
      await deleteEventImage(app.ctx, auth.accountId, request.params.id, request.params.imageId);
      return { message: 'ok' };
    },
  );
};
