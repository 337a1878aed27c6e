import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelDateBodySchema, dataEnvelope, eventDateSchema, errorResponseSchema } from '@stagedoor/contracts';
import { eventItemParamsSchema, requireEventManager } from '../events/event-access.js';
import { cancelDate } from './cancel-date.js';
import { getDate } from './list-dates.js';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/** POST /events/{event_id}/dates/{id}/cancel (API.md "Dates"); the job that follows is in cancel-date.ts. */
export const cancelDateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events/:event_id/dates/:id/cancel',
    {
      schema: {
        tags: ['dates'],
        security: [{ bearer: [] }],
        operationId: 'cancelEventDate',
        summary:
          'Cancels a date: it stops selling at once, then a job cancels every order of the date (refunding it in full when refund is true) ' +
          'and mails each buyer when notify_buyers is true; progress in cancellation {orders_total, orders_done}. A repeat changes nothing',
        params: eventItemParamsSchema,
        body: cancelDateBodySchema,
        response: { 202: dataEnvelope(eventDateSchema), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireEventManager(request, app.ctx.db, request.params.event_id);
      const date = await cancelDate(app.ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        dateId: request.params.id,
        actorUserId: auth.userId,
        refund: request.body.refund,
        notifyBuyers: request.body.notify_buyers,
        message: request.body.message ?? null,
      });
      return reply.status(202).send({ data: await getDate(app.ctx, auth.accountId, request.params.event_id, date.id) });
    },
  );
};
