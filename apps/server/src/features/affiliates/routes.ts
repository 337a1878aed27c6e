import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliateBodySchema,
  affiliateSchema,
  dataEnvelope,
  errorResponseSchema,
  exportAffiliatesBodySchema,
  idSchema,
  listEnvelope,
  messageResponseSchema,
} from '@stagedoor/contracts';
import { z } from 'zod';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { exportAffiliates } from './export-affiliates.js';
import { AFFILIATE_LIST, getAffiliate, listAffiliates } from './list-affiliates.js';
import { createAffiliate, deleteAffiliate, updateAffiliate } from './save-affiliate.js';
import { EXPORT_COMPRESSION, exportListRequest } from '../../platform/exports/index.js';
import { sendExport } from '../../platform/http/send-export.js';
import { requestLocale } from '../../platform/http/locale.js';
import { fieldError } from '../../platform/errors.js';

/** `date_id`: the figures of that date's orders only (404 for a date of another event); the list's parameters pass through. */
const figuresQuerySchema = z.looseObject({
  date_id: idSchema.optional().describe("The figures of this date's orders only; 404 for a date of another event"),
});

/** The date of an export, from its query string or its body like the list's other parameters. */
function exportDate(query: Record<string, unknown>): number | undefined {
  const parsed = idSchema.optional().safeParse(query.date_id);
  if (!parsed.success) throw fieldError('date_id', 'validation.invalid_id');
  return parsed.data;
}

const tags = ['affiliates'];
const security = [{ bearer: [] }];
const affiliateEnvelope = dataEnvelope(affiliateSchema);
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, db, eventId);
  const scopeOf = (auth: { accountId: number }, params: { event_id: number; id: number }) => ({
    accountId: auth.accountId,
    eventId: params.event_id,
    affiliateId: params.id,
  });

  app.get(
    '/events/:event_id/affiliates',
    {
      schema: {
        tags,
        security,
        operationId: 'listAffiliates',
        list: AFFILIATE_LIST,
        summary:
          'Affiliates of an event with their figures (orders, tickets and gross net of refunds and cancellations), paged; ' +
          'query matches name, code and email; sort by name, code, created_at, status, sales_count, sales_gross or tickets_count; filter by status, created_at; ' +
          "with date_id, the figures of that date's orders only (404 for a date of another event)",
        params: eventParamsSchema,
        querystring: figuresQuerySchema,
        response: { 200: listEnvelope(affiliateSchema), ...errors },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return listAffiliates(app.ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        dateId: request.query.date_id,
        query: request.query as Record<string, unknown>,
      });
    },
  );

  app.post(
    '/events/:event_id/affiliates',
    {
      schema: {
        tags,
        security,
        operationId: 'createAffiliate',
        summary:
          'Creates an affiliate; its code (letters, digits, dashes, underscores) is unique in the event whatever its case (422 otherwise)',
        params: eventParamsSchema,
        body: affiliateBodySchema,
        response: { 201: affiliateEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      const scope = { accountId: auth.accountId, eventId: request.params.event_id };
      const id = await createAffiliate(app.ctx, { ...scope, input: request.body });
      return reply.status(201).send({ data: await getAffiliate(app.ctx, { ...scope, affiliateId: id }) });
    },
  );

  app.post(
    '/events/:event_id/affiliates/export',
    {
      compress: EXPORT_COMPRESSION,
      schema: {
        tags,
        security,
        operationId: 'exportAffiliates',
        summary:
          'The affiliates of the list (same query, filters and date_id, in the query string or the body) with their figures as a streamed CSV or XLSX file; X-Total-Count holds the row count',
        params: eventParamsSchema,
        querystring: figuresQuerySchema,
        body: exportAffiliatesBodySchema,
        response: { 200: z.string().describe('The file (text/csv or XLSX)'), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      const list = exportListRequest(request.query, request.body);
      return sendExport(
        reply,
        await exportAffiliates(app.ctx, {
          accountId: auth.accountId,
          eventId: request.params.event_id,
          dateId: exportDate(list.query),
          ...list,
          locale: requestLocale(request),
        }),
      );
    },
  );

  app.get(
    '/events/:event_id/affiliates/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'getAffiliate',
        summary: 'One affiliate with its figures',
        params: eventItemParamsSchema,
        response: { 200: affiliateEnvelope, ...errors },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return { data: await getAffiliate(app.ctx, scopeOf(auth, request.params)) };
    },
  );

  app.put(
    '/events/:event_id/affiliates/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'updateAffiliate',
        summary: 'Edits an affiliate; status INACTIVE stops crediting new orders, those already credited stay',
        params: eventItemParamsSchema,
        body: affiliateBodySchema,
        response: { 200: affiliateEnvelope, ...errors },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const scope = scopeOf(auth, request.params);
      await updateAffiliate(app.ctx, { ...scope, input: request.body });
      return { data: await getAffiliate(app.ctx, scope) };
    },
  );

  app.delete(
    '/events/:event_id/affiliates/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'deleteAffiliate',
        summary: 'Deletes an affiliate; its orders stay but are no longer credited to anyone (deactivate it to keep its figures)',
        params: eventItemParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await deleteAffiliate(app.ctx, scopeOf(auth, request.params));
      return { message: 'ok' };
    },
  );
};
