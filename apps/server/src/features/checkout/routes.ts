import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  idSchema,
  orderDetailsBodySchema,
  paymentStartSchema,
  publicOrderSchema,
  reserveOrderBodySchemaFor,
  testPaymentBodySchema,
} from '@stagedoor/contracts';
import { EarlierAnswers, idempotencyKeyOf } from '../../platform/http/idempotency.js';
import { requestLocale } from '../../platform/http/locale.js';
import { enforceRateLimit } from '../../platform/rate-limit.js';
import { asPromoGuess } from '../promo-codes/promo-guesses.js';
import { clientKeyOf } from '../../platform/http/client-key.js';
import { startAdmittedOrder } from '../waiting-room/start-order.js';
import { holdKeysOf } from './holder-key.js';
import { loadOrder } from './load-order.js';
import { presentPublicOrder } from './present-public-order.js';
import { reserveOrder } from './reserve-order.js';
import { RESERVATIONS_PER_STATEMENT } from './reserve-together.js';
import { ReservationGate } from './reservation-gate.js';
import { saveOrderDetails } from './save-order-details.js';
import { abandonOrder, refreshPayment, settleTestPayment, startPayment } from './payments.js';
import type { CardPayments } from './payment-providers.js';

const tags = ['checkout'];
const eventParams = z.object({ event_id: idSchema });
const orderParams = z.object({ event_id: idSchema, short_id: z.string().min(1).max(64) });
const orderEnvelope = dataEnvelope(publicOrderSchema);

/** API.md "Checkout": public, no token; the unguessable short id is the buyer's key to the order. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ cardPayments: CardPayments }> = async (app, { cardPayments }) => {
  const { db } = app.ctx;
  const reserveBody = reserveOrderBodySchemaFor(app.ctx.config.maxTicketsPerOrder);
  const gate = new ReservationGate({
    concurrency: app.ctx.config.reservationsPerPrice,
    maxWaitMs: app.ctx.config.databaseAcquireTimeoutMs,
    groupSize: RESERVATIONS_PER_STATEMENT,
  });
  const earlierAnswers = new EarlierAnswers(db);

  app.post(
    '/public/events/:event_id/order',
    {
      schema: {
        operationId: 'reserveOrder',
        idempotent: true,
        errors: [
          'SOLD_OUT',
          'PRICE_CHANGED',
          'PROMO_CODE_INVALID',
          'BUSY',
          'RATE_LIMITED',
          'TOO_MANY_HOLDS',
          'DATE_REQUIRED',
          'DATE_CANCELLED',
          'SEAT_TAKEN',
          'SEATS_NOT_TOGETHER',
          'QUEUE_REQUIRED',
          'ADMISSION_IN_USE',
        ],
        tags,
        summary: 'Hold tickets until the order timeout (all lines or nothing: 409 SOLD_OUT). Honours Idempotency-Key.',
        // Dates (docs/dates.md): date_id names the date; required when the event has several (422 DATE_REQUIRED),
        // 409 DATE_CANCELLED for a cancelled or past one.
        description:
          'Rate limited per address (RATE_LIMIT_CHECKOUT, 429 RATE_LIMITED). One browser (its signed holder cookie, set by ' +
          'this answer; a client without it counts as its address) may hold at most MAX_HOLDS_PER_CLIENT unpaid, unexpired ' +
          'orders of the event, and all the browsers of one address MAX_HOLDS_PER_ADDRESS: beyond that 429 TOO_MANY_HOLDS ' +
          'with Retry-After (the seconds until its first hold runs out). A wrong promo_code counts against the allowance of promo-code ' +
          'guesses shared with the event page and the code check (429 RATE_LIMITED once used up). A seated price (API.md ' +
          '"Seating") takes `seat_ids`, `best_available` or `standing_area_id` (422 on the line otherwise, and for seat ' +
          'fields on a price sold without seats); 409 SEAT_TAKEN names the seats that are not free (details.seat_ids) ' +
          'and holds nothing; 409 SEATS_NOT_TOGETHER when best available finds no seats next to each other. While the ' +
          "event's waiting room is open, the header Stagedoor-Admission must carry an unexpired admission from its queue " +
          '(403 QUEUE_REQUIRED); an admission starts one order at a time (409 ADMISSION_IN_USE while another of its ' +
          'orders is in flight or holds stock; a repeat with the same Idempotency-Key waits for its first attempt and answers ' +
          'its order), and its orders are not counted against the address.',
        params: eventParams,
        body: reserveBody,
        response: { 201: orderEnvelope },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, `reserve:${request.ip}`, { max: app.ctx.config.rateLimitCheckout, windowSeconds: 60 });
      const guess = { ctx: app.ctx, eventId: request.params.event_id, clientAddress: request.ip };
      const clientKey = clientKeyOf(app.ctx.config.appSecret, request.ip);
      const holds = holdKeysOf(request, reply, {
        secret: app.ctx.config.appSecret,
        secure: app.ctx.config.appUrl.startsWith('https:'),
        addressKey: clientKey,
      });
      const idempotencyKey = idempotencyKeyOf(request, clientKey);
      // docs/waiting-room.md: an open room admits only with its token; an admitted buyer is not counted by address.
      // With an Idempotency-Key the admission is taken in the order's transaction after the key, so a repeat waits
      // for its first attempt and answers its order (docs/idempotency.md).
      const admitted = await startAdmittedOrder(app.ctx, request.params.event_id, request.headers['stagedoor-admission'], {
        inOrderTransaction: idempotencyKey !== null,
      });
      const reserve = () =>
        asPromoGuess(
          guess,
          request.body.promo_code,
          () =>
            reserveOrder(app.ctx, {
              eventId: request.params.event_id,
              input: request.body,
              locale: requestLocale(request),
              idempotencyKey,
              clientKey: admitted?.entryId ? null : holds.clientKey,
              addressKey: admitted?.entryId ? null : holds.addressKey,
              gate,
              earlierAnswers,
              admission: admitted?.inOrderTransaction ? (tx) => admitted.take(tx) : undefined,
            }),
          () => true,
        );
      const { order } = admitted ? await admitted.run(reserve) : await reserve();
      // A repeat with the same Idempotency-Key answers like its first attempt did: 201 with the order.
      return reply.status(201).send({ data: order });
    },
  );

  app.get(
    '/public/events/:event_id/order/:short_id',
    {
      schema: {
        operationId: 'getPublicOrder',
        summary: 'The order as its buyer sees it: items, totals, attendees and status',
        tags,
        params: orderParams,
        response: { 200: orderEnvelope },
      },
    },
    async (request) => ({
      data: presentPublicOrder(await loadOrder(db, request.params.event_id, request.params.short_id)),
    }),
  );

  app.put(
    '/public/events/:event_id/order/:short_id',
    {
      schema: {
        operationId: 'saveOrderDetails',
        errors: ['ORDER_EXPIRED', 'ORDER_NOT_PAYABLE', 'SEAT_TAKEN'],
        tags,
        summary: 'Buyer and ticket-holder details with answers; free orders complete here',
        params: orderParams,
        body: orderDetailsBodySchema,
        response: { 200: orderEnvelope },
      },
    },
    async (request) => ({ data: await saveOrderDetails(app.ctx, request.params.event_id, request.params.short_id, request.body) }),
  );

  app.post(
    '/public/events/:event_id/order/:short_id/payment',
    {
      schema: {
        operationId: 'startPayment',
        errors: [
          'ORDER_EXPIRED',
          'ORDER_NOT_PAYABLE',
          'ORDER_ALREADY_PAID',
          'PAYMENTS_NOT_CONFIGURED',
          'PAYMENT_PROVIDER_ERROR',
          'RATE_LIMITED',
        ],
        tags,
        summary: "Start paying with the event's provider",
        params: orderParams,
        response: { 200: paymentStartSchema },
      },
    },
    async (request) => {
      await enforceRateLimit(db, `payment:${request.ip}`, { max: app.ctx.config.rateLimitCheckout, windowSeconds: 60 });
      return startPayment(app.ctx, cardPayments, request.params.event_id, request.params.short_id);
    },
  );

  app.post(
    '/public/events/:event_id/order/:short_id/payment/refresh',
    {
      schema: {
        operationId: 'refreshPayment',
        errors: ['PAYMENT_PROVIDER_ERROR', 'RATE_LIMITED'],
        tags,
        summary: "Ask the payment provider how the order's payment stands and apply it (the buyer is back before the webhook)",
        params: orderParams,
        response: { 200: orderEnvelope },
      },
    },
    async (request) => {
      await enforceRateLimit(db, `payment-refresh:${request.ip}`, { max: app.ctx.config.rateLimitCheckout * 2, windowSeconds: 60 });
      return { data: await refreshPayment(app.ctx, cardPayments, request.params.event_id, request.params.short_id) };
    },
  );

  app.post(
    '/public/events/:event_id/order/:short_id/test-payment',
    {
      schema: {
        operationId: 'payOrderWithTestCard',
        idempotent: true,
        errors: ['ORDER_EXPIRED', 'ORDER_NOT_PAYABLE', 'ORDER_ALREADY_PAID', 'PAYMENTS_NOT_CONFIGURED', 'RATE_LIMITED', 'SEAT_TAKEN'],
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
          idempotencyKey: idempotencyKeyOf(request, clientKeyOf(app.ctx.config.appSecret, request.ip)),
        }),
      };
    },
  );

  app.post(
    '/public/events/:event_id/order/:short_id/abandon',
    { schema: { operationId: 'abandonOrder', tags, summary: 'Release the hold', params: orderParams, response: { 200: orderEnvelope } } },
    async (request) => ({ data: await abandonOrder(app.ctx, request.params.event_id, request.params.short_id) }),
  );
};
