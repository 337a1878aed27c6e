import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { taxAndFeeBodySchema } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { inAccount } from '../../platform/auth/scope.js';
import { taxesAndFees } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { storedRate, type TaxAndFeeRow } from './present-tax-and-fee.js';

export type TaxAndFeeInput = z.output<typeof taxAndFeeBodySchema>;

function columns(input: TaxAndFeeInput) {
  return {
    name: input.name,
    type: input.type,
    calculationType: input.calculation_type,
    rate: storedRate(input.calculation_type, input.rate),
    isDefault: input.is_default,
    isActive: input.is_active,
  };
}

export async function createTaxAndFee(ctx: AppContext, accountId: number, input: TaxAndFeeInput): Promise<TaxAndFeeRow> {
  const [row] = await ctx.db
    .insert(taxesAndFees)
    .values({ accountId, ...columns(input) })
    .returning();
  return row!;
}

/**
 * Changes a tax or fee. Tickets keep it; orders already placed keep the amounts
 * they were charged (each order item holds its own copy).
 */
export async function updateTaxAndFee(ctx: AppContext, accountId: number, id: number, input: TaxAndFeeInput): Promise<TaxAndFeeRow> {
  const [row] = await ctx.db
    .update(taxesAndFees)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(inAccount(taxesAndFees, accountId, eq(taxesAndFees.id, id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Deleting takes it off every ticket (the link rows cascade); past orders are unaffected. */
export async function deleteTaxAndFee(ctx: AppContext, accountId: number, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(taxesAndFees)
    .where(inAccount(taxesAndFees, accountId, eq(taxesAndFees.id, id)))
    .returning({ id: taxesAndFees.id });
  if (deleted.length === 0) throw notFound();
}
