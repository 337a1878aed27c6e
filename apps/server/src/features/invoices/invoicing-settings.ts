import { eq } from 'drizzle-orm';
import type { InvoicingSettings, InvoicingSettingsInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { invoicingSettings } from '../../platform/db/schema.js';
import { findInAccount } from '../../platform/auth/scope.js';
import { organizers } from '../../platform/db/schema.js';

export type InvoicingSettingsRow = typeof invoicingSettings.$inferSelect;

export function presentInvoicingSettings(row: InvoicingSettingsRow | undefined): InvoicingSettings {
  return {
    enabled: row?.enabled ?? false,
    legal_name: row?.legalName ?? null,
    address: row?.address ?? null,
    tax_id: row?.taxId ?? null,
    invoice_prefix: row?.invoicePrefix ?? 'INV',
    footer: row?.footer ?? null,
    payment_terms: row?.paymentTerms ?? null,
    reverse_charge: row?.reverseCharge ?? false,
  };
}

/** The organizer's settings; an organizer that never saved any has invoicing off. */
export async function getInvoicingSettings(ctx: AppContext, accountId: number, organizerId: number): Promise<InvoicingSettings> {
  await findInAccount(ctx.db, organizers, accountId, organizerId);
  const [row] = await ctx.db.select().from(invoicingSettings).where(eq(invoicingSettings.organizerId, organizerId));
  return presentInvoicingSettings(row);
}

/**
 * Saves the settings. Documents already issued keep what they printed (they are frozen); only the next ones change.
 * The update waits for invoices being issued, which read the row FOR SHARE (docs/invoice-numbering.md).
 */
export async function saveInvoicingSettings(
  ctx: AppContext,
  accountId: number,
  organizerId: number,
  input: InvoicingSettingsInput,
): Promise<InvoicingSettings> {
  await findInAccount(ctx.db, organizers, accountId, organizerId);
  const values = {
    enabled: input.enabled,
    legalName: input.legal_name,
    address: input.address,
    taxId: input.tax_id,
    invoicePrefix: input.invoice_prefix,
    footer: input.footer,
    paymentTerms: input.payment_terms,
    reverseCharge: input.reverse_charge,
  };
  const [row] = await ctx.db
    .insert(invoicingSettings)
    .values({ organizerId, accountId, ...values })
    .onConflictDoUpdate({ target: invoicingSettings.organizerId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return presentInvoicingSettings(row);
}

/** The settings an issue reads, share-locked so that a save and an issue do not interleave. */
export async function lockedInvoicingSettings(tx: Db, organizerId: number): Promise<InvoicingSettingsRow | undefined> {
  const [row] = await tx.select().from(invoicingSettings).where(eq(invoicingSettings.organizerId, organizerId)).for('share');
  return row;
}
