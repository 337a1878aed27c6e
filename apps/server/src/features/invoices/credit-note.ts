import { and, eq } from 'drizzle-orm';
import type { Locale } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { invoices, type FrozenLine } from '../../platform/db/schema.js';
import { t } from '../../platform/i18n/index.js';
import { rateGroups, share, type RateGroup } from './invoice-lines.js';
import { currentInvoiceOf, storeInvoice, type InvoiceRow } from './issue-invoice.js';
import { lockedInvoicingSettings } from './invoicing-settings.js';

/** What of each tax rate of the invoice its credit notes have not cancelled yet. */
async function remainingGroups(tx: Db, invoice: InvoiceRow): Promise<RateGroup[]> {
  const credits = await tx
    .select({ lines: invoices.lines })
    .from(invoices)
    .where(and(eq(invoices.refersTo, invoice.id), eq(invoices.kind, 'CREDIT_NOTE')));
  const credited = rateGroups(credits.flatMap((row) => row.lines));
  return rateGroups(invoice.lines)
    .map((group) => {
      const done = credited.find((entry) => entry.rate === group.rate);
      // Credit notes carry negative amounts.
      return { rate: group.rate, gross: group.gross + (done?.gross ?? 0), tax: group.tax + (done?.tax ?? 0) };
    })
    .filter((group) => group.gross > 0);
}

/** Lines crediting `amount` of the remaining groups, shared by their gross; the last group takes the rounding. */
function partialLines(groups: RateGroup[], amount: number, locale: Locale, number: string): FrozenLine[] {
  const remaining = groups.reduce((sum, group) => sum + group.gross, 0);
  let left = amount;
  return groups.map((group, index) => {
    const gross = index === groups.length - 1 ? left : Math.min(left, share(amount, group.gross, remaining));
    left -= gross;
    const tax = gross === group.gross ? group.tax : share(gross, group.tax, group.gross);
    const rate = String(group.rate / 1000);
    return {
      description: t(locale, 'invoice.credit_line', { number, rate }),
      quantity: 1,
      unit_price: -(gross - tax),
      tax_rate: group.rate,
      tax: -tax,
      total: -gross,
    };
  });
}

/**
 * Issues a credit note for `amount` (minor units, at most what the order's invoice has left uncredited; 'ALL' for
 * everything left) in the caller's transaction, which holds the order's row lock. A cancellation credits what is
 * left, a refund what went back. The first credit of everything copies the invoice's lines negated; anything else is
 * shared over its tax rates. Returns null when there is no invoice or nothing left to credit.
 */
export async function creditOrderInvoice(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  orderId: number,
  amount: number | 'ALL',
): Promise<InvoiceRow | null> {
  const invoice = await currentInvoiceOf(tx, orderId);
  if (!invoice) return null;
  const groups = await remainingGroups(tx, invoice);
  const remaining = groups.reduce((sum, group) => sum + group.gross, 0);
  const credit = amount === 'ALL' ? remaining : Math.min(amount, remaining);
  if (credit <= 0) return null;
  const settings = await lockedInvoicingSettings(tx, invoice.organizerId);
  if (!settings) return null;
  const locale = invoice.locale as Locale;
  const lines =
    credit === invoice.totalGross
      ? invoice.lines.map((line) => ({ ...line, unit_price: -line.unit_price, tax: -line.tax, total: -line.total }))
      : partialLines(groups, credit, locale, invoice.number);
  const totalGross = lines.reduce((sum, line) => sum + line.total, 0);
  const totalTax = lines.reduce((sum, line) => sum + line.tax, 0);
  // A credit note repeats the invoice's parties and wording: it corrects that document, whatever changed since.
  return storeInvoice(ctx, tx, settings, {
    accountId: invoice.accountId,
    eventId: invoice.eventId,
    orderId: invoice.orderId,
    kind: 'CREDIT_NOTE',
    refersTo: invoice.id,
    currency: invoice.currency,
    locale: invoice.locale,
    buyer: invoice.buyer,
    lines,
    reverseCharge: invoice.reverseCharge,
    eventTitle: invoice.eventTitle,
    orderReference: invoice.orderReference,
    totalGross,
    totalTax,
    totalNet: totalGross - totalTax,
  });
}
