import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  idParamsSchema,
  idSchema,
  imageSchema,
  listEnvelope,
  messageResponseSchema,
  publicEventSchema,
  publicEventWithTicketsSchema,
} from '@stagedoor/contracts';
import { optionalAuth, requireAuth } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { events, organizers } from '../../platform/db/schema.js';
import { imagesOf, presentImage } from '../../platform/images/images.js';
import { readUpload } from '../../platform/images/read-upload.js';
import { listMeta, planList } from '../../platform/http/list.js';
import { EVENT_LIST } from '../events/list-events.js';
import { EVENT_ENTITY, presentPublicEvent } from '../events/present-event.js';
import { deleteEventImage, uploadEventImage } from '../events/event-images.js';
import { loadEvent, loadVisibleEvent } from '../events/load-event.js';
import { calendarFileName, eventCalendarFile } from '../events/event-calendar.js';
import { returnPromoGuess, takePromoGuess } from '../promo-codes/promo-guesses.js';
import { publicTickets } from '../checkout/public-catalogue.js';
import { OPTIONAL_TOKEN, uploadFile } from '../../platform/http/openapi.js';

const tags = ['public'];
const publicEventResponse = dataEnvelope(publicEventWithTicketsSchema);

export const publicEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // Read and written only while PUBLIC_CACHE_MS is above zero (an LRU cache with no ttl would keep entries forever).
  const eventPageCache = new LRUCache<string, { json: string; promoValid: boolean }>({ max: 1000, ttl: app.ctx.config.publicCacheMs });

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
    async (request) => {
      const plan = planList(request.query as Record<string, unknown>, EVENT_LIST);
      const where = and(
        eq(events.status, 'LIVE'),
        sql`coalesce((${events.settings}->>'allow_search_engine_indexing')::boolean, true)`,
        gte(events.effectiveEndDate, new Date()),
        plan.where,
      );
      const rows = await db
        .select()
        .from(events)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset);
      const [total] = await db.select({ value: count() }).from(events).where(where);
      const ids = [...new Set(rows.map((row) => row.organizerId))];
      const organizerRows = ids.length ? await db.select().from(organizers).where(inArray(organizers.id, ids)) : [];
      const byId = new Map(organizerRows.map((row) => [row.id, row]));
      const images = await imagesOf(
        db,
        EVENT_ENTITY,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => presentPublicEvent(app.ctx.storage, row, byId.get(row.organizerId)!, images)),
        meta: listMeta(plan, total?.value ?? 0),
      };
    },
  );

  app.get(
    '/public/events/:id',
    {
      schema: {
        operationId: 'getPublicEvent',
        security: OPTIONAL_TOKEN,
        errors: ['RATE_LIMITED'],
        tags,
        summary: 'The event page: the event with its visible tickets, live availability and status; ?promo_code= applies a code',
        description:
          'A promo_code that is not usable counts against the allowance of promo-code guesses per address and event ' +
          '(RATE_LIMIT_PROMO_CODES a minute, shared with the event page, the code check and orders); once it is used up, ' +
          'any promo_code answers 429 RATE_LIMITED with Retry-After. Without promo_code nothing is counted.',
        params: idParamsSchema,
        querystring: z.object({ promo_code: z.string().max(50).optional() }),
        response: { 200: publicEventResponse },
      },
    },
    async (request, reply) => {
      const promoCode = request.query.promo_code || undefined;
      const guess = { ctx: app.ctx, eventId: request.params.id, clientAddress: request.ip };
      // A code is a guess whether or not the answer comes from the cache (promo-guesses.ts).
      if (promoCode) await takePromoGuess(guess);
      const answer = async () => {
        // Anonymous buyers share a cached answer for a second; organizers previewing always read fresh.
        const anonymous = !request.headers.authorization;
        const cacheKey = `${request.params.id}:${promoCode ?? ''}`;
        const cached = anonymous && app.ctx.config.publicCacheMs > 0 ? eventPageCache.get(cacheKey) : undefined;
        if (cached) return { json: cached.json, promoValid: cached.promoValid };
        const viewer = anonymous ? null : await optionalAuth(request, db);
        const row = await loadVisibleEvent(app.ctx, request.params.id, viewer?.accountId ?? null);
        const [organizer] = await db.select().from(organizers).where(eq(organizers.id, row.organizerId));
        const event = presentPublicEvent(app.ctx.storage, row, organizer!, await imagesOf(db, EVENT_ENTITY, [row.id]));
        const body = { data: { ...event, ...(await publicTickets(app.ctx, row, promoCode)) } };
        const json = JSON.stringify(publicEventResponse.parse(body));
        const promoValid = body.data.promo_code?.valid === true;
        if (anonymous && app.ctx.config.publicCacheMs > 0) eventPageCache.set(cacheKey, { json, promoValid });
        return { json, promoValid };
      };
      let result: { json: string; promoValid: boolean };
      try {
        result = await answer();
      } catch (error) {
        if (promoCode) await returnPromoGuess(guess);
        throw error;
      }
      if (promoCode && result.promoValid) await returnPromoGuess(guess);
      return reply.type('application/json; charset=utf-8').send(result.json as never);
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
      const row = await loadVisibleEvent(app.ctx, request.params.id, viewer?.accountId ?? null);
      const files = (await imagesOf(db, EVENT_ENTITY, [row.id])).filter((image) => image.type === 'DOCUMENT');
      return { data: files.map((file) => presentImage(app.ctx.storage, file)) };
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
        params: idParamsSchema,
        response: { 200: z.string().describe('The calendar file (text/calendar)') },
      },
    },
    async (request, reply) => {
      const viewer = await optionalAuth(request, db);
      const row = await loadVisibleEvent(app.ctx, request.params.id, viewer?.accountId ?? null);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(row)}"`)
        .header('cache-control', 'no-cache')
        .send(await eventCalendarFile(app.ctx, db, row));
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
