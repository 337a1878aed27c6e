import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema, promoCodeCheckSchema } from '@stagedoor/contracts';
import { optionalAuth } from '../../platform/auth/context.js';
import { loadVisibleEvent } from '../events/load-event.js';
import { findUsablePromoCode } from './find-usable-promo-code.js';
import { asPromoGuess } from './promo-guesses.js';
import { OPTIONAL_TOKEN } from '../../platform/http/openapi.js';

export const publicPromoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/public/events/:event_id/promo-codes/:code',
    {
      schema: {
        operationId: 'checkPromoCode',
        security: OPTIONAL_TOKEN,
        errors: ['RATE_LIMITED'],
        tags: ['public'],
        summary: 'Whether a promo code can be used on the event now (case-insensitive)',
        description:
          'Wrong codes count against one allowance per address and event (RATE_LIMIT_PROMO_CODES a minute) shared with ' +
          '?promo_code= on the event API and page and with orders; once it is used up every code answers 429 with Retry-After.',
        params: z.object({ event_id: idSchema, code: z.string().max(100) }),
        response: { 200: promoCodeCheckSchema },
      },
    },
    async (request) => {
      const viewer = await optionalAuth(request, db);
      const event = await loadVisibleEvent(app.ctx, request.params.event_id, viewer?.accountId ?? null);
      const guess = { ctx: app.ctx, eventId: event.id, clientAddress: request.ip };
      const valid = await asPromoGuess(
        guess,
        request.params.code,
        async () => (await findUsablePromoCode(db, event.id, request.params.code)) !== null,
        (ok) => ok,
      );
      return { valid };
    },
  );
};
