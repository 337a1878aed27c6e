import { and, count, eq, sql } from 'drizzle-orm';
import type { WaitingListFigures } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { inAccount } from '../../platform/auth/scope.js';
import { waitingListEntries } from '../../platform/db/schema.js';
import { listMeta, planList, type ListPlan, type ListSpec } from '../../platform/http/list.js';
import { settleOffers } from './entries.js';
import { presentEntry, selectEntries } from './present.js';

/** The organizer's list: in order of arrival by default; filters by status, price, ticket, date, party size. */
export const WAITING_LIST: ListSpec = {
  sortable: {
    created_at: waitingListEntries.createdAt,
    status: waitingListEntries.status,
    quantity: waitingListEntries.quantity,
    email: sql`lower(${waitingListEntries.email})`,
    offered_at: waitingListEntries.offeredAt,
  },
  filterable: {
    status: { column: waitingListEntries.status, type: 'string' },
    ticket_id: { column: waitingListEntries.ticketId, type: 'number' },
    ticket_price_id: { column: waitingListEntries.ticketPriceId, type: 'number' },
    date_id: { column: waitingListEntries.eventDateId, type: 'number' },
    quantity: { column: waitingListEntries.quantity, type: 'number' },
    created_at: { column: waitingListEntries.createdAt, type: 'date' },
  },
  searchable: [waitingListEntries.firstName, waitingListEntries.lastName, waitingListEntries.email],
  defaultSort: { field: 'created_at', direction: 'asc' },
  tieBreaker: waitingListEntries.id,
};

export interface ListScope {
  accountId: number;
  eventId: number;
}

export function planEntries(scope: ListScope, query: Record<string, unknown>): { plan: ListPlan; where: ReturnType<typeof inAccount> } {
  const plan = planList(query, WAITING_LIST);
  return { plan, where: inAccount(waitingListEntries, scope.accountId, eq(waitingListEntries.eventId, scope.eventId), plan.where) };
}

/** The figures beside the list: entries waiting and offered now, offers ever sent and those that were paid. */
async function figuresOf(ctx: AppContext, scope: ListScope): Promise<WaitingListFigures> {
  const [row] = await ctx.db
    .select({
      waiting: sql<number>`count(*) filter (where ${waitingListEntries.status} = 'WAITING')::int`,
      offered: sql<number>`count(*) filter (where ${waitingListEntries.status} = 'OFFERED')::int`,
      sent: sql<number>`count(*) filter (where ${waitingListEntries.offeredAt} is not null)::int`,
      converted: sql<number>`count(*) filter (where ${waitingListEntries.status} = 'PURCHASED')::int`,
    })
    .from(waitingListEntries)
    .where(inAccount(waitingListEntries, scope.accountId, eq(waitingListEntries.eventId, scope.eventId)));
  return {
    waiting: Number(row?.waiting ?? 0),
    offered: Number(row?.offered ?? 0),
    offers_sent: Number(row?.sent ?? 0),
    offers_converted: Number(row?.converted ?? 0),
  };
}

/** GET events/{id}/waiting-list: a page of entries, their total, and the list's figures; offers settled first. */
export async function listEntries(ctx: AppContext, options: ListScope & { query: Record<string, unknown> }) {
  await settleOffers(ctx.db, { eventId: options.eventId });
  const { plan, where } = planEntries(options, options.query);
  const rows = await selectEntries(ctx.db)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await ctx.db.select({ value: count() }).from(waitingListEntries).where(where);
  return {
    data: rows.map(presentEntry),
    meta: listMeta(plan, total?.value ?? 0),
    figures: await figuresOf(ctx, options),
  };
}

/** One entry of the event (404 for one of another event or account). */
export async function entryOfEvent(ctx: AppContext, scope: ListScope & { entryId: number }) {
  const [row] = await selectEntries(ctx.db).where(
    and(
      inAccount(waitingListEntries, scope.accountId, eq(waitingListEntries.eventId, scope.eventId)),
      eq(waitingListEntries.id, scope.entryId),
    ),
  );
  return row;
}
