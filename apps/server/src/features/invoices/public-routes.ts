import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, idSchema, invoiceRequestBodySchema, publicInvoiceSchema } from '@stagedoor/contracts';
import { enforceRateLimit } from '../../platform/rate-limit.js';
import { publicInvoicePdf, publicOrderInvoices } from './invoice-pdf.js';
import { presentPublicInvoice } from './present-invoice.js';
import { requestInvoice } from './request-invoice.js';
import { sendPdf } from './routes.js';

const tags = ['invoices'];
const orderParams = z.object({ event_id: idSchema, short_id: z.string().min(1).max(64) });

/** The buyer's documents, reached through the order's short id like the rest of the buyer's order page. */
export const publicInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/public/events/:event_id/order/:short_id/invoices',
    {
      schema: {
        operationId: 'listPublicOrderInvoices',
        summary: "The buyer's invoices and credit notes of the order, to download",
        tags,
        params: orderParams,
        response: { 200: dataEnvelope(z.array(publicInvoiceSchema)) },
      },
    },
    async (request) => ({
      data: (await publicOrderInvoices(db, request.params.event_id, request.params.short_id)).map(presentPublicInvoice),
    }),
  );

  app.post(
    '/public/events/:event_id/order/:short_id/invoices',
    {
      schema: {
        operationId: 'requestPublicOrderInvoice',
        errors: ['INVOICE_NOT_AVAILABLE', 'RATE_LIMITED'],
        summary: "The buyer asks for the order's invoice after the purchase, on an event that issues invoices on request",
        description:
          'For a paid sale (COMPLETED, PARTIALLY_REFUNDED, REFUND_PENDING or REFUND_FAILED) of an event whose settings.invoice_mode is ON_REQUEST, ' +
          "with the organizer's invoicing on: issues the invoice (201), numbered like every other, with the business details given here " +
          "filling in or replacing the checkout's (each field omitted keeps it; checked as at checkout: a malformed VAT id is 422 on " +
          '`business.tax_id`, an event that requires company and address 422 on `business.company`, `business.address`). What was refunded ' +
          'before is credited by a credit note issued with it. Idempotent: an order that has its invoice answers it with 200 and changes ' +
          'nothing, whatever details are given (an issued invoice never changes; the organizer corrects it). 409 INVOICE_NOT_AVAILABLE for ' +
          'an order that is not a paid sale (awaiting payment, cancelled, refunded in full, free), an event that issues invoices on ' +
          'completion, or invoicing turned off. Two requests at once issue one invoice.',
        tags,
        params: orderParams,
        // Fastify hands a request without a body to validation as null.
        body: invoiceRequestBodySchema.nullish(),
        response: {
          200: dataEnvelope(publicInvoiceSchema).describe('The invoice the order already had'),
          201: dataEnvelope(publicInvoiceSchema).describe('The invoice, issued now'),
        },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, `invoice-request:${request.ip}`, { max: app.ctx.config.rateLimitCheckout, windowSeconds: 60 });
      const { invoice, issued } = await requestInvoice(
        app.ctx,
        { eventId: request.params.event_id, shortId: request.params.short_id },
        request.body ?? {},
      );
      return reply.status(issued ? 201 : 200).send({ data: presentPublicInvoice(invoice) });
    },
  );

  app.get(
    '/public/events/:event_id/order/:short_id/invoices/:id/pdf',
    {
      schema: {
        operationId: 'getPublicInvoicePdf',
        download: ['application/pdf'],
        summary: "The PDF of one of the order's invoices or credit notes",
        tags,
        params: orderParams.extend({ id: idSchema }),
        response: { 200: z.string().describe('The PDF') },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await publicInvoicePdf(db, request.params.event_id, request.params.short_id, request.params.id)),
  );
};
