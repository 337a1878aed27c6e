import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, listEnvelope, publicEventDateSchema, wholeNumberParam } from '@stagedoor/contracts';
import { optionalAuth } from '../../platform/auth/context.js';
import { OPTIONAL_TOKEN } from '../../platform/http/openapi.js';
import { eventParamsSchema } from '../events/event-access.js';
import { listPublicDates } from '../event-dates/public-dates.js';

const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'invalid_date' });

const publicDatesQuerySchema = z.object({
  page: wholeNumberParam(1, 1_000_000).optional().default(1),
  per_page: wholeNumberParam(1, MAX_PAGE_SIZE).optional().default(DEFAULT_PAGE_SIZE),
  /** Dates starting at or after this (a day is its midnight UTC). */
  from: instant.optional(),
  /** Dates starting before this. */
  to: instant.optional(),
});

/** The dates of a public event for its page and widget. */
export const publicDateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/events/:event_id/dates',
    {
      schema: {
        operationId: 'listPublicEventDates',
        security: OPTIONAL_TOKEN,
        tags: ['public'],
        summary: 'Dates of a public event by start, paged, with from/to on the start, each with its availability',
        params: eventParamsSchema,
        querystring: publicDatesQuerySchema,
        response: { 200: listEnvelope(publicEventDateSchema) },
      },
    },
    async (request) => {
      const viewer = await optionalAuth(request, app.ctx.db);
      return listPublicDates(app.ctx, request.params.event_id, viewer?.accountId ?? null, request.query);
    },
  );
};
