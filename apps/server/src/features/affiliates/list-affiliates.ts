import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { inAccount } from '../../platform/auth/scope.js';
import { affiliates, eventDates } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { listMeta, planList, type ListPlan, type ListSpec } from '../../platform/http/list.js';
import { figureColumns, salesCountSql, salesGrossSql, ticketsCountSql } from './figures.js';
import { presentAffiliate } from './present-affiliate.js';

/** The list's fields; with a date, the figures (and sorting by them) are those of that date's orders. */
export const affiliateList = (dateId?: number): ListSpec => ({
  sortable: {
    name: sql`lower(${affiliates.name})`,
    code: sql`lower(${affiliates.code})`,
    created_at: affiliates.createdAt,
    status: affiliates.status,
    sales_count: salesCountSql(dateId),
    sales_gross: salesGrossSql(dateId),
    tickets_count: ticketsCountSql(dateId),
  },
  filterable: {
    status: { column: affiliates.status, type: 'string' },
    created_at: { column: affiliates.createdAt, type: 'date' },
  },
  searchable: [affiliates.name, affiliates.code, affiliates.email],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: affiliates.id,
});

export const AFFILIATE_LIST: ListSpec = affiliateList();

export const withFigures = (dateId?: number) => ({ ...getTableColumns(affiliates), ...figureColumns(dateId) });

export interface AffiliateScope {
  accountId: number;
  eventId: number;
  /** Figures of this date's orders only; undefined: of every date. */
  dateId?: number;
}

/** A date asked for must be one of the event's (404 otherwise, as GET stats?date_id= answers). */
export async function checkAffiliateDate(ctx: AppContext, scope: AffiliateScope): Promise<void> {
  if (scope.dateId === undefined) return;
  const [date] = await ctx.db
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(inAccount(eventDates, scope.accountId, eq(eventDates.eventId, scope.eventId), eq(eventDates.id, scope.dateId)));
  if (!date) throw notFound();
}

/** Which affiliates a list or an export shows, from the list parameters of API.md. */
export function planAffiliateQuery(
  scope: AffiliateScope,
  query: Record<string, unknown>,
): { plan: ListPlan; where: ReturnType<typeof inAccount> } {
  const plan = planList(query, scope.dateId === undefined ? AFFILIATE_LIST : affiliateList(scope.dateId));
  return { plan, where: inAccount(affiliates, scope.accountId, eq(affiliates.eventId, scope.eventId), plan.where) };
}

/** The affiliates of an event with their figures, paged. */
export async function listAffiliates(ctx: AppContext, options: AffiliateScope & { query: Record<string, unknown> }) {
  await checkAffiliateDate(ctx, options);
  const { plan, where } = planAffiliateQuery(options, options.query);
  const rows = await ctx.db
    .select(withFigures(options.dateId))
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
