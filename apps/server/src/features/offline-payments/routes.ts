import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkMarkPaidBodySchema,
  bulkMarkPaidResultSchema,
  dataEnvelope,
  errorResponseSchema,
  idSchema,
  offlinePaymentBodySchema,
  publicOrderSchema,
} from '@stagedoor/contracts';
import { enforceRateLimit } from '../../platform/rate-limit.js';
import { eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { chooseOfflinePayment } from './choose-offline-payment.js';
import { markOrdersPaid } from './mark-paid-bulk.js';

const orderParams = z.object({ event_id: idSchema, short_id: z.string().min(1).max(64) });
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/** API.md "Money": the buyer's choice of an offline payment, and marking several orders paid at once. */
export const offlinePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/events/:event_id/order/:short_id/offline-payment',
    {
      schema: {
        operationId: 'chooseOfflinePayment',
        errors: ['ORDER_EXPIRED', 'ORDER_NOT_PAYABLE', 'ORDER_ALREADY_PAID', 'RATE_LIMITED'],
        tags: ['checkout'],
        summary:
          'Pay by bank transfer or at the door: the order awaits the payment, holding its tickets until the deadline, and the instructions are mailed',
        description:
          "The method must be one of the event's settings.payment_methods (422 on `method` otherwise). The order becomes AWAITING_PAYMENT " +
          'with reserved_until at the deadline (settings.offline_payment_days for a bank transfer, never past the start of its date; the end ' +
          'of its date for pay at the door); it expires after it, a reminder going out before. Choosing the same method again answers the ' +
          'order as it is; another method after one was chosen answers 409 ORDER_NOT_PAYABLE.',
        params: orderParams,
        body: offlinePaymentBodySchema,
        response: { 200: dataEnvelope(publicOrderSchema) },
      },
    },
    async (request) => {
      await enforceRateLimit(app.ctx.db, `payment:${request.ip}`, { max: app.ctx.config.rateLimitCheckout, windowSeconds: 60 });
      return {
        data: await chooseOfflinePayment(app.ctx, {
          eventId: request.params.event_id,
          shortId: request.params.short_id,
          method: request.body.method,
        }),
      };
    },
  );

  app.post(
    '/events/:event_id/orders/mark-paid',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        operationId: 'markOrdersPaid',
        summary: 'Completes several orders awaiting an offline payment, each on its own, with a result per order',
        description:
          'Each order goes through the same path as POST orders/{id}/mark_paid in its own transaction: MARKED_PAID, NOT_FOUND (not an ' +
          'order of this event), ORDER_NOT_AWAITING_PAYMENT (paid, expired or cancelled meanwhile) or SEAT_TAKEN.',
        params: eventParamsSchema,
        body: bulkMarkPaidBodySchema,
        response: { 200: bulkMarkPaidResultSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireEventManager(request, app.ctx.db, request.params.event_id);
      return markOrdersPaid(app.ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        orderIds: request.body.order_ids,
        actorUserId: auth.userId,
      });
    },
  );
};
