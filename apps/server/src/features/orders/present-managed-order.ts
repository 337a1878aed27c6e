import type { ManagedOrder, ManagedOrderAttendee } from '@stagedoor/contracts';
import { presentAttendee, presentPublicOrder } from '../checkout/present-public-order.js';
import type { AttendeeRow, LoadedOrder, OrderItemRow } from '../checkout/load-order.js';
import type { OrderDates } from '../event-dates/order-dates.js';

export function presentManagedAttendee(attendee: AttendeeRow, items: OrderItemRow[], dates?: OrderDates): ManagedOrderAttendee {
  const {
    short_id,
    first_name,
    last_name,
    email,
    ticket_id,
    ticket_price_id,
    ticket_title,
    price_label,
    status,
    event_date_id,
    event_date,
    seat,
  } = presentAttendee(attendee, items, dates);
  return {
    id: attendee.id,
    short_id,
    first_name,
    last_name,
    email,
    ticket_id,
    ticket_price_id,
    ticket_title,
    price_label,
    status,
    checked_in_at: attendee.checkedInAt?.toISOString() ?? null,
    locale: attendee.locale,
    event_date_id,
    event_date,
    seat,
  };
}

/** An order as the organizer sees it: the buyer's view plus its internal fields. */
export function presentManagedOrder(loaded: LoadedOrder): ManagedOrder {
  const { order, items, attendees, dates } = loaded;
  const pub = presentPublicOrder(loaded);
  return {
    id: order.id,
    short_id: pub.short_id,
    public_reference: pub.public_reference,
    status: pub.status,
    payment_status: pub.payment_status,
    payment_provider: order.paymentProvider,
    currency: pub.currency,
    total_before_additions: pub.total_before_additions,
    total_fee: pub.total_fee,
    total_tax: pub.total_tax,
    total_gross: pub.total_gross,
    total_refunded: pub.total_refunded,
    reserved_until: pub.reserved_until,
    is_manually_created: order.isManuallyCreated,
    is_test: pub.is_test,
    first_name: pub.first_name,
    last_name: pub.last_name,
    email: pub.email,
    locale: pub.locale,
    promo_code: pub.promo_code,
    items: pub.items,
    attendees: attendees.map((attendee) => presentManagedAttendee(attendee, items, dates)),
    attendees_count: attendees.length,
    created_at: pub.created_at,
    completed_at: pub.completed_at,
    event_date_id: pub.event_date_id,
    event_date: pub.event_date,
    payment_method: pub.payment_method,
  };
}
