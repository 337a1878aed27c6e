import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListMeta, PublicCheckInAttendee } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { attendees, ticketPrices, tickets } from '../../platform/db/schema.js';
import { listMeta } from '../../platform/http/list.js';
import type { OpenList } from './public-list.js';

/** What the door is shown of an attendee: names and ticket, never an email (SPEC §9 least data). */
export const doorColumns = {
  id: attendees.id,
  shortId: attendees.shortId,
  firstName: attendees.firstName,
  lastName: attendees.lastName,
  ticketId: attendees.ticketId,
  ticketTitle: tickets.title,
  priceLabel: ticketPrices.label,
  status: attendees.status,
  checkedInAt: attendees.checkedInAt,
};

export type DoorRow = { id: number; shortId: string; firstName: string; lastName: string; ticketId: number; ticketTitle: string; priceLabel: string | null; status: PublicCheckInAttendee['status']; checkedInAt: Date | null };

export function presentDoorAttendee(row: DoorRow): PublicCheckInAttendee {
  return {
    short_id: row.shortId,
    first_name: row.firstName,
    last_name: row.lastName,
    ticket_id: row.ticketId,
    ticket_title: row.ticketTitle,
    price_label: row.priceLabel,
    status: row.status,
    checked_in: row.checkedInAt !== null,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
  };
}

/** One attendee of the event by short id, with ticket and price, for the door. */
export async function findDoorAttendee(db: Db, eventId: number, shortId: string): Promise<DoorRow | undefined> {
  const [row] = await db
    .select(doorColumns)
    .from(attendees)
    .innerJoin(tickets, eq(tickets.id, attendees.ticketId))
    .leftJoin(ticketPrices, eq(ticketPrices.id, attendees.ticketPriceId))
    .where(and(eq(attendees.shortId, shortId), eq(attendees.eventId, eventId)));
  return row;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Attendees of the list's tickets matching a term: from the start of the full name or
 * the last name (the indexes of migration 0012), or the exact ticket short id. Unpaid
 * holds are no tickets and are left out; cancelled ones are shown as cancelled.
 */
export async function searchDoorAttendees(db: Db, open: OpenList, query: { query: string; page: number; per_page: number }): Promise<{ data: PublicCheckInAttendee[]; meta: ListMeta }> {
  if (open.ticketIds.length === 0) return { data: [], meta: listMeta({ page: query.page, perPage: query.per_page }, 0) };
  const term = query.query.trim();
  const prefix = `${escapeLike(term.toLowerCase())}%`;
  const matches: SQL = or(
    sql`lower(${attendees.firstName} || ' ' || ${attendees.lastName}) LIKE ${prefix}`,
    sql`lower(${attendees.lastName}) LIKE ${prefix}`,
    eq(attendees.shortId, term),
  )!;
  const where = and(
    eq(attendees.eventId, open.event.id),
    inArray(attendees.ticketId, open.ticketIds),
    inArray(attendees.status, ['ACTIVE', 'CANCELLED']),
    matches,
  );
  const rows = await db
    .select(doorColumns)
    .from(attendees)
    .innerJoin(tickets, eq(tickets.id, attendees.ticketId))
    .leftJoin(ticketPrices, eq(ticketPrices.id, attendees.ticketPriceId))
    .where(where)
    .orderBy(asc(sql`lower(${attendees.lastName})`), asc(attendees.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ value: count() }).from(attendees).where(where);
  return { data: rows.map(presentDoorAttendee), meta: listMeta({ page: query.page, perPage: query.per_page }, total?.value ?? 0) };
}
