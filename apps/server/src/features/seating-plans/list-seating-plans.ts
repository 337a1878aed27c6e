import { count, eq } from 'drizzle-orm';
import type { SeatingPlan } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { seatingPlans } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { listMeta, planList, type ListSpec } from '../../platform/http/list.js';
import { eventsCountOfPlan, planInUse } from './plan-usage.js';
import { presentSeatingPlan, presentSeatingPlanSummary } from './present-seating-plan.js';

export const SEATING_PLAN_LIST: ListSpec = {
  sortable: {
    name: seatingPlans.name,
    seat_count: seatingPlans.seatCount,
    standing_capacity: seatingPlans.standingCapacity,
    events_count: eventsCountOfPlan,
    created_at: seatingPlans.createdAt,
    updated_at: seatingPlans.updatedAt,
  },
  filterable: {
    seat_count: { column: seatingPlans.seatCount, type: 'number' },
    in_use: { column: planInUse, type: 'boolean' },
  },
  searchable: [seatingPlans.name],
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: seatingPlans.id,
};

/** Everything of a plan but its layout, which the list never reads: a stadium's layout is megabytes. */
const summaryColumns = {
  id: seatingPlans.id,
  name: seatingPlans.name,
  seatCount: seatingPlans.seatCount,
  standingCapacity: seatingPlans.standingCapacity,
  eventsCount: eventsCountOfPlan,
  inUse: planInUse,
  createdAt: seatingPlans.createdAt,
  updatedAt: seatingPlans.updatedAt,
};

/** The account's plans, paged (list parameters of API.md), with the events that use each. */
export async function listSeatingPlans(ctx: AppContext, accountId: number, query: Record<string, unknown>) {
  const plan = planList(query, SEATING_PLAN_LIST);
  const where = inAccount(seatingPlans, accountId, plan.where);
  const rows = await ctx.db
    .select(summaryColumns)
    .from(seatingPlans)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(seatingPlans).where(where);
  return { data: rows.map(presentSeatingPlanSummary), meta: listMeta(plan, total?.value ?? 0) };
}

/** One plan of the account with its layout: the export of docs/seating.md. */
export async function getSeatingPlan(db: Db, accountId: number, id: number): Promise<SeatingPlan> {
  const [row] = await db
    .select({ ...summaryColumns, layout: seatingPlans.layout })
    .from(seatingPlans)
    .where(inAccount(seatingPlans, accountId, eq(seatingPlans.id, id)));
  if (!row) throw notFound();
  return presentSeatingPlan(row);
}
