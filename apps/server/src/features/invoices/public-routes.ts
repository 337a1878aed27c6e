import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, idSchema, publicInvoiceSchema } from '@stagedoor/contracts';
import { publicInvoicePdf, publicOrderInvoices } from './invoice-pdf.js';
import { presentPublicInvoice } from './present-invoice.js';
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
