import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { attendees, events, orderItems, orders } from '../../platform/db/schema.js';

/** What a change names; the payload is read from it inside the change's transaction. */
export interface WebhookSubject {
  orderId?: number;
  attendeeId?: number;
}

async function orderData(tx: Db, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  return {
    id: order.id,
    short_id: order.shortId,
    reference: order.publicReference,
    status: order.status,
    payment_status: order.paymentStatus,
    currency: order.currency,
    // Money in minor units, like the rest of the API.
    total_gross: order.totalGross,
    total_tax: order.totalTax,
    total_fee: order.totalFee,
    total_refunded: order.totalRefunded,
    first_name: order.firstName,
    last_name: order.lastName,
    email: order.email,
    locale: order.locale,
    is_test: order.isTest,
    is_manually_created: order.isManuallyCreated,
    created_at: order.createdAt.toISOString(),
    completed_at: order.completedAt?.toISOString() ?? null,
    items: items.map((item) => ({
      ticket_id: item.ticketId,
      ticket_price_id: item.ticketPriceId,
      ticket_title: item.ticketTitle,
      quantity: item.quantity,
      price: item.price,
      total_gross: item.totalGross,
    })),
  };
}

async function attendeeData(tx: Db, attendeeId: number) {
  const [row] = await tx.select().from(attendees).where(eq(attendees.id, attendeeId)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    short_id: row.shortId,
    order_id: row.orderId,
    ticket_id: row.ticketId,
    ticket_price_id: row.ticketPriceId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    status: row.status,
    locale: row.locale,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    // As the API's attendee shows it (API.md "Seating"): a standing place has its area as `section`, no row or label.
    seat: row.seat ?? null,
  };
}

async function eventData(tx: Db, eventId: number) {
  const [row] = await tx
    .select({ id: events.id, title: events.title, status: events.status, startDate: events.startDate, endDate: events.endDate })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
  };
}

/** The `data` of a payload: the order, the attendee or the event as it is once the change is made. */
export async function webhookData(tx: Db, eventId: number | null, subject: WebhookSubject): Promise<Record<string, unknown>> {
  if (subject.attendeeId) return { attendee: await attendeeData(tx, subject.attendeeId) };
  if (subject.orderId) return { order: await orderData(tx, subject.orderId) };
  return { event: eventId ? await eventData(tx, eventId) : null };
}
