import { count, eq } from 'drizzle-orm';
import type { EventDate } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { inAccount } from '../../platform/auth/scope.js';
import { eventDates } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { listMeta, planList, type ListSpec } from '../../platform/http/list.js';
import { salesOnDates, soldOnDate } from '../event-dates/date-sales.js';
import { presentDate } from '../event-dates/present-date.js';

export const DATE_LIST: ListSpec = {
  sortable: {
    start_date: eventDates.startDate,
    end_date: eventDates.endDate,
    label: eventDates.label,
    capacity: eventDates.capacity,
    created_at: eventDates.createdAt,
  },
  filterable: {
    status: { column: eventDates.status, type: 'string' },
    start_date: { column: eventDates.startDate, type: 'date' },
  },
  searchable: [eventDates.label],
  defaultSort: { field: 'start_date', direction: 'asc' },
  tieBreaker: eventDates.id,
};

/** The dates of an event, paged (list parameters of API.md), each with what is sold on it. */
export async function listDates(ctx: AppContext, accountId: number, eventId: number, query: Record<string, unknown>) {
  const plan = planList(query, DATE_LIST);
  const where = inAccount(eventDates, accountId, eq(eventDates.eventId, eventId), plan.where);
  const rows = await ctx.db
    .select()
    .from(eventDates)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(eventDates).where(where);
  const sales = await salesOnDates(
    ctx.db,
    eventId,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => presentDate(row, soldOnDate(sales, row.id))), meta: listMeta(plan, total?.value ?? 0) };
}

export async function getDate(ctx: AppContext, accountId: number, eventId: number, id: number): Promise<EventDate> {
  const [row] = await ctx.db
    .select()
    .from(eventDates)
    .where(inAccount(eventDates, accountId, eq(eventDates.eventId, eventId), eq(eventDates.id, id)));
  if (!row) throw notFound();
  return presentDate(row, soldOnDate(await salesOnDates(ctx.db, eventId, [id]), id));
}
