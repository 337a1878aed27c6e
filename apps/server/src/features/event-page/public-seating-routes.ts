import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, idSchema, publicSeatingSchema } from '@stagedoor/contracts';
import { notFound } from '../../platform/errors.js';
import { loadVisibleEvent } from '../events/load-event.js';
import { shownDate } from '../event-dates/purchase-date.js';
import { readEventPlan } from '../seat-map/event-plan.js';
import { publicSeating } from '../seat-claims/public-seating.js';

const compress = promisify(brotliCompress);
/** The last brotli answers by ETag: buyers reading a date between two sales get the same bytes, compressed once. */
const compressed = new LRUCache<string, Promise<Buffer>>({ max: 64 });

function brotliOf(etag: string, json: string): Promise<Buffer> {
  let answer = compressed.get(etag);
  if (!answer) {
    answer = compress(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    });
    compressed.set(etag, answer);
    answer.catch(() => compressed.delete(etag));
  }
  return answer;
}

/** API.md "Seating": the seat picker's plan and availability of one date, revalidated by ETag. */
export const publicSeatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/public/events/:event_id/seating',
    {
      schema: {
        operationId: 'getPublicSeating',
        errors: ['VALIDATION_ERROR'],
        tags: ['public'],
        summary:
          "A seated event's plan for the seat picker, with the prices of each category and the availability of every seat " +
          'on the date (?date_id=, else the date the event page shows)',
        description:
          '`availability` has one character per seat in plan order (as planSeats flattens the layout): "0" free, "1" held, ' +
          'sold or blocked; `standing` the free places of each standing area. The answer carries a strong ETag over its ' +
          'body and `Cache-Control: no-cache`: a request with a matching If-None-Match answers 304 without a body. 404 ' +
          'for an event sold without seats, or not public.',
        params: z.object({ event_id: idSchema }),
        querystring: z.object({ date_id: idSchema.optional() }),
        response: { 200: dataEnvelope(publicSeatingSchema), 304: z.null().describe('Not modified: the ETag still holds') },
      },
      // The answer is built as JSON text (the plan's part once per version) and sent as it is: the schema above
      // describes it, but running it over every seat on each request is what made the answer slow.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    },
    async (request, reply) => {
      const eventId = request.params.event_id;
      // Public: a live event only (no preview of a draft).
      await loadVisibleEvent(app.ctx, eventId, null);
      const plan = await readEventPlan(db, eventId);
      if (!plan) throw notFound();
      const { date } = await shownDate(db, eventId, request.query.date_id, true);
      if (!date) throw notFound();
      const { json, etag } = await publicSeating(db, plan, date.id);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      const known = request.headers['if-none-match'];
      if (known && known.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send(null);
      reply.header('vary', 'accept-encoding');
      if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        // Compressed here once per answer (the compression plugin leaves an answer with its encoding as it is).
        const body = await brotliOf(etag, json);
        return reply
          .type('application/json; charset=utf-8')
          .header('content-encoding', 'br')
          .send(body as never);
      }
      // The JSON text above is the answer: sent as it is (see serializerCompiler).
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
};
