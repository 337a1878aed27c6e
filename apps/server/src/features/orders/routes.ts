import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelOrderBodySchema,
  dataEnvelope,
  errorResponseSchema,
  exportOrdersBodySchema,
  listEnvelope,
  managedOrderSchema,
  orderDetailsSchema,
  refundOrderBodySchema,
  updateOrderBodySchema,
} from '@stagedoor/contracts';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../platform/http/idempotency.js';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { cancelLockedOrder, cancelOrder } from './cancel-order.js';
import { exportOrders } from './export-orders.js';
import { getOrderDetails } from './get-order-details.js';
import { listOrders } from './list-orders.js';
import { markOrderPaid, resendOrderConfirmation, updateOrderBuyer } from './order-actions.js';
import { refundOrder } from '../refunds/refund-order.js';
import { EXPORT_MEDIA_TYPES } from '../../platform/http/openapi.js';
import { ORDER_LIST } from './order-query.js';
import { EXPORT_COMPRESSION, exportListRequest } from '../../platform/exports/index.js';
import { sendExport } from '../../platform/http/send-export.js';
import { requestLocale } from '../../platform/http/locale.js';

const tags = ['orders'];
const security = [{ bearer: [] }];
const detailsEnvelope = dataEnvelope(orderDetailsSchema);
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const conflicts = { ...errors, 409: errorResponseSchema };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, db, eventId);
  const scopeOf = (auth: { accountId: number }, params: { event_id: number; id: number }) => ({
    accountId: auth.accountId,
    eventId: params.event_id,
    orderId: params.id,
  });

  app.get(
    '/events/:event_id/orders',
    {
      schema: {
        list: ORDER_LIST,
        tags,
        security,
        operationId: 'listOrders',
        summary:
          'Orders of an event, paged; query matches reference, short id, buyer name and email and attendee names (from their start); ' +
          'filter by status, payment_status, is_test, is_manually_created, created_at, total_gross, event_date_id; RESERVED and EXPIRED holds only when a status filter asks',
        params: eventParamsSchema,
        response: { 200: listEnvelope(managedOrderSchema), ...errors },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return listOrders(app.ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        query: request.query as Record<string, unknown>,
      });
    },
  );

  app.post(
    '/events/:event_id/orders/export',
    {
      compress: EXPORT_COMPRESSION,
      schema: {
        download: EXPORT_MEDIA_TYPES,
        tags,
        security,
        operationId: 'exportOrders',
        summary:
          'The orders of the list (same query and filters, in the query string or the body) as a streamed CSV or XLSX file; X-Total-Count holds the row count',
        params: eventParamsSchema,
        body: exportOrdersBodySchema,
        response: { 200: z.string().describe('The file (text/csv or XLSX)'), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      return sendExport(
        reply,
        await exportOrders(app.ctx, {
          accountId: auth.accountId,
          eventId: request.params.event_id,
          ...exportListRequest(request.query, request.body),
          locale: requestLocale(request),
        }),
      );
    },
  );

  app.get(
    '/events/:event_id/orders/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'getOrder',
        summary: 'One order with its items, attendees, answers, payments, refunds and history',
        params: eventItemParamsSchema,
        response: { 200: detailsEnvelope, ...errors },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return { data: await getOrderDetails(app.ctx, scopeOf(auth, request.params)) };
    },
  );

  app.put(
    '/events/:event_id/orders/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'updateOrder',
        summary: "Edits the buyer's name and email",
        params: eventItemParamsSchema,
        body: updateOrderBodySchema,
        response: { 200: detailsEnvelope, ...errors },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const scope = scopeOf(auth, request.params);
      await updateOrderBuyer(app.ctx, { ...scope, actorUserId: auth.userId, body: request.body });
      return { data: await getOrderDetails(app.ctx, scope) };
    },
  );

  app.post(
    '/events/:event_id/orders/:id/cancel',
    {
      schema: {
        errors: ['ORDER_NOT_CANCELLABLE', 'REFUND_PENDING', 'MANUAL_ORDER_NOT_REFUNDABLE', 'ORDER_NOT_REFUNDABLE'],
        tags,
        security,
        operationId: 'cancelOrder',
        summary:
          'Cancels the order and its tickets, puts them back on sale and tells the buyer; refund: true also refunds what is left. A second cancel answers 409',
        params: eventItemParamsSchema,
        body: cancelOrderBodySchema,
        response: { 200: detailsEnvelope, ...conflicts },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const scope = scopeOf(auth, request.params);
      const body = request.body ?? { refund: false };
      await cancelOrder(app.ctx, { ...scope, actorUserId: auth.userId, refund: body.refund, notifyBuyer: body.notify_buyer });
      return { data: await getOrderDetails(app.ctx, scope) };
    },
  );

  app.post(
    '/events/:event_id/orders/:id/refund',
    {
      schema: {
        idempotent: true,
        errors: ['REFUND_PENDING', 'MANUAL_ORDER_NOT_REFUNDABLE', 'ORDER_NOT_REFUNDABLE', 'PAYMENT_PROVIDER_ERROR'],
        tags,
        security,
        operationId: 'refundOrder',
        summary:
          'Refunds an amount (minor units, at most total_gross - total_refunded) through the order’s payment provider; 409 REFUND_PENDING while one is in flight, ' +
          '409 MANUAL_ORDER_NOT_REFUNDABLE for a manual order. Accepts Idempotency-Key',
        params: eventItemParamsSchema,
        body: refundOrderBodySchema,
        response: { 200: detailsEnvelope, ...conflicts },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const scope = scopeOf(auth, request.params);
      await refundOrder(
        app.ctx,
        {
          ...scope,
          actorUserId: auth.userId,
          amount: request.body.amount,
          cancelOrder: request.body.cancel_order,
          notifyBuyer: request.body.notify_buyer,
          // The signed-in user (or the API token's user) is the client whose keys these are.
          idempotencyKey: idempotencyKeyOf(request, `user:${auth.userId}`),
        },
        cancelLockedOrder,
      );
      return { data: await getOrderDetails(app.ctx, scope) };
    },
  );

  app.post(
    '/events/:event_id/orders/:id/resend_confirmation',
    {
      schema: {
        tags,
        security,
        operationId: 'resendOrderConfirmation',
        summary: "Sends the buyer's order confirmation again",
        params: eventItemParamsSchema,
        response: { 200: detailsEnvelope, ...conflicts },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const scope = scopeOf(auth, request.params);
      await resendOrderConfirmation(app.ctx, { ...scope, actorUserId: auth.userId });
      return { data: await getOrderDetails(app.ctx, scope) };
    },
  );

  app.post(
    '/events/:event_id/orders/:id/mark_paid',
    {
      schema: {
        errors: ['ORDER_NOT_AWAITING_PAYMENT', 'SEAT_TAKEN'],
        tags,
        security,
        operationId: 'markOrderPaid',
        summary: 'Completes an order awaiting an offline payment',
        params: eventItemParamsSchema,
        response: { 200: detailsEnvelope, ...conflicts },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const scope = scopeOf(auth, request.params);
      await markOrderPaid(app.ctx, { ...scope, actorUserId: auth.userId });
      return { data: await getOrderDetails(app.ctx, scope) };
    },
  );
};
