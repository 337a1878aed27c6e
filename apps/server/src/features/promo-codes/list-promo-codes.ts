import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { inAccount } from '../../platform/auth/scope.js';
import { promoCodes } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { listMeta, planList, type ListSpec } from '../../platform/http/list.js';
import { presentPromoCode } from './present-promo-code.js';
import { usageCountSql } from './usage.js';

export const PROMO_CODE_LIST: ListSpec = {
  sortable: {
    code: sql`lower(${promoCodes.code})`,
    created_at: promoCodes.createdAt,
    expiry_date: promoCodes.expiryDate,
    usage: usageCountSql(),
    usage_count: usageCountSql(),
  },
  filterable: {
    discount_type: { column: promoCodes.discountType, type: 'string' },
    expiry_date: { column: promoCodes.expiryDate, type: 'date' },
  },
  searchable: [promoCodes.code],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: promoCodes.id,
};

const withUsage = () => ({ ...getTableColumns(promoCodes), usageCount: usageCountSql() });

/** The promo codes of an event, paged (list parameters of API.md). */
export async function listPromoCodes(ctx: AppContext, accountId: number, eventId: number, query: Record<string, unknown>) {
  const plan = planList(query, PROMO_CODE_LIST);
  const where = inAccount(promoCodes, accountId, eq(promoCodes.eventId, eventId), plan.where);
  const rows = await ctx.db
    .select(withUsage())
    .from(promoCodes)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(promoCodes).where(where);
  return { data: rows.map(presentPromoCode), meta: listMeta(plan, total?.value ?? 0) };
}

export async function getPromoCode(ctx: AppContext, accountId: number, eventId: number, id: number) {
  const [row] = await ctx.db
    .select(withUsage())
    .from(promoCodes)
    .where(inAccount(promoCodes, accountId, eq(promoCodes.eventId, eventId), eq(promoCodes.id, id)));
  if (!row) throw notFound();
  return presentPromoCode(row);
}
