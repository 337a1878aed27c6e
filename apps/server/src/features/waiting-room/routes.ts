import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorResponseSchema,
  idSchema,
  joinQueueBodySchema,
  queuePlaceSchema,
  waitingRoomBodySchema,
  waitingRoomSchema,
} from '@stagedoor/contracts';
import { eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { getQueuePlace, joinQueue } from './join-queue.js';
import { getWaitingRoom, saveWaitingRoom } from './room-settings.js';
import { startTicker } from './ticker.js';

const security = [{ bearer: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const roomEnvelope = dataEnvelope(waitingRoomSchema);
const placeEnvelope = dataEnvelope(queuePlaceSchema);
const queueParams = z.object({ event_id: idSchema, queue_token: z.string().min(1).max(128) });

/** API.md "On-sale": the organizer's waiting room and the buyers' queue (docs/waiting-room.md). */
export const waitingRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const stopTicker = startTicker(app.ctx);
  app.addHook('onClose', stopTicker);

  app.get(
    '/events/:event_id/waiting-room',
    {
      schema: {
        tags: ['waiting-room'],
        security,
        operationId: 'getWaitingRoom',
        summary: "The event's waiting room with its live figures: queued, admitted, admitted in the last minute, p95 wait",
        params: eventParamsSchema,
        response: { 200: roomEnvelope, ...errors },
      },
    },
    async (request) => {
      const auth = await requireEventManager(request, db, request.params.event_id);
      return { data: await getWaitingRoom(app.ctx, auth.accountId, request.params.event_id) };
    },
  );

  app.put(
    '/events/:event_id/waiting-room',
    {
      schema: {
        tags: ['waiting-room'],
        security,
        operationId: 'saveWaitingRoom',
        summary:
          'Turn the waiting room on or off, set its opening and on-sale times, the admission rate (null: automatic), ' +
          'the minutes an admitted buyer has to start an order, and pause or resume admissions',
        params: eventParamsSchema,
        body: waitingRoomBodySchema,
        response: { 200: roomEnvelope, ...errors },
      },
    },
    async (request) => {
      const auth = await requireEventManager(request, db, request.params.event_id);
      return { data: await saveWaitingRoom(app.ctx, auth.accountId, request.params.event_id, request.body) };
    },
  );

  app.post(
    '/public/events/:event_id/queue',
    {
      schema: {
        tags: ['public'],
        operationId: 'joinQueue',
        errors: ['QUEUE_NOT_OPEN'],
        summary:
          "Join the event's queue (404 without an enabled waiting room; 409 QUEUE_NOT_OPEN before it opens); " +
          'with the queue_token of an earlier join, that place',
        params: eventParamsSchema,
        body: joinQueueBodySchema,
        response: { 201: placeEnvelope },
      },
    },
    async (request, reply) => {
      const place = await joinQueue(app.ctx, request.params.event_id, request.body.queue_token);
      return reply.status(201).send({ data: place });
    },
  );

  app.get(
    '/public/events/:event_id/queue/:queue_token',
    {
      schema: {
        tags: ['public'],
        operationId: 'getQueuePlace',
        summary: 'A place in the queue: status, position, estimated wait, when to ask again; once admitted the admission token',
        params: queueParams,
        response: { 200: placeEnvelope },
      },
    },
    async (request) => ({ data: await getQueuePlace(app.ctx, request.params.event_id, request.params.queue_token) }),
  );
};
