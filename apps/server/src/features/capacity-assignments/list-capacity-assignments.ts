import { asc, eq } from 'drizzle-orm';
import type { CapacityAssignment } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { inAccount } from '../../platform/auth/scope.js';
import { capacityAssignments } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { listInMemory, type MemoryListSpec } from '../../platform/http/list.js';
import { capacityUsage } from '../tickets/availability.js';

type CapacityAssignmentRow = typeof capacityAssignments.$inferSelect;

export const CAPACITY_ASSIGNMENT_LIST: MemoryListSpec<CapacityAssignment> = {
  sortable: {
    name: (item) => item.name.toLowerCase(),
    capacity: (item) => item.capacity,
    used_capacity: (item) => item.used_capacity,
    status: (item) => item.status,
  },
  filterable: {
    status: { value: (item) => item.status, type: 'string' },
    stop_sales_at_limit: { value: (item) => item.stop_sales_at_limit, type: 'boolean' },
    capacity: { value: (item) => item.capacity, type: 'number' },
  },
  searchable: [(item) => item.name],
  defaultSort: { field: 'name', direction: 'asc' },
};

/** The list endpoint: paged, sorted and filtered by the list parameters of API.md (used capacity is computed, so in memory). */
export async function listCapacityAssignmentsPage(ctx: AppContext, accountId: number, eventId: number, query: Record<string, unknown>) {
  return listInMemory(await listCapacityAssignments(ctx, accountId, eventId), query, CAPACITY_ASSIGNMENT_LIST);
}

/** The capacity assignments of an event, by name, each with the quantity its tickets have taken. */
export async function listCapacityAssignments(ctx: AppContext, accountId: number, eventId: number): Promise<CapacityAssignment[]> {
  const rows = await ctx.db
    .select()
    .from(capacityAssignments)
    .where(inAccount(capacityAssignments, accountId, eq(capacityAssignments.eventId, eventId)))
    .orderBy(asc(capacityAssignments.name), asc(capacityAssignments.id));
  if (rows.length === 0) return [];
  const usage = new Map((await capacityUsage(ctx.db, eventId)).map((item) => [item.id, item]));
  return rows.map((row) => presentCapacityAssignment(row, usage.get(row.id)?.used ?? 0, usage.get(row.id)?.ticketIds ?? []));
}

export async function getCapacityAssignment(ctx: AppContext, accountId: number, eventId: number, id: number): Promise<CapacityAssignment> {
  const found = (await listCapacityAssignments(ctx, accountId, eventId)).find((item) => item.id === id);
  if (!found) throw notFound();
  return found;
}

function presentCapacityAssignment(row: CapacityAssignmentRow, used: number, ticketIds: number[]): CapacityAssignment {
  return {
    id: row.id,
    event_id: row.eventId,
    name: row.name,
    capacity: row.capacity,
    used_capacity: used,
    status: row.status,
    stop_sales_at_limit: row.stopSalesAtLimit,
    ticket_ids: [...ticketIds].sort((a, b) => a - b),
  };
}
