import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { invoices } from '../../platform/db/schema.js';
import { defineMailAttachment, type MailAttachmentRef } from '../../platform/mail/outbox.js';
import { currentInvoiceOf } from './issue-invoice.js';
import { pdfOf } from './invoice-pdf.js';

export const INVOICE_PDF_ATTACHMENT = 'invoice-pdf';

/** The PDF is rendered when the mail goes out, from the frozen document (the queue holds only its id). */
export function defineInvoiceMailAttachment(ctx: AppContext): void {
  defineMailAttachment(ctx.jobs, INVOICE_PDF_ATTACHMENT, async (id) => {
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, id));
    if (!invoice) return null;
    const pdf = await pdfOf(ctx.db, invoice);
    return { filename: pdf.fileName, content: pdf.content.toString('base64'), encoding: 'base64', contentType: 'application/pdf' };
  });
}

/** The order's invoice as an attachment of its confirmation, when it has one. */
export async function invoiceAttachmentOf(tx: Db, orderId: number): Promise<MailAttachmentRef[]> {
  const invoice = await currentInvoiceOf(tx, orderId);
  return invoice ? [{ kind: INVOICE_PDF_ATTACHMENT, id: invoice.id }] : [];
}
