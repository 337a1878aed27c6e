import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { DEFAULT_EVENT_SETTINGS, type EventSettings, type InvoiceRequestInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { events, orderBusinessDetails, orders } from '../../platform/db/schema.js';
import { AppError, notFound, type FieldErrors } from '../../platform/errors.js';
import { checkBusinessDetails, saveBusinessDetails } from './business-details.js';
import { creditOrderInvoice } from './credit-note.js';
import { currentInvoiceOf, issueOrderInvoice, type InvoiceRow } from './issue-invoice.js';

type OrderRow = typeof orders.$inferSelect;

/** A paid sale that may get its invoice after the purchase: completed, not cancelled, not refunded in full. */
const REQUESTABLE_STATUSES = ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED'] as const;

/**
 * Issues the invoice of a sale that has none, on request, in the caller's transaction, which holds the order's row
 * lock; then credits what was refunded before it, so the order's documents add up to what it was finally charged
 * (a refund still in flight is credited when it settles, refund-state.ts). Null when no invoice is issued (invoicing
 * off, a free order).
 */
export async function issueRequestedInvoice(ctx: Pick<AppContext, 'config'>, tx: Db, order: OrderRow): Promise<InvoiceRow | null> {
  const invoice = await issueOrderInvoice(ctx, tx, order.id, { onRequest: true });
  if (invoice && order.totalRefunded > 0) await creditOrderInvoice(ctx, tx, order.id, order.totalRefunded);
  return invoice;
}

/**
 * The order's row, claimed with a conditional write while it is a paid sale of this event: the update takes the row
 * lock (a second request waits for the first to commit, then finds its invoice; a cancellation or refund waits, or
 * is waited for, as for every document of the order, docs/invoice-numbering.md "Lock order") and checks the
 * order's state after any wait. The control of the race test reads the row instead.
 */
async function claimOrder(ctx: AppContext, tx: Db, eventId: number, shortId: string): Promise<OrderRow | undefined> {
  const paidSale = and(
    eq(orders.eventId, eventId),
    eq(orders.shortId, shortId),
    isNotNull(orders.completedAt),
    gt(orders.totalGross, 0),
    inArray(orders.status, [...REQUESTABLE_STATUSES]),
  );
  if (ctx.config.unsafeInvoiceRequests) return (await tx.select().from(orders).where(paidSale))[0];
  const [claimed] = await tx.update(orders).set({ updatedAt: new Date() }).where(paidSale).returning();
  return claimed;
}

/**
 * POST public .../order/{short_id}/invoices: the buyer asks for the invoice after the purchase, on an event that
 * issues invoices on request. Idempotent: an order that has its invoice gets it back (`issued: false`), whatever
 * details are given (an issued invoice never changes; a correction is the organizer's). Business details given fill
 * in or replace the checkout's, checked as at checkout; they are kept only when the invoice is issued.
 */
export async function requestInvoice(
  ctx: AppContext,
  scope: { eventId: number; shortId: string },
  input: InvoiceRequestInput,
): Promise<{ invoice: InvoiceRow; issued: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const order = await claimOrder(ctx, tx, scope.eventId, scope.shortId);
    if (!order) {
      const [known] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.eventId, scope.eventId), eq(orders.shortId, scope.shortId)));
      if (!known) throw notFound();
      // Cancelled or refunded since its invoice was issued: the document is still the buyer's.
      const issued = await currentInvoiceOf(tx, known.id);
      if (issued) return { invoice: issued, issued: false };
      throw new AppError('INVOICE_NOT_AVAILABLE');
    }
    const existing = await currentInvoiceOf(tx, order.id);
    if (existing) return { invoice: existing, issued: false };

    const [event] = await tx.select({ settings: events.settings }).from(events).where(eq(events.id, order.eventId));
    const settings: EventSettings = { ...DEFAULT_EVENT_SETTINGS, ...(event?.settings as Partial<EventSettings>) };
    // An event that issues on completion gave its sales their invoice then, or none while invoicing was off.
    if (settings.invoice_mode !== 'ON_REQUEST') throw new AppError('INVOICE_NOT_AVAILABLE');

    const [stored] = await tx.select().from(orderBusinessDetails).where(eq(orderBusinessDetails.orderId, order.id));
    const given = input.business ?? {};
    const details = {
      company: given.company ?? stored?.company ?? null,
      address: given.address ?? stored?.address ?? null,
      tax_id: given.tax_id ?? stored?.taxId ?? null,
      invoice_requested: true,
    };
    const errors: FieldErrors = {};
    checkBusinessDetails(settings, details, errors);
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });
    // Only details given are written: a request without any leaves the checkout's row as it is.
    if (Object.values(given).some((value) => value !== undefined && value !== null)) {
      await saveBusinessDetails(tx, order.id, settings, details);
    }
    const invoice = await issueRequestedInvoice(ctx, tx, order);
    // Invoicing is off: the rollback takes back the details too.
    if (!invoice) throw new AppError('INVOICE_NOT_AVAILABLE');
    return { invoice, issued: true };
  });
}
