import { z } from 'zod';
import { V } from './common.js';
import { isValidTaxId, normalizeVatId } from './vat-id.js';

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** When an event's orders get their invoice: when they complete, or only when the buyer asks for one at checkout. */
export const INVOICE_MODES = ['ON_COMPLETION', 'ON_REQUEST'] as const;
/** Whether the checkout asks buyers for company, address and tax id. */
export const BUSINESS_DETAILS_MODES = ['OFF', 'OPTIONAL', 'REQUIRED'] as const;

const text = (max: number) => z.string().trim().max(max, { message: V.nameTooLong });
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** A tax id as typed: normalized, and its format checked (an EU VAT id per its country, vat-id.ts). */
export const taxIdSchema = z
  .string()
  .trim()
  .max(40, { message: 'invalid_tax_id' })
  .transform((value) => (value ? normalizeVatId(value) : ''))
  .refine((value) => value === '' || isValidTaxId(value), { message: 'invalid_tax_id' })
  .transform((value) => value || null);

export const invoicingSettingsSchema = z.object({
  enabled: z.boolean(),
  legal_name: z.string().nullable(),
  address: z.string().nullable(),
  tax_id: z.string().nullable(),
  invoice_prefix: z.string(),
  footer: z.string().nullable(),
  payment_terms: z.string().nullable(),
  /** Reverse-charge wording for businesses of another EU country (docs/money.md, "Invoices"). */
  reverse_charge: z.boolean(),
});
export type InvoicingSettings = z.infer<typeof invoicingSettingsSchema>;

export const invoicingSettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    legal_name: optionalText(200),
    address: optionalText(1000),
    tax_id: taxIdSchema
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    invoice_prefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{0,11}$/, { message: 'invalid_invoice_prefix' }),
    footer: optionalText(2000),
    payment_terms: optionalText(1000),
    reverse_charge: z.boolean().optional().default(false),
  })
  .superRefine((value, issue) => {
    // An invoice names its seller: invoicing cannot be on without a legal name and an address.
    if (!value.enabled) return;
    if (!value.legal_name) issue.addIssue({ code: 'custom', path: ['legal_name'], message: V.required });
    if (!value.address) issue.addIssue({ code: 'custom', path: ['address'], message: V.required });
  });
export type InvoicingSettingsBody = z.input<typeof invoicingSettingsBodySchema>;
export type InvoicingSettingsInput = z.output<typeof invoicingSettingsBodySchema>;

export const invoicePartySchema = z.object({
  name: z.string(),
  company: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  tax_id: z.string().nullable().optional(),
});

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  /** The percentage of the taxes on the line, as the API writes rates (19.5). */
  tax_rate: z.number(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  refers_to: z.number().int().nullable(),
  order_id: z.number().int(),
  event_id: z.number().int(),
  issued_at: z.string(),
  currency: z.string(),
  locale: z.string(),
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  lines: z.array(invoiceLineSchema),
  taxes: z.array(z.object({ tax_rate: z.number(), net: z.number().int(), tax: z.number().int() })),
  reverse_charge: z.boolean(),
  total_net: z.number().int(),
  total_tax: z.number().int(),
  total_gross: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** What a buyer sees in the order's list of invoices: enough to name and download each. */
export const publicInvoiceSchema = invoiceSchema.pick({
  id: true,
  number: true,
  kind: true,
  issued_at: true,
  currency: true,
  total_gross: true,
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

/** The buyer's business details at checkout; `invoice_requested` asks for an invoice when the event issues them on request. */
export const businessDetailsBodySchema = z.object({
  company: optionalText(200),
  address: optionalText(1000),
  tax_id: taxIdSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  invoice_requested: z.boolean().optional().default(false),
});
export type BusinessDetailsInput = z.output<typeof businessDetailsBodySchema>;

/**
 * The buyer's request for the invoice after the purchase (an event that issues invoices on request): the business
 * details the checkout did not take, each given field replacing the checkout's, each omitted one keeping it.
 */
export const invoiceRequestBodySchema = z.object({
  business: businessDetailsBodySchema.omit({ invoice_requested: true }).partial().optional(),
});
export type InvoiceRequestInput = z.output<typeof invoiceRequestBodySchema>;

/** The organizer's correction: a credit note for the invoice and a new one with the buyer's details as given. */
export const reissueInvoiceBodySchema = z.object({
  buyer: businessDetailsBodySchema.omit({ invoice_requested: true }).optional(),
});
export type ReissueInvoiceInput = z.output<typeof reissueInvoiceBodySchema>;
