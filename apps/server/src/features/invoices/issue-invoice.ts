import { and, asc, desc, eq } from 'drizzle-orm';
import { DEFAULT_EVENT_SETTINGS, type EventSettings, vatIdCountry } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { events, invoices, orderBusinessDetails, orderItems, orders, type InvoiceParty } from '../../platform/db/schema.js';
import { normalizeLocale } from '../../platform/i18n/index.js';
import { invoiceLinesOf, totalsOf } from './invoice-lines.js';
import { invoiceNumberText, takeInvoiceNumber } from './invoice-number.js';
import { lockedInvoicingSettings, type InvoicingSettingsRow } from './invoicing-settings.js';

export type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * Reverse charge (docs/money.md, "Invoices"): the organizer turned it on, the buyer is a company with an EU VAT id,
 * and that id is of another EU country than the seller's own VAT id.
 */
export function isReverseCharge(settings: InvoicingSettingsRow, buyer: InvoiceParty): boolean {
  if (!settings.reverseCharge || !buyer.company || !buyer.tax_id || !settings.taxId) return false;
  const sellerCountry = vatIdCountry(settings.taxId);
  const buyerCountry = vatIdCountry(buyer.tax_id);
  return !!sellerCountry && !!buyerCountry && sellerCountry !== buyerCountry;
}

export async function buyerOf(tx: Db, order: OrderRow): Promise<InvoiceParty> {
  const [details] = await tx.select().from(orderBusinessDetails).where(eq(orderBusinessDetails.orderId, order.id));
  return {
    name: `${order.firstName ?? ''} ${order.lastName ?? ''}`.trim(),
    company: details?.company ?? null,
    address: details?.address ?? null,
    tax_id: details?.taxId ?? null,
  };
}

/** The order's latest invoice (a correction issues a newer one), or undefined. */
export async function currentInvoiceOf(tx: Db, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'INVOICE')))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row;
}

/** Numbers and stores one frozen document in the caller's transaction. */
export async function storeInvoice(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  settings: InvoicingSettingsRow,
  values: Omit<typeof invoices.$inferInsert, 'sequence' | 'number' | 'seller' | 'footer' | 'paymentTerms' | 'organizerId'>,
): Promise<InvoiceRow> {
  const sequence = await takeInvoiceNumber(tx, settings.organizerId, { unsafeLatestPlusOne: ctx.config.unsafeInvoiceNumbering });
  const [row] = await tx
    .insert(invoices)
    .values({
      ...values,
      organizerId: settings.organizerId,
      sequence,
      number: invoiceNumberText(settings.invoicePrefix, sequence),
      seller: { name: settings.legalName ?? '', address: settings.address, tax_id: settings.taxId },
      footer: settings.footer,
      paymentTerms: settings.paymentTerms,
    })
    .returning();
  return row!;
}

/**
 * Issues the order's invoice in the caller's transaction (the one completing the order, or the organizer's
 * request), so a rollback takes the number back. Returns null when the organizer's invoicing is off, the order is
 * free, or the event issues invoices on request and none was asked for; an order that has one gets it back.
 */
export async function issueOrderInvoice(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  orderId: number,
  options: { onRequest?: boolean; replace?: boolean } = {},
): Promise<InvoiceRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.totalGross === 0) return null;
  const [event] = await tx
    .select({ id: events.id, title: events.title, organizerId: events.organizerId, settings: events.settings })
    .from(events)
    .where(eq(events.id, order.eventId));
  if (!event) return null;
  const settings = await lockedInvoicingSettings(tx, event.organizerId);
  if (!settings?.enabled) return null;
  const eventSettings: EventSettings = { ...DEFAULT_EVENT_SETTINGS, ...(event.settings as Partial<EventSettings>) };
  const buyer = await buyerOf(tx, order);
  if (!options.onRequest && eventSettings.invoice_mode === 'ON_REQUEST') {
    const [details] = await tx.select().from(orderBusinessDetails).where(eq(orderBusinessDetails.orderId, order.id));
    if (!details?.invoiceRequested) return null;
  }
  // A correction (replace) has just credited the current invoice in full and issues its successor.
  const existing = options.replace ? undefined : await currentInvoiceOf(tx, order.id);
  if (existing) return existing;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const lines = await invoiceLinesOf(tx, items);
  return storeInvoice(ctx, tx, settings, invoiceValues(order, event.title, buyer, lines, isReverseCharge(settings, buyer)));
}

export function invoiceValues(
  order: OrderRow,
  eventTitle: string,
  buyer: InvoiceParty,
  lines: InvoiceRow['lines'],
  reverseCharge: boolean,
  kind: InvoiceRow['kind'] = 'INVOICE',
  refersTo: number | null = null,
) {
  return {
    accountId: order.accountId,
    eventId: order.eventId,
    orderId: order.id,
    kind,
    refersTo,
    currency: order.currency,
    locale: normalizeLocale(order.locale) ?? 'en',
    buyer,
    lines,
    reverseCharge,
    eventTitle,
    orderReference: order.publicReference,
    ...totalsOf(lines),
  };
}
