import type { BusinessDetailsInput, EventSettings } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { orderBusinessDetails } from '../../platform/db/schema.js';
import type { FieldErrors } from '../../platform/errors.js';

/**
 * Checks the buyer's business details against what the event asks (settings.business_details): REQUIRED needs a
 * company and an address; OFF takes none. The tax id's format was checked by the contract. Adds to `errors`.
 */
export function checkBusinessDetails(settings: EventSettings, given: BusinessDetailsInput | undefined, errors: FieldErrors): void {
  if (settings.business_details === 'REQUIRED') {
    if (!given?.company) (errors['business.company'] ??= []).push('validation.required');
    if (!given?.address) (errors['business.address'] ??= []).push('validation.required');
  }
}

/** Keeps the details with the order (replacing earlier ones), in the details step's transaction. */
export async function saveBusinessDetails(
  tx: Db,
  orderId: number,
  settings: EventSettings,
  given: BusinessDetailsInput | undefined,
): Promise<void> {
  const asked = settings.business_details !== 'OFF';
  const values = {
    company: asked ? (given?.company ?? null) : null,
    address: asked ? (given?.address ?? null) : null,
    taxId: asked ? (given?.tax_id ?? null) : null,
    invoiceRequested: given?.invoice_requested ?? false,
  };
  await tx
    .insert(orderBusinessDetails)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: orderBusinessDetails.orderId, set: { ...values, updatedAt: new Date() } });
}
