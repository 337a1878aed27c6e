import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { ExportFormatName, Locale } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { invoices, organizers } from '../../platform/db/schema.js';
import { findInAccount, inAccount } from '../../platform/auth/scope.js';
import { listMeta, planList, type ListSpec } from '../../platform/http/list.js';
import { exportFile, keysetPages, type ExportColumn, type ExportFile } from '../../platform/exports/index.js';
import { t } from '../../platform/i18n/index.js';
import { presentInvoice } from './present-invoice.js';
import type { InvoiceRow } from './issue-invoice.js';

export const INVOICE_LIST: ListSpec = {
  sortable: { issued_at: invoices.issuedAt, number: invoices.sequence, total_gross: invoices.totalGross },
  filterable: {
    kind: { column: invoices.kind, type: 'string' },
    event_id: { column: invoices.eventId, type: 'number' },
    order_id: { column: invoices.orderId, type: 'number' },
    issued_at: { column: invoices.issuedAt, type: 'date' },
  },
  searchable: [invoices.number],
  defaultSort: { field: 'number', direction: 'desc' },
  tieBreaker: invoices.id,
};

function organizerWhere(accountId: number, organizerId: number, where: ReturnType<typeof planList>['where']) {
  return inAccount(invoices, accountId, eq(invoices.organizerId, organizerId), where);
}

/** GET organizers/{id}/invoices: every invoice and credit note of the organizer, newest number first, paged. */
export async function listInvoices(ctx: AppContext, accountId: number, organizerId: number, query: Record<string, unknown>) {
  await findInAccount(ctx.db, organizers, accountId, organizerId);
  const plan = planList(query, INVOICE_LIST);
  const where = organizerWhere(accountId, organizerId, plan.where);
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(invoices).where(where);
  return { data: rows.map(presentInvoice), meta: listMeta(plan, total?.value ?? 0) };
}

/** The order's invoices and credit notes, in the order they were issued. */
export async function listOrderInvoices(ctx: AppContext, scope: { accountId: number; eventId: number; orderId: number }) {
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(inAccount(invoices, scope.accountId, eq(invoices.eventId, scope.eventId), eq(invoices.orderId, scope.orderId)))
    .orderBy(invoices.id);
  return rows;
}

/**
 * POST organizers/{id}/invoices/export: the documents the list shows for the same filters, for the accountant,
 * read in keyset pages of ids (newest first) and streamed. Amounts in minor units; credit notes negative.
 */
export async function exportInvoices(
  ctx: AppContext,
  options: { accountId: number; organizerId: number; format: ExportFormatName; query: Record<string, unknown>; locale: Locale },
): Promise<ExportFile> {
  await findInAccount(ctx.db, organizers, options.accountId, options.organizerId);
  const { where: filters } = planList(options.query, INVOICE_LIST);
  const where = organizerWhere(options.accountId, options.organizerId, filters);
  const [total] = await ctx.db.select({ value: count() }).from(invoices).where(where);
  const label = (key: string) => t(options.locale, `export.invoices.${key}`);
  const columns: ExportColumn<InvoiceRow>[] = [
    { header: label('number'), value: (r) => r.number },
    { header: label('kind'), value: (r) => r.kind },
    { header: label('refers_to'), value: (r) => r.refersTo },
    { header: label('issued_at'), value: (r) => r.issuedAt },
    { header: label('order'), value: (r) => r.orderReference },
    { header: label('buyer'), value: (r) => r.buyer.name },
    { header: label('company'), value: (r) => r.buyer.company ?? null },
    { header: label('tax_id'), value: (r) => r.buyer.tax_id ?? null },
    { header: label('reverse_charge'), value: (r) => r.reverseCharge },
    { header: label('currency'), value: (r) => r.currency },
    { header: label('total_net'), value: (r) => r.totalNet },
    { header: label('total_tax'), value: (r) => r.totalTax },
    { header: label('total_gross'), value: (r) => r.totalGross },
  ];
  const rows = keysetPages<InvoiceRow>(
    (afterId, limit) =>
      ctx.db
        .select()
        .from(invoices)
        .where(afterId === null ? where : and(where, lt(invoices.id, afterId)))
        .orderBy(desc(invoices.id))
        .limit(limit),
    (row) => row.id,
  );
  return exportFile({ format: options.format, filename: `invoices-${options.organizerId}`, total: total?.value ?? 0, columns, rows });
}
