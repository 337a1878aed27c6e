import type { PublicEventWithTickets, PublicOrder, ReserveOrderBody } from '@stagedoor/contracts';

/**
 * API.md "Dates": what the buyer pages read of an event's dates. Written here until the contracts package
 * carries the dates schemas (`PublicEventDate`), with the same field names, so that the contract's type fits.
 */
export type DateAvailability = 'ON_SALE' | 'SOLD_OUT' | 'NOT_ON_SALE' | 'CANCELLED';

/** One date as GET /public/events/{id}/dates lists it. */
export interface PublicDate {
  id: number;
  start_date: string;
  end_date: string | null;
  label: string | null;
  status: 'SCHEDULED' | 'CANCELLED';
  availability: DateAvailability;
}

/** A page of dates with the list's meta. */
export interface DatesPage {
  data: PublicDate[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/** The public event with the date it shows (`event_date_id`) and how many dates it has. */
export type EventWithDates = PublicEventWithTickets & { event_date_id?: number | null; dates_count?: number };

/** A purchase names its date when the event has several. */
export type ReserveBodyWithDate = ReserveOrderBody & { date_id?: number };

/** What an order or a ticket says of its date. */
export interface OrderDate {
  start_date: string;
  end_date: string | null;
  label: string | null;
}

export type OrderWithDate = PublicOrder & { event_date_id?: number | null; event_date?: OrderDate | null };

/** The event has several dates: the buyer picks one, and a purchase names it. */
export function hasSeveralDates(event: EventWithDates): boolean {
  return (event.dates_count ?? 1) > 1;
}
