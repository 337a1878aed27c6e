import { count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { events, organizers } from '../../platform/db/schema.js';
import { inAccount } from '../../platform/auth/scope.js';
import { imagesOf } from '../../platform/images/images.js';
import { listMeta, planList, type ListSpec } from '../../platform/http/list.js';
import { EVENT_ENTITY, presentEvent } from './present-event.js';

/**
 * The events list. The tabs of the web app are filters: upcoming is
 * `start_date gt now`, ongoing `start_date lte now` and `end_date gte now`,
 * ended `end_date lt now` (all with `status ne ARCHIVED`), archived `status eq ARCHIVED`.
 */
export const EVENT_LIST: ListSpec = {
  sortable: {
    title: events.title,
    start_date: events.startDate,
    end_date: events.effectiveEndDate,
    created_at: events.createdAt,
    updated_at: events.updatedAt,
    status: events.status,
  },
  filterable: {
    status: { column: events.status, type: 'string' },
    start_date: { column: events.startDate, type: 'date' },
    end_date: { column: events.effectiveEndDate, type: 'date' },
    organizer_id: { column: events.organizerId, type: 'number' },
    currency: { column: events.currency, type: 'string' },
  },
  searchable: [events.title],
  defaultSort: { field: 'start_date', direction: 'asc' },
  tieBreaker: events.id,
};

export async function listEvents(ctx: AppContext, accountId: number, query: Record<string, unknown>, organizerId?: number) {
  const plan = planList(query, EVENT_LIST);
  const where = inAccount(events, accountId, plan.where, organizerId === undefined ? undefined : eq(events.organizerId, organizerId));
  const rows = await ctx.db
    .select()
    .from(events)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(events).where(where);
  const organizerIds = [...new Set(rows.map((row) => row.organizerId))];
  const organizerRows = organizerIds.length ? await ctx.db.select().from(organizers).where(inArray(organizers.id, organizerIds)) : [];
  const byId = new Map(organizerRows.map((row) => [row.id, row]));
  const images = await imagesOf(
    ctx.db,
    EVENT_ENTITY,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => presentEvent(ctx.storage, row, byId.get(row.organizerId)!, images)),
    meta: listMeta(plan, total?.value ?? 0),
  };
}
