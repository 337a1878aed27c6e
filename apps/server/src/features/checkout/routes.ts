import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  idSchema,
  orderDetailsBodySchema,
  paymentStartSchema,
  publicOrderSchema,
  reserveOrderBodySchema,
  testPaymentBodySchema,
} from '@stagedoor/contracts';
import { idempotencyKeyOf } from '../../platform/http/idempotency.js';
import { requestLocale } from '../../platform/http/locale.js';
import { enforceRateLimit } from '../../platform/rate-limit.js';
import { loadOrder } from './load-order.js';
import { presentPublicOrder } from './present-order.js';
import { reserveOrder } from './reserve-order.js';
import { saveOrderDetails } from './save-order-details.js';
import { abandonOrder, refreshPayment, settleTestPayment, startPayment } from './payments.js';

const tags = ['checkout'];
const eventParams = z.object({ event_id: idSchema });
const orderParams = z.object({ event_id: idSchema, short_id: z.string().min(1).max(64) });
const orderEnvelope = dataEnvelope(publicOrderSchema);

/** API.md "Checkout": public, no token; the unguessable short id is the buyer's key to the order. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/public/events/:event_id/order',
    {
      schema: {
        tags,
        summary: 'Hold tickets until the order timeout (all lines or nothing: 409 SOLD_OUT). Honours Idempotency-Key.',
        params: eventParams,
        body: reserveOrderBodySchema,
        response: { 201: orderEnvelope },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, `reserve:${request.ip}`, { max: app.ctx.config.rateLimitCheckout, windowSeconds: 60 });
      const result = await reserveOrder(app.ctx, {
        eventId: request.params.event_id,
        input: request.body,
        locale: requestLocale(request),
        idempotencyKey: idempotencyKeyOf(request),
      });
      return reply.status(201).send({ data: result.body });
    },
  );

  app.get('/public/events/:event_id/order/:short_id', { schema: { tags, params: orderParams, response: { 200: orderEnvelope } } }, async (request) => ({
    data: presentPublicOrder(await loadOrder(db, request.params.event_id, request.params.short_id)),
  }));

  app.put(
    '/public/events/:event_id/order/:short_id',
    { schema: { tags, summary: 'Buyer and ticket-holder details with answers; free orders complete here', params: orderParams, body: orderDetailsBodySchema, response: { 200: orderEnvelope } } },
    async (request) => ({ data: await saveOrderDetails(app.ctx, request.params.event_id, request.params.short_id, request.body) }),
  );

  app.post(
    '/public/events/:event_id/order/:short_id/payment',
    { schema: { tags, summary: "Start paying with the event's provider", params: orderParams, response: { 200: paymentStartSchema } } },
    async (request) => {
      await enforceRateLimit(db, `payment:${request.ip}`, { max: app.ctx.config.rateLimitCheckout, windowSeconds: 60 });
      return startPayment(app.ctx, request.params.event_id, request.params.short_id);
    },
  );

  app.post(
    '/public/events/:event_id/order/:short_id/payment/refresh',
    {
      schema: {
        tags,
        summary: "Ask the payment provider how the order's payment stands and apply it (the buyer is back before the webhook)",
        params: orderParams,
        response: { 200: orderEnvelope },
      },
    },
    async (request) => {
      await enforceRateLimit(db, `payment-refresh:${request.ip}`, { max: app.ctx.config.rateLimitCheckout * 2, windowSeconds: 60 });
      return { data: await refreshPayment(app.ctx, request.params.event_id, request.params.short_id) };
    },
  );

  app.post(
    '/public/events/:event_id/order/:short_id/test-payment',
    {
      schema: {
        tags,
        summary: 'Built-in test provider: 4242424242424242 pays, 4000000000000002 is declined. Honours Idempotency-Key.',
        params: orderParams,
        body: testPaymentBodySchema,
        response: { 200: orderEnvelope },
      },
    },
    async (request) => {
      await enforceRateLimit(db, `test-payment:${request.ip}`, { max: app.ctx.config.rateLimitCheckout, windowSeconds: 60 });
      return {
        data: await settleTestPayment(app.ctx, {
          eventId: request.params.event_id,
          shortId: request.params.short_id,
          cardNumber: request.body.card_number,
          idempotencyKey: idempotencyKeyOf(request),
        }),
      };
    },
  );

  app.post(
    '/public/events/:event_id/order/:short_id/abandon',
    { schema: { tags, summary: 'Release the hold', params: orderParams, response: { 200: orderEnvelope } } },
    async (request) => ({ data: await abandonOrder(app.ctx, request.params.event_id, request.params.short_id) }),
  );
};
