import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { inAccount } from '../../platform/auth/scope.js';
import { affiliates } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { listMeta, planList, type ListPlan, type ListSpec } from '../../platform/http/list.js';
import { figureColumns, salesCountSql, salesGrossSql, ticketsCountSql } from './figures.js';
import { presentAffiliate } from './present-affiliate.js';

export const AFFILIATE_LIST: ListSpec = {
  sortable: {
    name: sql`lower(${affiliates.name})`,
    code: sql`lower(${affiliates.code})`,
    created_at: affiliates.createdAt,
    status: affiliates.status,
    sales_count: salesCountSql(),
    sales_gross: salesGrossSql(),
    tickets_count: ticketsCountSql(),
  },
  filterable: {
    status: { column: affiliates.status, type: 'string' },
    created_at: { column: affiliates.createdAt, type: 'date' },
  },
  searchable: [affiliates.name, affiliates.code, affiliates.email],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: affiliates.id,
};

export const withFigures = () => ({ ...getTableColumns(affiliates), ...figureColumns() });

export interface AffiliateScope {
  accountId: number;
  eventId: number;
}

/** Which affiliates a list or an export shows, from the list parameters of API.md. */
export function planAffiliateQuery(
  scope: AffiliateScope,
  query: Record<string, unknown>,
): { plan: ListPlan; where: ReturnType<typeof inAccount> } {
  const plan = planList(query, AFFILIATE_LIST);
  return { plan, where: inAccount(affiliates, scope.accountId, eq(affiliates.eventId, scope.eventId), plan.where) };
}

/** The affiliates of an event with their figures, paged. */
export async function listAffiliates(ctx: AppContext, options: AffiliateScope & { query: Record<string, unknown> }) {
  const { plan, where } = planAffiliateQuery(options, options.query);
  const rows = await ctx.db
    .select(withFigures())
    .from(affiliates)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(affiliates).where(where);
  return { data: rows.map(presentAffiliate), meta: listMeta(plan, total?.value ?? 0) };
}

export async function getAffiliate(ctx: AppContext, options: AffiliateScope & { affiliateId: number }) {
  const [row] = await ctx.db
    .select(withFigures())
    .from(affiliates)
    .where(inAccount(affiliates, options.accountId, eq(affiliates.eventId, options.eventId), eq(affiliates.id, options.affiliateId)));
  if (!row) throw notFound();
  return presentAffiliate(row);
}
