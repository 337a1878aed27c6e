import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoCodeBodySchema, promoCodeSchema } from '@stagedoor/contracts';
import { registerResourceRoutes } from '../../platform/http/resource-routes.js';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { getPromoCode, listPromoCodes, PROMO_CODE_LIST } from './list-promo-codes.js';
import { createPromoCode, deletePromoCode, updatePromoCode } from './save-promo-code.js';

export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registerResourceRoutes(app, {
    path: '/events/:event_id/promo-codes',
    tags: ['promo-codes'],
    params: eventParamsSchema,
    itemParams: eventItemParamsSchema,
    body: promoCodeBodySchema,
    item: promoCodeSchema,
    access: (request, params) => requireEventManager(request, ctx.db, params.event_id),
    list: {
      operationId: 'listPromoCodes',
      list: PROMO_CODE_LIST,
      summary: 'Promo codes of an event, paged; search by code, sort by code, created_at, expiry_date or usage, filter by discount_type',
      run: (auth, params, query) => listPromoCodes(ctx, auth.accountId, params.event_id, query),
    },
    create: {
      operationId: 'createPromoCode',
      summary: 'Add a promo code',
      run: async (auth, params, body) => {
        const id = await createPromoCode(ctx, auth.accountId, params.event_id, body);
        return getPromoCode(ctx, auth.accountId, params.event_id, id);
      },
    },
    get: {
      operationId: 'getPromoCode',
      summary: 'One promo code with its usage',
      run: (auth, params) => getPromoCode(ctx, auth.accountId, params.event_id, params.id),
    },
    update: {
      operationId: 'updatePromoCode',
      summary: 'Edit a promo code',
      run: async (auth, params, body) => {
        await updatePromoCode(ctx, auth.accountId, params.event_id, params.id, body);
        return getPromoCode(ctx, auth.accountId, params.event_id, params.id);
      },
    },
    delete: {
      operationId: 'deletePromoCode',
      summary: 'Delete a promo code',
      run: (auth, params) => deletePromoCode(ctx, auth.accountId, params.event_id, params.id),
    },
  });
};
