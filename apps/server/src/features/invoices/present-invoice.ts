import type { Invoice, PublicInvoice } from '@stagedoor/contracts';
import { rateGroups } from './invoice-lines.js';
import type { InvoiceRow } from './issue-invoice.js';

/** Rates are kept in thousandths of a percent and shown as a percent (docs/money.md): 19500 → 19.5. */
const percent = (rate: number) => rate / 1000;

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    refers_to: row.refersTo,
    order_id: row.orderId,
    event_id: row.eventId,
    issued_at: row.issuedAt.toISOString(),
    currency: row.currency,
    locale: row.locale,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines.map((line) => ({ ...line, tax_rate: percent(line.tax_rate) })),
    taxes: rateGroups(row.lines).map((group) => ({ tax_rate: percent(group.rate), net: group.gross - group.tax, tax: group.tax })),
    reverse_charge: row.reverseCharge,
    total_net: row.totalNet,
    total_tax: row.totalTax,
    total_gross: row.totalGross,
  };
}

export function presentPublicInvoice(row: InvoiceRow): PublicInvoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issued_at: row.issuedAt.toISOString(),
    currency: row.currency,
    total_gross: row.totalGross,
  };
}
