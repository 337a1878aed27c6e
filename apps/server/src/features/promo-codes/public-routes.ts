import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema, promoCodeCheckSchema } from '@stagedoor/contracts';
import { optionalAuth } from '../../platform/auth/context.js';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit.js';
import { loadVisibleEvent } from '../events/public-routes.js';
import { findUsablePromoCode } from './find-usable-promo-code.js';

/** Generous for a person typing a code, too slow to guess codes by trying them. */
export const PROMO_CODE_CHECK_LIMIT: RateLimitRule = { max: 60, windowSeconds: 60 };

export const publicPromoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/public/events/:event_id/promo-codes/:code',
    {
      schema: {
        tags: ['public'],
        summary: 'Whether a promo code can be used on the event now (case-insensitive); rate limited per address',
        params: z.object({ event_id: idSchema, code: z.string().max(100) }),
        response: { 200: promoCodeCheckSchema },
      },
    },
    async (request) => {
      await enforceRateLimit(db, `promo-code-check:${request.ip}`, PROMO_CODE_CHECK_LIMIT);
      const viewer = await optionalAuth(request, db);
      const event = await loadVisibleEvent(app.ctx, request.params.event_id, viewer?.accountId ?? null);
      return { valid: (await findUsablePromoCode(db, event.id, request.params.code)) !== null };
    },
  );
};
