import type { ListMeta, PublicEventDate, PublicEventWithTickets } from '@stagedoor/contracts';

/** A page of GET /public/events/{id}/dates (API.md "Dates"). */
export interface DatesPage {
  data: PublicEventDate[];
  meta: ListMeta;
}

/** The event has several dates: the buyer picks one, and a purchase names it. */
export function hasSeveralDates(event: Pick<PublicEventWithTickets, 'dates_count'>): boolean {
  return event.dates_count > 1;
}
