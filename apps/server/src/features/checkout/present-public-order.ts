import type { PublicAttendee, PublicOrder } from '@stagedoor/contracts';
import type { AttendeeRow, LoadedOrder, OrderItemRow } from './load-order.js';
import { orderTotals } from './order-totals.js';
import { dateFields, type OrderDates } from '../event-dates/order-dates.js';

export function presentAttendee(attendee: AttendeeRow, items: OrderItemRow[], dates?: OrderDates): PublicAttendee {
  const item = items.find((line) => line.ticketPriceId === attendee.ticketPriceId);
  return {
    short_id: attendee.shortId,
    first_name: attendee.firstName,
    last_name: attendee.lastName,
    email: attendee.email,
    ticket_id: attendee.ticketId,
    ticket_price_id: attendee.ticketPriceId,
    ticket_title: item?.ticketTitle ?? '',
    price_label: item?.priceLabel ?? null,
    status: attendee.status,
    ...dateFields(dates, attendee.eventDateId),
    seat: attendee.seat ?? null,
  };
}

/** The order as its buyer sees it (the organizer's view adds internal fields). */
export function presentPublicOrder({ order, items, attendees, dates }: LoadedOrder): PublicOrder {
  const totals = orderTotals(order, items);
  return {
    short_id: order.shortId,
    event_id: order.eventId,
    public_reference: order.publicReference,
    status: order.status,
    payment_status: order.paymentStatus,
    currency: order.currency,
    total_before_additions: order.totalBeforeAdditions,
    total_discount: totals.discount,
    total_fee: totals.fee,
    total_tax: totals.tax,
    total_gross: totals.gross,
    total_refunded: order.totalRefunded,
    reserved_until: order.reservedUntil?.toISOString() ?? null,
    is_test: order.isTest,
    promo_code: order.promoCode,
    first_name: order.firstName,
    last_name: order.lastName,
    email: order.email,
    locale: order.locale,
    items: items.map((item) => ({
      ticket_id: item.ticketId,
      ticket_price_id: item.ticketPriceId,
      ticket_title: item.ticketTitle,
      price_label: item.priceLabel,
      quantity: item.quantity,
      price_before_discount: item.priceBeforeDiscount,
      price: item.price,
      total_before_additions: item.totalBeforeAdditions,
      total_fee: item.totalFee,
      total_tax: item.totalTax,
      total_gross: item.totalGross,
      taxes_and_fees: item.taxesAndFees.map((entry) => ({ name: entry.name, type: entry.type, amount: entry.amount })),
    })),
    attendees: attendees.map((attendee) => presentAttendee(attendee, items, dates)),
    created_at: order.createdAt.toISOString(),
    completed_at: order.completedAt?.toISOString() ?? null,
    ...dateFields(dates, order.eventDateId),
    payment_method: order.paymentMethod ?? null,
    // Shown while the payment is awaited (docs/payments.md "Offline payments").
    payment_instructions: order.status === 'AWAITING_PAYMENT' ? (order.paymentInstructions ?? null) : null,
  };
}
