import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorResponseSchema,
  exportWaitingListBodySchema,
  listEnvelope,
  messageResponseSchema,
  waitingListEntrySchema,
  waitingListFiguresSchema,
} from '@stagedoor/contracts';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { loadEvent } from '../events/load-event.js';
import { EXPORT_COMPRESSION, exportListRequest } from '../../platform/exports/index.js';
import { EXPORT_MEDIA_TYPES } from '../../platform/http/openapi.js';
import { sendExport } from '../../platform/http/send-export.js';
import { requestLocale } from '../../platform/http/locale.js';
import { notFound } from '../../platform/errors.js';
import { entryOfEvent, listEntries, WAITING_LIST } from './list-entries.js';
import { exportEntries } from './export-entries.js';
import { offerNow } from './offer.js';
import { cancelEntry } from './leave.js';
import { presentEntry } from './present.js';

const tags = ['waiting-list'];
const security = [{ bearer: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/** API.md "On-sale": the organizer's waiting list of an event. */
export const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, db, eventId);

  app.get(
    '/events/:event_id/waiting-list',
    {
      schema: {
        tags,
        security,
        operationId: 'listWaitingList',
        list: WAITING_LIST,
        summary:
          'Waiting-list entries of an event, paged, in order of arrival by default, each with its position among the entries ' +
          'waiting for its price and date; query matches names and email; filter by status, ticket_id, ticket_price_id, ' +
          'date_id, quantity, created_at; `figures`: entries waiting and offered, offers sent and offers converted',
        params: eventParamsSchema,
        response: { 200: listEnvelope(waitingListEntrySchema).extend({ figures: waitingListFiguresSchema }), ...errors },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return listEntries(app.ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        query: request.query as Record<string, unknown>,
      });
    },
  );

  app.post(
    '/events/:event_id/waiting-list/export',
    {
      compress: EXPORT_COMPRESSION,
      schema: {
        download: EXPORT_MEDIA_TYPES,
        tags,
        security,
        operationId: 'exportWaitingList',
        summary:
          'The entries of the list (same query and filters, in the query string or the body) as a streamed CSV or XLSX file; X-Total-Count holds the row count',
        params: eventParamsSchema,
        body: exportWaitingListBodySchema,
        response: { 200: z.string().describe('The file (text/csv or XLSX)'), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      return sendExport(
        reply,
        await exportEntries(app.ctx, {
          accountId: auth.accountId,
          eventId: request.params.event_id,
          ...exportListRequest(request.query, request.body),
          locale: requestLocale(request),
        }),
      );
    },
  );

  app.post(
    '/events/:event_id/waiting-list/:id/offer',
    {
      schema: {
        tags,
        security,
        operationId: 'offerWaitingListEntry',
        errors: ['SOLD_OUT', 'WAITING_LIST_ENTRY_NOT_WAITING', 'EVENT_UNAVAILABLE', 'BUSY'],
        summary:
          "Offers now, whatever the entry's place: a reserved order holding its whole party until the event's " +
          'waiting_list_offer_hours, mailed with its checkout link; 409 SOLD_OUT unless the whole party is free, ' +
          '409 WAITING_LIST_ENTRY_NOT_WAITING unless the entry waits',
        params: eventItemParamsSchema,
        response: { 200: dataEnvelope(waitingListEntrySchema), ...errors },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const event = await loadEvent(db, auth.accountId, request.params.event_id);
      const scope = { accountId: auth.accountId, eventId: event.id, entryId: request.params.id };
      if (!(await entryOfEvent(app.ctx, scope))) throw notFound();
      await offerNow(app.ctx, event, request.params.id);
      return { data: presentEntry((await entryOfEvent(app.ctx, scope))!) };
    },
  );

  app.delete(
    '/events/:event_id/waiting-list/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'removeWaitingListEntry',
        errors: ['WAITING_LIST_ENTRY_NOT_WAITING', 'BUSY'],
        summary:
          'Removes an entry (CANCELLED); an open offer is withdrawn and its tickets pass to the next entry; ' +
          '409 WAITING_LIST_ENTRY_NOT_WAITING once it was bought, lapsed or removed',
        params: eventItemParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const scope = { accountId: auth.accountId, eventId: request.params.event_id, entryId: request.params.id };
      if (!(await entryOfEvent(app.ctx, scope))) throw notFound();
      await cancelEntry(app.ctx, { entryId: request.params.id, eventId: request.params.event_id });
      return { message: 'ok' };
    },
  );
};
