import { and, eq } from 'drizzle-orm';
import type { EventSettings, ReissueInvoiceInput } from '@stagedoor/contracts';
import { DEFAULT_EVENT_SETTINGS } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { events, invoices, orders } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { inAccount } from '../../platform/auth/scope.js';
import { creditOrderInvoice } from './credit-note.js';
import { currentInvoiceOf, issueOrderInvoice, type InvoiceRow } from './issue-invoice.js';
import { saveBusinessDetails } from './business-details.js';
import { issueRequestedInvoice } from './request-invoice.js';

/**
 * POST orders/{id}/invoices, under the order's row lock: issues the invoice of a sale that has none (an event that
 * issues on request), or corrects the current one: a credit note cancelling it in full, then a new invoice with the
 * buyer's details as given. An invoice already credited in part (a partial refund) is not corrected (409): the new
 * one would have to be for a different amount than the sale.
 */
export async function reissueInvoice(
  ctx: AppContext,
  scope: { accountId: number; eventId: number; orderId: number },
  input: ReissueInvoiceInput,
): Promise<InvoiceRow> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(inAccount(orders, scope.accountId, eq(orders.eventId, scope.eventId), eq(orders.id, scope.orderId)))
      .for('update');
    if (!order) throw notFound();
    if (!order.completedAt || order.status === 'CANCELLED' || order.status === 'REFUNDED') throw new AppError('CONFLICT');
    const [event] = await tx.select({ settings: events.settings }).from(events).where(eq(events.id, order.eventId));
    const settings: EventSettings = { ...DEFAULT_EVENT_SETTINGS, ...(event?.settings as Partial<EventSettings>) };
    const current = await currentInvoiceOf(tx, order.id);
    if (current) {
      const credited = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.refersTo, current.id), eq(invoices.kind, 'CREDIT_NOTE')))
        .limit(1);
      if (credited.length > 0) throw new AppError('CONFLICT');
    }
    if (input.buyer) {
      // The organizer's correction keeps the details even when the checkout does not ask for them.
      await saveBusinessDetails(tx, order.id, { ...settings, business_details: 'OPTIONAL' }, { ...input.buyer, invoice_requested: true });
    }
    if (current) await creditOrderInvoice(ctx, tx, order.id, 'ALL');
    // A sale without an invoice that was refunded in part gets its invoice and a credit note for the refunds.
    const issued = current
      ? await issueOrderInvoice(ctx, tx, order.id, { onRequest: true, replace: true })
      : await issueRequestedInvoice(ctx, tx, order);
    if (!issued) throw new AppError('CONFLICT');
    return issued;
  });
}
