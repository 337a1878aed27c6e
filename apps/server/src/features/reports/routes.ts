import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  errorResponseSchema,
  eventReportParamsSchema,
  eventReportSchema,
  organizerReportParamsSchema,
  organizerReportQuerySchema,
  organizerReportSchema,
  reportQuerySchema,
} from '@stagedoor/contracts';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { sendExport } from '../../platform/http/send-export.js';
import { requireEventManager } from '../events/event-access.js';
import { eventReport } from './event-report.js';
import { organizerReport } from './organizer-report.js';
import { reportCsv } from './report-csv.js';

const tags = ['reports'];
const security = [{ bearer: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const file = z.string().describe('format=csv: the rows as CSV, amounts in major units with a currency column');

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/events/:event_id/reports/:kind',
    {
      schema: {
        tags,
        security,
        operationId: 'getEventReport',
        summary:
          'A report of the event (sales-by-ticket, sales-by-day, promo-codes, affiliates, taxes-and-fees, check-ins, dates), ' +
          'net of cancellations and refunds like the stats and the exports; from/to: days of sale in the event’s time zone; ' +
          'date_id: that date’s orders (404 for a date of another event); money in minor units, or format=csv',
        params: eventReportParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: z.union([dataEnvelope(eventReportSchema), file]), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireEventManager(request, db, request.params.event_id);
      const { format, ...query } = request.query;
      const report = await eventReport(app.ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        kind: request.params.kind,
        query,
      });
      if (format === 'csv') return sendExport(reply, reportCsv(report, `${request.params.kind}-${request.params.event_id}`));
      return { data: report };
    },
  );

  app.get(
    '/organizers/:id/reports/:kind',
    {
      schema: {
        tags,
        security,
        operationId: 'getOrganizerReport',
        summary:
          'A report over every event of the organizer (revenue-by-event, taxes-and-fees), totals per currency; ' +
          'from/to: days of sale, each in its event’s time zone; money in minor units, or format=csv',
        params: organizerReportParamsSchema,
        querystring: organizerReportQuerySchema,
        response: { 200: z.union([dataEnvelope(organizerReportSchema), file]), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageEvents');
      const { format, ...query } = request.query;
      const report = await organizerReport(app.ctx, {
        accountId: auth.accountId,
        organizerId: request.params.id,
        kind: request.params.kind,
        query,
      });
      if (format === 'csv') return sendExport(reply, reportCsv(report, `${request.params.kind}-organizer-${request.params.id}`));
      return { data: report };
    },
  );
};
