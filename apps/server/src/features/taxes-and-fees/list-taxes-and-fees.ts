import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { taxesAndFees } from '../../platform/db/schema.js';
import type { TaxAndFeeRow } from './present-tax-and-fee.js';

/** Every tax and fee of the account, by name; an account has a handful, so the list is not paged. */
export async function listTaxesAndFees(ctx: AppContext, accountId: number): Promise<TaxAndFeeRow[]> {
  return ctx.db.select().from(taxesAndFees).where(eq(taxesAndFees.accountId, accountId)).orderBy(asc(taxesAndFees.name), asc(taxesAndFees.id));
}
