import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
  createdWebhookSchema,
  dataEnvelope,
  errorResponseSchema,
  idSchema,
  listEnvelope,
  messageResponseSchema,
  saveWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliverySchema,
  webhookSchema,
} from '@stagedoor/contracts';
import { requireAuth } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { notFound } from '../../platform/errors.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.js';
import { listDeliveries, presentDelivery, redeliverWebhook } from './deliveries.js';
import { createWebhook, deleteWebhook, findWebhook, listWebhooks, presentWebhook, updateWebhook } from './webhooks.js';

const tags = ['integrations'];
// People only: an API token can never manage tokens or webhooks (platform/auth/token-scopes.ts).
const security = [{ bearer: [] }];
const accountParams = z.object({ account_id: idSchema });
const itemParams = z.object({ account_id: idSchema, id: idSchema });
const deliveryParams = z.object({ account_id: idSchema, id: idSchema, delivery_id: idSchema });
const errors = (...statuses: number[]) => Object.fromEntries([401, 403, 404, ...statuses].map((status) => [status, errorResponseSchema]));
/** The delivery log shows the newest attempts; older ones stay in the database. */
const DELIVERY_LOG_SIZE = 100;

/** A whole small list in the list envelope of API.md. */
function wholeList<T>(data: T[]) {
  return { data, meta: { current_page: 1, per_page: Math.max(1, data.length), total: data.length, last_page: 1 } };
}

/** API tokens and outgoing webhooks of an account (API.md "Integrations", ADMIN). */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  /** Another account's path answers 404 before the role is looked at, so it reveals nothing. */
  const caller = async (request: FastifyRequest, accountId: number) => {
    const auth = await requireAuth(request, ctx.db);
    if (accountId !== auth.accountId) throw notFound();
    authorize(auth, 'manageIntegrations');
    return auth;
  };

  app.post(
    '/accounts/:account_id/api-tokens',
    {
      schema: {
        tags,
        security,
        operationId: 'createApiToken',
        summary: 'Create an API token with scopes and an optional expiry; the answer is the only one that carries the token',
        params: accountParams,
        body: createApiTokenBodySchema,
        response: { 201: dataEnvelope(createdApiTokenSchema), ...errors(422) },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.account_id);
      return reply
        .status(201)
        .send({ data: await createApiToken(ctx, { accountId: auth.accountId, userId: auth.userId, input: request.body }) });
    },
  );

  app.get(
    '/accounts/:account_id/api-tokens',
    {
      schema: {
        tags,
        security,
        operationId: 'listApiTokens',
        summary: "The account's API tokens, newest first, with who created each and when it was last used",
        params: accountParams,
        response: { 200: listEnvelope(apiTokenSchema), ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      return wholeList(await listApiTokens(ctx, auth.accountId));
    },
  );

  app.delete(
    '/accounts/:account_id/api-tokens/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'revokeApiToken',
        summary: 'Revoke an API token: it stops working at once',
        params: itemParams,
        response: { 200: messageResponseSchema, ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      await revokeApiToken(ctx, { accountId: auth.accountId, id: request.params.id });
      return { message: 'ok' };
    },
  );

  app.post(
    '/accounts/:account_id/webhooks',
    {
      schema: {
        tags,
        security,
        operationId: 'createWebhook',
        summary: 'Add a webhook; the answer is the only one that carries its signing secret (422 for a URL on a private network)',
        params: accountParams,
        body: saveWebhookBodySchema,
        response: { 201: dataEnvelope(createdWebhookSchema), ...errors(422) },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.account_id);
      return reply.status(201).send({ data: await createWebhook(ctx, { accountId: auth.accountId, input: request.body }) });
    },
  );

  app.get(
    '/accounts/:account_id/webhooks',
    {
      schema: {
        tags,
        security,
        operationId: 'listWebhooks',
        summary: "The account's webhooks, newest first",
        params: accountParams,
        response: { 200: listEnvelope(webhookSchema), ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      return wholeList((await listWebhooks(ctx, auth.accountId)).map(presentWebhook));
    },
  );

  app.get(
    '/accounts/:account_id/webhooks/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'getWebhook',
        summary: 'One webhook',
        params: itemParams,
        response: { 200: dataEnvelope(webhookSchema), ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      return { data: presentWebhook(await findWebhook(ctx, auth.accountId, request.params.id)) };
    },
  );

  app.put(
    '/accounts/:account_id/webhooks/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'updateWebhook',
        summary: 'Change the fields sent (the others stay), or pause and resume the webhook with status alone',
        params: itemParams,
        body: updateWebhookBodySchema,
        response: { 200: dataEnvelope(webhookSchema), ...errors(422) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      return { data: presentWebhook(await updateWebhook(ctx, { accountId: auth.accountId, id: request.params.id, input: request.body })) };
    },
  );

  app.delete(
    '/accounts/:account_id/webhooks/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook and its delivery log',
        params: itemParams,
        response: { 200: messageResponseSchema, ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      await deleteWebhook(ctx, { accountId: auth.accountId, id: request.params.id });
      return { message: 'ok' };
    },
  );

  app.get(
    '/accounts/:account_id/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        security,
        operationId: 'listWebhookDeliveries',
        summary: `The delivery log of a webhook: the newest ${DELIVERY_LOG_SIZE} deliveries with status, response code, duration, body excerpt and attempts`,
        params: itemParams,
        response: { 200: listEnvelope(webhookDeliverySchema), ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      return wholeList(
        (await listDeliveries(ctx, { accountId: auth.accountId, webhookId: request.params.id, limit: DELIVERY_LOG_SIZE })).map(
          presentDelivery,
        ),
      );
    },
  );

  app.post(
    '/accounts/:account_id/webhooks/:id/deliveries/:delivery_id/redeliver',
    {
      schema: {
        tags,
        security,
        operationId: 'redeliverWebhookDelivery',
        summary: 'Send a delivery again, with the same event id and body',
        params: deliveryParams,
        response: { 200: dataEnvelope(webhookDeliverySchema), ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.account_id);
      return {
        data: presentDelivery(
          await redeliverWebhook(ctx, { accountId: auth.accountId, webhookId: request.params.id, deliveryId: request.params.delivery_id }),
        ),
      };
    },
  );
};
