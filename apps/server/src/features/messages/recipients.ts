import { inAccount } from '../../platform/auth/scope.js';
/**
 * Who a message reaches: active attendees of the event with an address, chosen by
 * the message's type, read in keyset pages of attendee ids so that no step holds
 * every attendee of a large event at once. One mail per address.
 */
import { and, asc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { MessageRecipients } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { attendees, eventDates, orders, tickets } from '../../platform/db/schema.js';
import { AppError, type FieldErrors } from '../../platform/errors.js';

export interface RecipientFilter {
  eventId: number;
  type: MessageRecipients['type'];
  ticketIds: number[];
  attendeeIds: number[];
  orderId: number | null;
  /** Only the holders of these dates, and pass holders; empty: every date. */
  eventDateIds: number[];
}

export interface RecipientRow {
  kind: 'ATTENDEE' | 'BUYER' | 'SENDER';
  attendeeId: number | null;
  email: string;
  name: string;
  locale: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The ids a message names must belong to its event: 422 on the field otherwise. */
export async function validateRecipients(db: Db, accountId: number, eventId: number, input: MessageRecipients): Promise<RecipientFilter> {
  const ticketIds = [...new Set(input.ticket_ids ?? [])];
  const attendeeIds = [...new Set(input.attendee_ids ?? [])];
  const orderId = input.order_id ?? null;
  const eventDateIds = input.type === 'ORDER_OWNER' ? [] : [...new Set(input.event_date_ids ?? [])];
  const errors: FieldErrors = {};
  if (input.type === 'TICKET_HOLDERS') {
    if (ticketIds.length === 0) errors.ticket_ids = ['validation.message_ticket_ids_required'];
    else {
      const found = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(inAccount(tickets, accountId, eq(tickets.eventId, eventId), inArray(tickets.id, ticketIds)));
      if (found.length !== ticketIds.length) errors.ticket_ids = ['validation.message_ticket_not_found'];
    }
  }
  if (input.type === 'INDIVIDUAL_ATTENDEES') {
    if (attendeeIds.length === 0) errors.attendee_ids = ['validation.message_attendee_ids_required'];
    else {
      const found = await db
        .select({ id: attendees.id })
        .from(attendees)
        .where(inAccount(attendees, accountId, eq(attendees.eventId, eventId), inArray(attendees.id, attendeeIds)));
      if (found.length !== attendeeIds.length) errors.attendee_ids = ['validation.message_attendee_not_found'];
    }
  }
  if (input.type === 'ORDER_OWNER') {
    if (orderId === null) errors.order_id = ['validation.message_order_required'];
    else {
      const [found] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(inAccount(orders, accountId, eq(orders.eventId, eventId), eq(orders.id, orderId)));
      if (!found) errors.order_id = ['validation.message_order_not_found'];
    }
  }
  if (eventDateIds.length > 0) {
    const found = await db
      .select({ id: eventDates.id })
      .from(eventDates)
      .where(inAccount(eventDates, accountId, eq(eventDates.eventId, eventId), inArray(eventDates.id, eventDateIds)));
    if (found.length !== eventDateIds.length) errors.event_date_ids = ['validation.message_date_not_found'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });
  return {
    eventId,
    type: input.type,
    ticketIds: input.type === 'TICKET_HOLDERS' ? ticketIds : [],
    attendeeIds: input.type === 'INDIVIDUAL_ATTENDEES' ? attendeeIds : [],
    orderId: input.type === 'ORDER_OWNER' ? orderId : null,
    eventDateIds,
  };
}

/** Active attendees with an address that the filter chooses (ORDER_OWNER reads the order instead). */
function attendeeCondition(filter: RecipientFilter): SQL {
  const base = and(
    eq(attendees.eventId, filter.eventId),
    eq(attendees.status, 'ACTIVE'),
    ne(attendees.email, ''),
    // The holders of the chosen dates: their tickets for those dates, and passes, valid on every date.
    filter.eventDateIds.length === 0
      ? undefined
      : sql`(${inArray(attendees.eventDateId, filter.eventDateIds)} OR ${attendees.ticketId} IN (
          SELECT ${tickets.id} FROM ${tickets} WHERE ${tickets.eventId} = ${filter.eventId} AND ${tickets.validity} = 'ALL_DATES'))`,
  )!;
  if (filter.type === 'TICKET_HOLDERS') return and(base, inArray(attendees.ticketId, filter.ticketIds))!;
  if (filter.type === 'INDIVIDUAL_ATTENDEES') return and(base, inArray(attendees.id, filter.attendeeIds))!;
  return base;
}

/** The buyer of the chosen order, while the order holds an active ticket. */
async function orderOwner(db: Db, filter: RecipientFilter): Promise<RecipientRow | null> {
  if (filter.orderId === null) return null;
  const [row] = await db
    .select({ email: orders.email, firstName: orders.firstName, locale: orders.locale })
    .from(orders)
    .where(
      and(
        eq(orders.id, filter.orderId),
        eq(orders.eventId, filter.eventId),
        sql`EXISTS (SELECT 1 FROM ${attendees} WHERE ${attendees.orderId} = ${orders.id} AND ${attendees.status} = 'ACTIVE')`,
      ),
    );
  if (!row?.email?.trim()) return null;
  return { kind: 'BUYER', attendeeId: null, email: normalizeEmail(row.email), name: row.firstName ?? '', locale: row.locale };
}

/** How many addresses the message would reach now. */
export async function countRecipients(db: Db, filter: RecipientFilter): Promise<number> {
  if (filter.type === 'ORDER_OWNER') return (await orderOwner(db, filter)) ? 1 : 0;
  const [row] = await db
    .select({ value: sql<number>`count(DISTINCT lower(trim(${attendees.email})))::int` })
    .from(attendees)
    .where(attendeeCondition(filter));
  return Number(row?.value ?? 0);
}

/** One page of recipients after attendee id `after`; `last` is the cursor for the next page, null when none is left. */
export async function recipientPage(
  db: Db,
  filter: RecipientFilter,
  after: number,
  size: number,
): Promise<{ rows: RecipientRow[]; last: number | null }> {
  if (filter.type === 'ORDER_OWNER') {
    const owner = after === 0 ? await orderOwner(db, filter) : null;
    return { rows: owner ? [owner] : [], last: null };
  }
  const page = await db
    .select({ id: attendees.id, email: attendees.email, firstName: attendees.firstName, locale: attendees.locale })
    .from(attendees)
    .where(and(attendeeCondition(filter), gt(attendees.id, after)))
    .orderBy(asc(attendees.id))
    .limit(size);
  return {
    rows: page.map((row) => ({
      kind: 'ATTENDEE',
      attendeeId: row.id,
      email: normalizeEmail(row.email),
      name: row.firstName,
      locale: row.locale,
    })),
    last: page.length === size ? page[page.length - 1]!.id : null,
  };
}
