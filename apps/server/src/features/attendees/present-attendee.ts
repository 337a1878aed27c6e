import { eq } from 'drizzle-orm';
import type { Attendee } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { attendees, eventDates, orders, ticketPrices, tickets } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { inAccount } from '../../platform/auth/scope.js';
import { presentOrderDate } from '../event-dates/order-dates.js';

/** The columns the organizer's views of an attendee read: the attendee, its ticket and its order. */
export const attendeeColumns = {
  attendee: attendees,
  ticketTitle: tickets.title,
  priceLabel: ticketPrices.label,
  orderShortId: orders.shortId,
  orderReference: orders.publicReference,
  orderStatus: orders.status,
  isManuallyCreated: orders.isManuallyCreated,
  isTest: orders.isTest,
  /** The attendee's date (none for a pass). */
  dateStart: eventDates.startDate,
  dateEnd: eventDates.endDate,
  dateLabel: eventDates.label,
};

export interface AttendeeListRow {
  attendee: typeof attendees.$inferSelect;
  ticketTitle: string;
  priceLabel: string | null;
  orderShortId: string;
  orderReference: string;
  orderStatus: (typeof orders.$inferSelect)['status'];
  isManuallyCreated: boolean;
  isTest: boolean;
  dateStart: Date | null;
  dateEnd: Date | null;
  dateLabel: string | null;
}

/** attendees joined with what the presenter shows; callers add where, order and paging. */
export function selectAttendees(db: Db) {
  return db
    .select(attendeeColumns)
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .innerJoin(tickets, eq(tickets.id, attendees.ticketId))
    .innerJoin(ticketPrices, eq(ticketPrices.id, attendees.ticketPriceId))
    .leftJoin(eventDates, eq(eventDates.id, attendees.eventDateId));
}

/** One attendee of an event of the caller's account (404 for anything else). */
export async function findAttendee(db: Db, accountId: number, eventId: number, id: number): Promise<AttendeeListRow> {
  const [row] = await selectAttendees(db).where(inAccount(attendees, accountId, eq(attendees.eventId, eventId), eq(attendees.id, id)));
  if (!row) throw notFound();
  return row;
}

export function presentAttendee(row: AttendeeListRow): Attendee {
  const { attendee } = row;
  return {
    id: attendee.id,
    short_id: attendee.shortId,
    first_name: attendee.firstName,
    last_name: attendee.lastName,
    email: attendee.email,
    locale: attendee.locale,
    status: attendee.status,
    checked_in_at: attendee.checkedInAt?.toISOString() ?? null,
    ticket_id: attendee.ticketId,
    ticket_price_id: attendee.ticketPriceId,
    ticket_title: row.ticketTitle,
    price_label: row.priceLabel,
    order_id: attendee.orderId,
    order_short_id: row.orderShortId,
    order_public_reference: row.orderReference,
    order_status: row.orderStatus,
    is_manually_created: row.isManuallyCreated,
    is_test: row.isTest,
    created_at: attendee.createdAt.toISOString(),
    event_date_id: attendee.eventDateId,
    event_date:
      attendee.eventDateId !== null && row.dateStart
        ? presentOrderDate({ startDate: row.dateStart, endDate: row.dateEnd, label: row.dateLabel })
        : null,
    seat: attendee.seat ?? null,
  };
}
