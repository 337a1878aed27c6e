import type { Row } from './rows.js';

/** An event's seating: its plan, blocked seats, seat list and an attendee's seat. */
export const SEATING: Row[] = [
  // The fixture's event is general admission: the seating rows that need a plan answer 409 CONFLICT.
  {
    method: 'GET',
    route: '/api/events/:event_id/seating',
    url: (f) => `/api/events/${f.eventId}/seating?date_id=${f.dateId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/seating',
    url: (f) => `/api/events/${f.eventId}/seating`,
    body: () => ({ seating_plan_id: null, categories: [] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/seating/blocks',
    url: (f) => `/api/events/${f.eventId}/seating/blocks`,
    body: () => ({ seat_ids: ['A1'], reason: 'Matrix' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/seating/blocks',
    url: (f) => `/api/events/${f.eventId}/seating/blocks`,
    body: () => ({ seat_ids: ['A1'] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/seating/seat-list',
    url: (f) => `/api/events/${f.eventId}/seating/seat-list?date_id=${f.dateId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/attendees/:id/seat',
    url: (f) => `/api/events/${f.eventId}/attendees/${f.attendeeId}/seat`,
    body: () => ({ seat_id: 'A1' }),
    access: 'member',
    scope: 'ids',
  },
];
