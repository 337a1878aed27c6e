import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AttendeeSeat, ListMeta, PublicCheckInAttendee } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { attendees, ticketPrices, tickets } from '../../platform/db/schema.js';
import { listMeta } from '../../platform/http/list.js';
import { refCondition, type AttendeeRef } from './door-ids.js';
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
  eventDateId: attendees.eventDateId,
  validity: tickets.validity,
  seat: attendees.seat,
};

export type DoorRow = {
  id: number;
  shortId: string;
  firstName: string;
  lastName: string;
  ticketId: number;
  ticketTitle: string;
  priceLabel: string | null;
  status: PublicCheckInAttendee['status'];
  /** For a pass, its admission on the date concerned. */
  checkedInAt: Date | null;
  /** The ticket's date (null for a pass, or a ticket of no particular date). */
  eventDateId: number | null;
  validity: 'ONE_DATE' | 'ALL_DATES';
  /** Where the person sits on a seated event, so the door can say it. */
  seat: AttendeeSeat | null;
};

/** Door answers name an attendee by the list's door id (door-ids.ts), never by the ticket's short id. */
export function presentDoorAttendee(row: DoorRow, doorIdOf: (attendeeId: number) => string): PublicCheckInAttendee {
  return {
    short_id: doorIdOf(row.id),
    first_name: row.firstName,
    last_name: row.lastName,
    ticket_id: row.ticketId,
    ticket_title: row.ticketTitle,
    price_label: row.priceLabel,
    status: row.status,
    checked_in: row.checkedInAt !== null,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    seat: row.seat ?? null,
  };
}

/** One attendee of the event by door id or short id, with ticket and price, for the door. */
export async function findDoorAttendee(db: Db, eventId: number, ref: AttendeeRef): Promise<DoorRow | undefined> {
  const [row] = await db
    .select(doorColumns)
    .from(attendees)
    .innerJoin(tickets, eq(tickets.id, attendees.ticketId))
    .leftJoin(ticketPrices, eq(ticketPrices.id, attendees.ticketPriceId))
    .where(and(refCondition(ref), eq(attendees.eventId, eventId)));
  return row;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Latin letters with accents and the plain letter each stands for, at the door's search. */
const ACCENTED: [string, string][] = [
  ['a', 'àáâãäåāăą'],
  ['c', 'çćĉċč'],
  ['d', 'ďđ'],
  ['e', 'èéêëēĕėęě'],
  ['g', 'ĝğġģ'],
  ['h', 'ĥħ'],
  ['i', 'ìíîïĩīĭį'],
  ['j', 'ĵ'],
  ['k', 'ķ'],
  ['l', 'ĺļľŀł'],
  ['n', 'ñńņň'],
  ['o', 'òóôõöøōŏő'],
  ['r', 'ŕŗř'],
  ['s', 'śŝşš'],
  ['t', 'ţťŧ'],
  ['u', 'ùúûüũūŭůűų'],
  ['w', 'ŵ'],
  ['y', 'ýÿŷ'],
  ['z', 'źżž'],
];
const FROM = ACCENTED.map(([, letters]) => letters + letters.toUpperCase()).join('');
const TO = ACCENTED.map(([plain, letters]) => plain.repeat(letters.length) + plain.toUpperCase().repeat(letters.toUpperCase().length)).join(
  '',
);

/**
 * Text as the door's search compares it: accents off, then lower case ("jurgen" finds Jürgen).
 * A plain translate() and lower() of ASCII, so PGlite (no unaccent extension, C locale) and
 * PostgreSQL agree; the term goes through the same function.
 */
const folded = (text: SQL) => sql`lower(translate(${text}, ${FROM}::text, ${TO}::text))`;

/**
 * Attendees of the list's tickets matching a term: from the start of the full name or
 * the last name, accents and case aside, or the exact ticket short id. The event's
 * attendees of the list's tickets are read by attendees_event_ticket_idx and compared. Unpaid
 * holds are no tickets and are left out; cancelled ones are shown as cancelled.
 */
export async function searchDoorAttendees(
  db: Db,
  open: OpenList,
  doorIdOf: (attendeeId: number) => string,
  query: { query: string; page: number; per_page: number },
): Promise<{ data: PublicCheckInAttendee[]; meta: ListMeta }> {
  if (open.ticketIds.length === 0) return { data: [], meta: listMeta({ page: query.page, perPage: query.per_page }, 0) };
  const term = query.query.trim();
  const prefix = `${escapeLike(term.toLowerCase())}%`;
  const matches: SQL = or(
    sql`${folded(sql`${attendees.firstName} || ' ' || ${attendees.lastName}`)} LIKE ${folded(sql`${prefix}::text`)}`,
    sql`${folded(sql`${attendees.lastName}`)} LIKE ${folded(sql`${prefix}::text`)}`,
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
  return {
    data: rows.map((row) => presentDoorAttendee(row, doorIdOf)),
    meta: listMeta({ page: query.page, perPage: query.per_page }, total?.value ?? 0),
  };
}
