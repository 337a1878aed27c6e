import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Attendee, ListMeta } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { attendees, orders } from '../../platform/db/schema.js';
import { listMeta, planList, type ListPlan, type ListSpec } from '../../platform/http/list.js';
import { presentAttendee, selectAttendees } from './present-attendee.js';
import { inAccount } from '../../platform/auth/scope.js';

export const ATTENDEE_LIST: ListSpec = {
  sortable: {
    // Ids grow with creation, and (event_id, id) is indexed: the default order pages without sorting.
    created_at: attendees.id,
    first_name: sql`lower(${attendees.firstName})`,
    last_name: sql`lower(${attendees.lastName})`,
    email: sql`lower(${attendees.email})`,
    status: attendees.status,
    checked_in_at: attendees.checkedInAt,
  },
  filterable: {
    ticket_id: { column: attendees.ticketId, type: 'number' },
    ticket_price_id: { column: attendees.ticketPriceId, type: 'number' },
    status: { column: attendees.status, type: 'string' },
    event_date_id: { column: attendees.eventDateId, type: 'number' },
    checked_in: { column: sql`(${attendees.checkedInAt} is not null)`, type: 'boolean' },
  },
  searchable: [],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: attendees.id,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Free text as the organizer types it: the start of a name ("ada lo" finds Ada
 * Lovelace), a last name or an email, or an exact ticket short id or order reference.
 * One IN over a UNION lets every branch use its own index (migrations 0011 and
 * 0012), where an OR across them would read all of the event's attendees.
 */
function searchCondition(eventId: number, text: string): SQL {
  const raw = text.trim();
  const prefix = `${escapeLike(raw.toLowerCase())}%`;
  return sql`${attendees.id} in (
    select a.id from ${attendees} a where a.event_id = ${eventId} and (
      lower(a.first_name || ' ' || a.last_name) like ${prefix}
      or lower(a.last_name) like ${prefix}
      or lower(a.email) like ${prefix}
      or a.short_id = ${raw})
    union
    select a.id from ${orders} o join ${attendees} a on a.order_id = o.id
      where o.event_id = ${eventId} and upper(o.public_reference) = ${raw.toUpperCase()})`;
}

export interface AttendeeSelection {
  plan: ListPlan;
  where: SQL;
}

/** The list's filters, search and order for one event; the export reads the same selection. */
export function selectAttendeeList(accountId: number, eventId: number, query: Record<string, unknown>): AttendeeSelection {
  const plan = planList(query, ATTENDEE_LIST);
  const search = plan.search === undefined ? undefined : searchCondition(eventId, plan.search);
  const where = inAccount(
    attendees,
    accountId,
    eq(attendees.eventId, eventId),
    // Attendees of a hold that was never paid are not sales: shown only when asked for by status.
    // Written out rather than bound, so that the planner matches the partial index of sales (attendees_event_sales_idx).
    plan.filteredFields.has('status') ? undefined : sql`${attendees.status} in ('ACTIVE', 'CANCELLED')`,
    plan.where,
    search,
  );
  return { plan, where };
}

export async function listAttendees(
  ctx: AppContext,
  accountId: number,
  eventId: number,
  query: Record<string, unknown>,
): Promise<{ data: Attendee[]; meta: ListMeta }> {
  const { plan, where } = selectAttendeeList(accountId, eventId, query);
  // The page and its total are independent reads: on PostgreSQL they run side by side on two connections.
  const [rows, [total]] = await Promise.all([
    selectAttendees(ctx.db)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ value: count() }).from(attendees).where(where),
  ]);
  return { data: rows.map(presentAttendee), meta: listMeta(plan, total?.value ?? 0) };
}
