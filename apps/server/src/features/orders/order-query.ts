import { inAccount } from '../../platform/auth/scope.js';
/**
 * Which orders of an event a list or an export shows: the list parameters of
 * API.md, a prefix search served by the indexes of migration 0011, and the
 * holds that never became sales left out unless a status filter asks for them.
 */
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { attendees, orders } from '../../platform/db/schema.js';
import { planList, type ListPlan, type ListSpec } from '../../platform/http/list.js';

export const ORDER_LIST: ListSpec = {
  sortable: {
    created_at: orders.createdAt,
    total_gross: orders.totalGross,
    public_reference: orders.publicReference,
    status: orders.status,
    email: orders.email,
    last_name: orders.lastName,
    first_name: orders.firstName,
  },
  filterable: {
    status: { column: orders.status, type: 'string' },
    payment_status: { column: orders.paymentStatus, type: 'string' },
    is_test: { column: orders.isTest, type: 'boolean' },
    is_manually_created: { column: orders.isManuallyCreated, type: 'boolean' },
    created_at: { column: orders.createdAt, type: 'date' },
    total_gross: { column: orders.totalGross, type: 'number' },
    event_date_id: { column: orders.eventDateId, type: 'number' },
    payment_method: { column: orders.paymentMethod, type: 'string' },
  },
  // The search is built below: a prefix search on indexed expressions instead of a scan.
  searchable: [],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: orders.id,
};

export interface OrderQuery {
  plan: ListPlan;
  where: SQL;
  orderBy: SQL[];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Public reference, short id, buyer name and email, and attendee names, each
 * matched from its start. One IN over a UNION lets every branch use its own
 * expression index; an OR reaching into attendees would scan the event's orders.
 */
export function orderSearch(eventId: number, text: string): SQL {
  const raw = text.trim();
  const lower = `${escapeLike(raw.toLowerCase())}%`;
  const upper = `${escapeLike(raw.toUpperCase())}%`;
  return sql`${orders.id} in (
    select o.id from ${orders} o where o.event_id = ${eventId} and (
      lower(o.email) like ${lower}
      or lower(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')) like ${lower}
      or lower(o.last_name) like ${lower}
      or upper(o.public_reference) like ${upper}
      or o.short_id = ${raw})
    union
    select a.order_id from ${attendees} a where a.event_id = ${eventId} and (
      lower(a.first_name || ' ' || a.last_name) like ${lower}
      or lower(a.last_name) like ${lower}))`;
}

export function planOrderQuery(accountId: number, eventId: number, query: Record<string, unknown>): OrderQuery {
  const plan = planList(query, ORDER_LIST);
  const search = plan.search === undefined ? undefined : orderSearch(eventId, plan.search);
  const where = inAccount(
    orders,
    accountId,
    eq(orders.eventId, eventId),
    // Written out rather than bound, so that the planner matches the partial index of sales.
    plan.filteredFields.has('status') ? undefined : sql`${orders.status} not in ('RESERVED', 'EXPIRED')`,
    plan.where,
    search,
  );
  // The id follows the sort's direction, so one index serves the sort both ways.
  const column = ORDER_LIST.sortable[plan.sortField]!;
  const orderBy = plan.direction === 'desc' ? [desc(column), desc(orders.id)] : [asc(column), asc(orders.id)];
  return { plan, where, orderBy };
}
