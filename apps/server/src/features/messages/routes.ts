import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMessageBodySchema,
  dataEnvelope,
  errorResponseSchema,
  listEnvelope,
  messageDetailsSchema,
  messagePreviewSchema,
  messageRecipientsSchema,
  messageSchema,
} from '@stagedoor/contracts';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { createMessage } from './create-message.js';
import { cancelMessage, getMessage, listMessages, MESSAGE_LIST, previewRecipients } from './manage-messages.js';

const tags = ['messages'];
const security = [{ bearer: [] }];
const params = eventItemParamsSchema;
const detailsEnvelope = dataEnvelope(messageDetailsSchema);
/** The error answers an operation documents, all in the `{message, code, errors}` shape. */
const errors = (...statuses: number[]) => Object.fromEntries([401, 403, 404, ...statuses].map((status) => [status, errorResponseSchema]));

/** Messages to an event's attendees under /events/{event_id}/messages (API.md "Operations"). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, ctx.db, eventId);

  app.get(
    '/events/:event_id/messages',
    {
      schema: {
        tags,
        security,
        operationId: 'listMessages',
        list: MESSAGE_LIST,
        summary: 'Messages of an event, newest first, with status, recipients and counts; filter by status, type, is_test',
        params: eventParamsSchema,
        response: { 200: listEnvelope(messageSchema), ...errors(422) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return listMessages(ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        query: request.query as Record<string, unknown>,
      });
    },
  );

  app.post(
    '/events/:event_id/messages',
    {
      schema: {
        tags,
        security,
        operationId: 'createMessage',
        summary:
          'Send a message to attendees now or at scheduled_at (422 without the acknowledgement, 409 EMAIL_NOT_VERIFIED before the sender confirmed their email, 429 MESSAGE_LIMIT_REACHED past the daily limits)',
        params: eventParamsSchema,
        body: createMessageBodySchema,
        response: { 201: detailsEnvelope, ...errors(409, 422, 429) },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      const id = await createMessage(ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        userId: auth.userId,
        emailVerified: auth.emailVerified,
        input: request.body,
      });
      return reply.status(201).send({ data: await getMessage(ctx, { accountId: auth.accountId, eventId: request.params.event_id, id }) });
    },
  );

  app.post(
    '/events/:event_id/messages/preview',
    {
      schema: {
        tags,
        security,
        operationId: 'previewMessageRecipients',
        summary: 'How many people a message with these recipients would reach now (one mail per address, active attendees only)',
        params: eventParamsSchema,
        body: messageRecipientsSchema,
        response: { 200: dataEnvelope(messagePreviewSchema), ...errors(422) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const count = await previewRecipients(ctx, { accountId: auth.accountId, eventId: request.params.event_id, input: request.body });
      return { data: { recipients_count: count } };
    },
  );

  app.get(
    '/events/:event_id/messages/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'getMessage',
        summary: 'One message as sent, with its recipients and their delivery status',
        params,
        response: { 200: detailsEnvelope, ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return { data: await getMessage(ctx, { accountId: auth.accountId, eventId: request.params.event_id, id: request.params.id }) };
    },
  );

  app.post(
    '/events/:event_id/messages/:id/cancel',
    {
      schema: {
        tags,
        security,
        operationId: 'cancelMessage',
        summary: 'Cancel a scheduled message that has not started sending (409 MESSAGE_NOT_CANCELLABLE otherwise)',
        params,
        response: { 200: detailsEnvelope, ...errors(409) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return { data: await cancelMessage(ctx, { accountId: auth.accountId, eventId: request.params.event_id, id: request.params.id }) };
    },
  );
};
