import { asc, count, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { taxesAndFees } from '../../platform/db/schema.js';
import { listMeta, planList, type ListSpec } from '../../platform/http/list.js';
import { presentTaxAndFee, type TaxAndFeeRow } from './present-tax-and-fee.js';
import { inAccount } from '../../platform/auth/scope.js';

export const TAX_AND_FEE_LIST: ListSpec = {
  sortable: {
    name: sql`lower(${taxesAndFees.name})`,
    type: taxesAndFees.type,
    calculation_type: taxesAndFees.calculationType,
    created_at: taxesAndFees.createdAt,
  },
  filterable: {
    type: { column: taxesAndFees.type, type: 'string' },
    calculation_type: { column: taxesAndFees.calculationType, type: 'string' },
    is_default: { column: taxesAndFees.isDefault, type: 'boolean' },
    is_active: { column: taxesAndFees.isActive, type: 'boolean' },
  },
  searchable: [taxesAndFees.name],
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: taxesAndFees.id,
};

/** The taxes and fees of the account, paged (list parameters of API.md), by name unless asked otherwise. */
export async function listTaxesAndFeesPage(ctx: AppContext, accountId: number, query: Record<string, unknown>) {
  const plan = planList(query, TAX_AND_FEE_LIST);
  const where = inAccount(taxesAndFees, accountId, plan.where);
  const rows = await ctx.db
    .select()
    .from(taxesAndFees)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(taxesAndFees).where(where);
  return { data: rows.map(presentTaxAndFee), meta: listMeta(plan, total?.value ?? 0) };
}

/** Every tax and fee of the account, by name (an account has a handful). */
export async function listTaxesAndFees(ctx: AppContext, accountId: number): Promise<TaxAndFeeRow[]> {
  return ctx.db.select().from(taxesAndFees).where(inAccount(taxesAndFees, accountId)).orderBy(asc(taxesAndFees.name), asc(taxesAndFees.id));
}
