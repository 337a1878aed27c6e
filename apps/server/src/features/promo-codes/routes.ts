import type { FastifyRequest } from 'fastify';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, listEnvelope, messageResponseSchema, promoCodeBodySchema, promoCodeSchema } from '@stagedoor/contracts';
import { getPromoCode, listPromoCodes, PROMO_CODE_LIST } from './list-promo-codes.js';
import { createPromoCode, deletePromoCode, updatePromoCode } from './save-promo-code.js';

const tags = ['promo-codes'];
const security = [{ bearer: [] }];
const eventParams = eventParamsSchema;
const codeParams = eventItemParamsSchema;
const promoCodeEnvelope = dataEnvelope(promoCodeSchema);

export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, db, eventId);

  app.get(
    '/events/:event_id/promo-codes',
    {
      schema: {
        operationId: 'listPromoCodes',
        list: PROMO_CODE_LIST,
        tags,
        security,
        summary: 'Promo codes of an event, paged; search by code, sort by code, created_at, expiry_date or usage, filter by discount_type',
        params: eventParams,
        response: { 200: listEnvelope(promoCodeSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return listPromoCodes(app.ctx, auth.accountId, request.params.event_id, request.query as Record<string, unknown>);
    },
  );

  app.post(
    '/events/:event_id/promo-codes',
    {
      schema: {
        operationId: 'createPromoCode',
        summary: 'Add a promo code',
        tags,
        security,
        params: eventParams,
        body: promoCodeBodySchema,
        response: { 201: promoCodeEnvelope },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      const id = await createPromoCode(app.ctx, auth.accountId, request.params.event_id, request.body);
      return reply.status(201).send({ data: await getPromoCode(app.ctx, auth.accountId, request.params.event_id, id) });
    },
  );

  app.get(
    '/events/:event_id/promo-codes/:id',
    {
      schema: {
        operationId: 'getPromoCode',
        summary: 'One promo code with its usage',
        tags,
        security,
        params: codeParams,
        response: { 200: promoCodeEnvelope },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return { data: await getPromoCode(app.ctx, auth.accountId, request.params.event_id, request.params.id) };
    },
  );

  app.put(
    '/events/:event_id/promo-codes/:id',
    {
      schema: {
        operationId: 'updatePromoCode',
        summary: 'Edit a promo code',
        tags,
        security,
        params: codeParams,
        body: promoCodeBodySchema,
        response: { 200: promoCodeEnvelope },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await updatePromoCode(app.ctx, auth.accountId, request.params.event_id, request.params.id, request.body);
      return { data: await getPromoCode(app.ctx, auth.accountId, request.params.event_id, request.params.id) };
    },
  );

  app.delete(
    '/events/:event_id/promo-codes/:id',
    {
      schema: {
        operationId: 'deletePromoCode',
        summary: 'Delete a promo code',
        tags,
        security,
        params: codeParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await deletePromoCode(app.ctx, auth.accountId, request.params.event_id, request.params.id);
      return { message: 'ok' };
    },
  );
};
