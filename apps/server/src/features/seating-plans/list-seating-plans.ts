import { count, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SeatingPlan, SeatingPlanSummary } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { seatingPlans } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { listMeta, planList, type ListSpec } from '../../platform/http/list.js';
import { eventsCountOfPlan, planInUse } from './plan-usage.js';
import { presentSeatingPlan, presentSeatingPlanSummary, type SeatingPlanSummaryRow } from './present-seating-plan.js';

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

/**
 * The layouts' JSON this process last read, by plan and version (`updated_at`, as the event plan's index is kept):
 * a saved plan is a new key, so no process answers an old layout. A stadium's layout is megabytes, and reading it
 * out of the database takes longer than the rest of the answer.
 */
const layoutJsons = new LRUCache<string, string>({ max: 4 });
const versionKey = (id: number, version: Date) => `${id}:${version.getTime()}`;

/**
 * One plan of the account as getSeatingPlan's answer, `{data: plan}`, in JSON text: its layout's JSON as the
 * database gives it (the save checked it), so that reading a stadium's plan never parses nor writes out its megabytes
 * on the event loop. The columns are read first; the layout only when this process does not have that version.
 */
export async function seatingPlanJson(db: Db, accountId: number, id: number): Promise<string> {
  const where = inAccount(seatingPlans, accountId, eq(seatingPlans.id, id));
  const [row] = await db.select(summaryColumns).from(seatingPlans).where(where);
  if (!row) throw notFound();
  const known = layoutJsons.get(versionKey(id, row.updatedAt));
  if (known !== undefined) return planJson(row, known);
  // Columns and layout in one read, so that the answer is of one version even if the plan was saved meanwhile.
  const [full] = await db
    .select({ ...summaryColumns, layoutJson: sql<string>`${seatingPlans.layout}::text` })
    .from(seatingPlans)
    .where(where);
  if (!full) throw notFound();
  layoutJsons.set(versionKey(id, full.updatedAt), full.layoutJson);
  return planJson(full, full.layoutJson);
}

/**
 * The answer of a save, `{data: plan}`, as JSON text: the plan's columns read without its layout, and the layout's
 * JSON as the save's check wrote it (plan-body-check.ts), so that the event loop never parses nor writes out a
 * stadium's megabytes.
 */
export async function savedSeatingPlanJson(db: Db, accountId: number, id: number, layoutJson: string): Promise<string> {
  const [row] = await db
    .select(summaryColumns)
    .from(seatingPlans)
    .where(inAccount(seatingPlans, accountId, eq(seatingPlans.id, id)));
  if (!row) throw notFound();
  return planJson(row, layoutJson);
}

function planJson(row: SeatingPlanSummaryRow, layoutJson: string): string {
  const summary: SeatingPlanSummary = presentSeatingPlanSummary(row);
  return `{"data":${JSON.stringify(summary).slice(0, -1)},"layout":${layoutJson}}}`;
}
