/** Invoices and credit notes: the organizer's invoicing settings, its number counter, buyers' business details, the frozen documents. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVOICE_KINDS } from '@stagedoor/contracts';
import { accounts, organizers } from './accounts.js';
import { events } from './events.js';
import { orders } from './orders.js';
import { createdAt, updatedAt } from './columns.js';

/** What an organizer prints on its invoices; invoicing is off until it is saved with `enabled`. */
export const invoicingSettings = pgTable('invoicing_settings', {
  organizerId: integer('organizer_id')
    .primaryKey()
    .references(() => organizers.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  legalName: text('legal_name'),
  address: text('address'),
  taxId: text('tax_id'),
  invoicePrefix: text('invoice_prefix').notNull().default('INV'),
  footer: text('footer'),
  paymentTerms: text('payment_terms'),
  reverseCharge: boolean('reverse_charge').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The organizer's next invoice number. Taken with `UPDATE ... SET next_number = next_number + 1 RETURNING` in the
 * transaction that issues the document, so the row lock orders issuers and a rollback gives the number back
 * (docs/invoice-numbering.md).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  organizerId: integer('organizer_id')
    .primaryKey()
    .references(() => organizers.id, { onDelete: 'cascade' }),
  nextNumber: integer('next_number').notNull().default(1),
});

/** The buyer's company, address and tax id, given at checkout when the event asks (settings.business_details). */
export const orderBusinessDetails = pgTable('order_business_details', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  company: text('company'),
  address: text('address'),
  taxId: text('tax_id'),
  invoiceRequested: boolean('invoice_requested').notNull().default(false),
  updatedAt: updatedAt(),
});

export interface InvoiceParty {
  name: string;
  company?: string | null;
  address?: string | null;
  tax_id?: string | null;
}
export interface FrozenLine {
  description: string;
  quantity: number;
  unit_price: number;
  /** Thousandths of a percent, as rates are stored (docs/money.md). */
  tax_rate: number;
  tax: number;
  total: number;
}

/**
 * An issued invoice or credit note, frozen: every field it prints is copied here when it is issued and never
 * updated, so the PDF rendered later is the document that was issued. Nothing is ever deleted (orders are never
 * deleted either: their cascade is for a deleted account).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** The organizer's running number, shared by invoices and credit notes. */
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    /** The invoice a credit note cancels (in full or in part). */
    refersTo: integer('refers_to'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<FrozenLine[]>().notNull(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    footer: text('footer'),
    paymentTerms: text('payment_terms'),
    eventTitle: text('event_title').notNull(),
    orderReference: text('order_reference').notNull(),
    /** Credit notes carry negative amounts, so that the sum of an order's documents is what it was charged. */
    totalNet: bigint('total_net', { mode: 'number' }).notNull(),
    totalTax: bigint('total_tax', { mode: 'number' }).notNull(),
    totalGross: bigint('total_gross', { mode: 'number' }).notNull(),
  },
  (t) => [
    // The backstop of the counter: two documents of an organizer never share a number.
    uniqueIndex('invoices_organizer_sequence_unique').on(t.organizerId, t.sequence),
    index('invoices_order_idx').on(t.orderId, t.id),
    // The organizer's list and the accountant's export read keyset pages of ids.
    index('invoices_organizer_id_idx').on(t.organizerId, t.id),
    index('invoices_refers_to_idx').on(t.refersTo).where(sql`refers_to IS NOT NULL`),
  ],
);
