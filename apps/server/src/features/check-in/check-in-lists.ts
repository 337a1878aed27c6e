import { asc, eq, inArray } from 'drizzle-orm';
import type { CheckInList } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { checkInLists, checkInListTickets, eventDates } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { listInMemory, type MemoryListSpec } from '../../platform/http/list.js';
import { conflictCounts, listCounts } from './list-counts.js';
import { checkInListStatus } from './list-status.js';
import { presentListDate } from './public-list.js';

export type CheckInListRow = typeof checkInLists.$inferSelect;

/** The ticket ids of each list, in id order. */
export async function ticketIdsOf(db: Db, listIds: number[]): Promise<Map<number, number[]>> {
  const byList = new Map<number, number[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return byList;
  const links = await db
    .select()
    .from(checkInListTickets)
    .where(inArray(checkInListTickets.checkInListId, listIds))
    .orderBy(asc(checkInListTickets.ticketId));
  for (const link of links) byList.get(link.checkInListId)?.push(link.ticketId);
  return byList;
}

/** Lists with their tickets, live counts and conflicts, as the organizer sees them. */
export async function presentCheckInLists(db: Db, rows: CheckInListRow[]): Promise<CheckInList[]> {
  const ids = rows.map((row) => row.id);
  const eventId = rows[0]?.eventId;
  const dateIds = [...new Set(rows.flatMap((row) => (row.eventDateId === null ? [] : [row.eventDateId])))];
  const [tickets, counts, conflicts, dates] = await Promise.all([
    ticketIdsOf(db, ids),
    eventId ? listCounts(db, eventId, ids) : new Map(),
    conflictCounts(db, ids),
    dateIds.length ? db.select().from(eventDates).where(inArray(eventDates.id, dateIds)) : [],
  ]);
  const dateById = new Map(dates.map((date) => [date.id, date]));
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    short_id: row.shortId,
    name: row.name,
    description: row.description,
    ticket_ids: tickets.get(row.id) ?? [],
    activates_at: row.activatesAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    status: checkInListStatus(row, now),
    checked_in_count: counts.get(row.id)?.checkedIn ?? 0,
    total_count: counts.get(row.id)?.total ?? 0,
    conflicts_count: conflicts.get(row.id) ?? 0,
    event_date_id: row.eventDateId,
    event_date: presentListDate(row.eventDateId === null ? null : (dateById.get(row.eventDateId) ?? null)),
    created_at: row.createdAt.toISOString(),
  }));
}

/** One list of the caller's account and event; 404 otherwise. */
export async function findCheckInList(db: Db, accountId: number, eventId: number, id: number): Promise<CheckInListRow> {
  const [row] = await db
    .select()
    .from(checkInLists)
    .where(inAccount(checkInLists, accountId, eq(checkInLists.eventId, eventId), eq(checkInLists.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function getCheckInList(db: Db, accountId: number, eventId: number, id: number): Promise<CheckInList> {
  const [list] = await presentCheckInLists(db, [await findCheckInList(db, accountId, eventId, id)]);
  return list!;
}

/** An event has a handful of lists whose status and counts are computed, so the list parameters apply in memory. */
export const CHECK_IN_LIST_LIST: MemoryListSpec<CheckInList> = {
  sortable: {
    name: (list) => list.name.toLowerCase(),
    created_at: (list) => new Date(list.created_at),
    activates_at: (list) => (list.activates_at ? new Date(list.activates_at) : null),
    expires_at: (list) => (list.expires_at ? new Date(list.expires_at) : null),
    status: (list) => list.status,
    checked_in_count: (list) => list.checked_in_count,
  },
  filterable: {
    status: { value: (list) => list.status, type: 'string' },
    activates_at: { value: (list) => (list.activates_at ? new Date(list.activates_at) : null), type: 'date' },
    expires_at: { value: (list) => (list.expires_at ? new Date(list.expires_at) : null), type: 'date' },
  },
  searchable: [(list) => list.name, (list) => list.description],
  defaultSort: { field: 'created_at', direction: 'desc' },
};

/** The check-in lists of an event, paged (list parameters of API.md). */
export async function listCheckInLists(db: Db, accountId: number, eventId: number, query: Record<string, unknown>) {
  const rows = await db
    .select()
    .from(checkInLists)
    .where(inAccount(checkInLists, accountId, eq(checkInLists.eventId, eventId)))
    .orderBy(asc(checkInLists.id));
  return listInMemory(await presentCheckInLists(db, rows), query, CHECK_IN_LIST_LIST);
}
