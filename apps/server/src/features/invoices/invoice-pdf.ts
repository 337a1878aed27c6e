import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { invoices, orders } from '../../platform/db/schema.js';
import { inAccount } from '../../platform/auth/scope.js';
import { notFound } from '../../platform/errors.js';
import { renderInvoicePdf } from './render-invoice-pdf.js';
import type { InvoiceRow } from './issue-invoice.js';

export interface InvoicePdf {
  fileName: string;
  content: Buffer;
}

/** The PDF of a stored document, rendered from its frozen data: the same bytes' worth of content every time. */
export async function pdfOf(db: Db, invoice: InvoiceRow): Promise<InvoicePdf> {
  let refersToNumber: string | null = null;
  if (invoice.refersTo) {
    const [original] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.refersTo));
    refersToNumber = original?.number ?? null;
  }
  return { fileName: `${invoice.number}.pdf`, content: await renderInvoicePdf(invoice, refersToNumber) };
}

/** GET invoices/{id}/pdf: a document of the caller's account, else 404. */
export async function managedInvoicePdf(db: Db, accountId: number, invoiceId: number): Promise<{ pdf: InvoicePdf; eventId: number }> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(inAccount(invoices, accountId, eq(invoices.id, invoiceId)));
  if (!invoice) throw notFound();
  return { pdf: await pdfOf(db, invoice), eventId: invoice.eventId };
}

/** The documents of the buyer's order, found by its short id (the buyer's secret link), in the order issued. */
export async function publicOrderInvoices(db: Db, eventId: number, shortId: string): Promise<InvoiceRow[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.shortId, shortId)));
  if (!order) throw notFound();
  return db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(invoices.id);
}

/** GET public .../order/{short_id}/invoices/{id}/pdf: only a document of that order. */
export async function publicInvoicePdf(db: Db, eventId: number, shortId: string, invoiceId: number): Promise<InvoicePdf> {
  const invoice = (await publicOrderInvoices(db, eventId, shortId)).find((row) => row.id === invoiceId);
  if (!invoice) throw notFound();
  return pdfOf(db, invoice);
}
