import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorResponseSchema,
  exportListBodySchema,
  idParamsSchema,
  invoiceSchema,
  invoicingSettingsBodySchema,
  invoicingSettingsSchema,
  listEnvelope,
  reissueInvoiceBodySchema,
} from '@stagedoor/contracts';
import { requireAuth } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { EXPORT_MEDIA_TYPES } from '../../platform/http/openapi.js';
import { EXPORT_COMPRESSION, exportListRequest } from '../../platform/exports/index.js';
import { sendExport } from '../../platform/http/send-export.js';
import { requestLocale } from '../../platform/http/locale.js';
import { eventItemParamsSchema, requireEventManager } from '../events/event-access.js';
import { getInvoicingSettings, saveInvoicingSettings } from './invoicing-settings.js';
import { exportInvoices, INVOICE_LIST, listInvoices, listOrderInvoices } from './list-invoices.js';
import { managedInvoicePdf, type InvoicePdf } from './invoice-pdf.js';
import { presentInvoice } from './present-invoice.js';
import { reissueInvoice } from './reissue-invoice.js';

const tags = ['invoices'];
const security = [{ bearer: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/** A PDF download; never cached by a shared cache (it names the buyer). */
export function sendPdf(reply: FastifyReply, pdf: InvoicePdf) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf.content);
}

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const organizerCaller = async (request: Parameters<typeof requireAuth>[0]) => {
    const auth = await requireAuth(request, db);
    authorize(auth, 'manageOrganizers');
    return auth;
  };

  app.get(
    '/organizers/:id/invoicing',
    {
      schema: {
        operationId: 'getInvoicingSettings',
        summary: "The organizer's invoicing settings (off until saved with enabled)",
        tags,
        security,
        params: idParamsSchema,
        response: { 200: dataEnvelope(invoicingSettingsSchema), ...errors },
      },
    },
    async (request) => {
      const auth = await organizerCaller(request);
      return { data: await getInvoicingSettings(ctx, auth.accountId, request.params.id) };
    },
  );

  app.put(
    '/organizers/:id/invoicing',
    {
      schema: {
        operationId: 'saveInvoicingSettings',
        summary: 'Save the invoicing settings; documents already issued keep what they printed',
        tags,
        security,
        params: idParamsSchema,
        body: invoicingSettingsBodySchema,
        response: { 200: dataEnvelope(invoicingSettingsSchema), ...errors },
      },
    },
    async (request) => {
      const auth = await organizerCaller(request);
      return { data: await saveInvoicingSettings(ctx, auth.accountId, request.params.id, request.body) };
    },
  );

  app.get(
    '/organizers/:id/invoices',
    {
      schema: {
        operationId: 'listInvoices',
        summary:
          'Every invoice and credit note of the organizer, paged; newest number first; search by number; filter by kind, event_id, order_id, issued_at',
        list: INVOICE_LIST,
        tags,
        security,
        params: idParamsSchema,
        response: { 200: listEnvelope(invoiceSchema), ...errors },
      },
    },
    async (request) => {
      const auth = await organizerCaller(request);
      return listInvoices(ctx, auth.accountId, request.params.id, request.query as Record<string, unknown>);
    },
  );

  app.post(
    '/organizers/:id/invoices/export',
    {
      compress: EXPORT_COMPRESSION,
      schema: {
        download: EXPORT_MEDIA_TYPES,
        operationId: 'exportInvoices',
        summary:
          'The invoices and credit notes of the list (same filters) as a streamed CSV or XLSX file for the accountant; amounts in minor units, credit notes negative',
        tags,
        security,
        params: idParamsSchema,
        body: exportListBodySchema,
        response: { 200: z.string().describe('The file (text/csv or XLSX)'), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await organizerCaller(request);
      return sendExport(
        reply,
        await exportInvoices(ctx, {
          accountId: auth.accountId,
          organizerId: request.params.id,
          ...exportListRequest(request.query, request.body),
          locale: requestLocale(request),
        }),
      );
    },
  );

  app.get(
    '/events/:event_id/orders/:id/invoices',
    {
      schema: {
        operationId: 'listOrderInvoices',
        summary: "The order's invoices and credit notes, in the order they were issued",
        tags,
        security,
        params: eventItemParamsSchema,
        response: { 200: dataEnvelope(z.array(invoiceSchema)), ...errors },
      },
    },
    async (request) => {
      const auth = await requireEventManager(request, db, request.params.event_id);
      const rows = await listOrderInvoices(ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        orderId: request.params.id,
      });
      return { data: rows.map(presentInvoice) };
    },
  );

  app.post(
    '/events/:event_id/orders/:id/invoices',
    {
      schema: {
        operationId: 'reissueInvoice',
        errors: ['CONFLICT'],
        summary:
          "Issue the sale's invoice when it has none, or correct it: a credit note cancelling it and a new invoice with the buyer's details as given (409 once it was credited in part, or when invoicing is off)",
        tags,
        security,
        params: eventItemParamsSchema,
        body: reissueInvoiceBodySchema,
        response: { 201: dataEnvelope(invoiceSchema), ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await requireEventManager(request, db, request.params.event_id);
      const scope = { accountId: auth.accountId, eventId: request.params.event_id, orderId: request.params.id };
      return reply.status(201).send({ data: presentInvoice(await reissueInvoice(ctx, scope, request.body ?? {})) });
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        operationId: 'getInvoicePdf',
        download: ['application/pdf'],
        summary: 'The PDF of an invoice or credit note, as it was issued',
        tags,
        security,
        params: idParamsSchema,
        response: { 200: z.string().describe('The PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request, db);
      const { pdf, eventId } = await managedInvoicePdf(db, auth.accountId, request.params.id);
      await requireEventManager(request, db, eventId);
      return sendPdf(reply, pdf);
    },
  );
};
