import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Attendee, ListMeta } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { attendees, orders } from '../../platform/db/schema.js';
import { fieldError } from '../../platform/errors.js';
import { listMeta, planList, type ListPlan, type ListSpec } from '../../platform/http/list.js';
import { presentAttendee, selectAttendees } from './present-attendee.js';

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

/** `filter_fields[checked_in][eq]=true|false` is derived from checked_in_at, so it is read here rather than by the list planner. */
function takeCheckedInFilter(query: Record<string, unknown>): { rest: Record<string, unknown>; condition: SQL | undefined } {
  const rest: Record<string, unknown> = {};
  let raw: unknown;
  for (const [key, value] of Object.entries(query)) {
    if (key === 'filter_fields[checked_in][eq]' || key === 'filter_fields[checked_in]') raw = value;
    else if (key === 'filter_fields' && value && typeof value === 'object' && 'checked_in' in value) {
      const { checked_in: checkedIn, ...others } = value as Record<string, unknown>;
      raw = checkedIn && typeof checkedIn === 'object' ? (checkedIn as Record<string, unknown>).eq : checkedIn;
      rest[key] = others;
    } else rest[key] = value;
  }
  if (raw === undefined) return { rest, condition: undefined };
  const text = String(Array.isArray(raw) ? raw[0] : raw);
  if (text !== 'true' && text !== 'false') throw fieldError('filter_fields.checked_in', 'validation.invalid_value');
  return { rest, condition: text === 'true' ? isNotNull(attendees.checkedInAt) : isNull(attendees.checkedInAt) };
}

export interface AttendeeSelection {
  plan: ListPlan;
  where: SQL;
}

/** The list's filters, search and order for one event; the export reads the same selection. */
export function selectAttendeeList(accountId: number, eventId: number, query: Record<string, unknown>): AttendeeSelection {
  const { rest, condition: checkedIn } = takeCheckedInFilter(query);
  const plan = planList(rest, ATTENDEE_LIST);
  const search = typeof rest.query === 'string' && rest.query.trim() ? searchCondition(eventId, rest.query) : undefined;
  // Attendees of a hold that was never paid are not sales: shown only when asked for by status.
  const nested = rest.filter_fields;
  const asksForStatus =
    Object.keys(rest).some((key) => key.startsWith('filter_fields[status]')) || (!!nested && typeof nested === 'object' && Object.hasOwn(nested, 'status'));
  const where = and(
    eq(attendees.accountId, accountId),
    eq(attendees.eventId, eventId),
    // Written out rather than bound, so that the planner matches the partial index of sales (attendees_event_sales_idx).
    asksForStatus ? undefined : sql`${attendees.status} in ('ACTIVE', 'CANCELLED')`,
    plan.where,
    checkedIn,
    search,
  )!;
  return { plan, where };
}

export async function listAttendees(ctx: AppContext, accountId: number, eventId: number, query: Record<string, unknown>): Promise<{ data: Attendee[]; meta: ListMeta }> {
  const { plan, where } = selectAttendeeList(accountId, eventId, query);
  // The page and its total are independent reads: on PostgreSQL they run side by side on two connections.
  const [rows, [total]] = await Promise.all([
    selectAttendees(ctx.db).where(where).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset),
    ctx.db.select({ value: count() }).from(attendees).where(where),
  ]);
  return { data: rows.map(presentAttendee), meta: listMeta(plan, total?.value ?? 0) };
}
