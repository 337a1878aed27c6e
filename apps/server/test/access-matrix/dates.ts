import { EVENT_DATES, type Row } from './rows.js';

/** An event's dates, generated or one by one, and their overrides. */
export const DATES: Row[] = [
  {
    method: 'GET',
    route: '/api/events/:event_id/dates',
    url: (f) => `/api/events/${f.eventId}/dates`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/dates',
    url: (f) => `/api/events/${f.eventId}/dates`,
    body: () => ({ start_date: '2031-05-03T19:00:00Z', end_date: '2031-05-03T21:00:00Z', label: 'Matrix night' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/dates/generate',
    url: (f) => `/api/events/${f.eventId}/dates/generate`,
    body: () => ({ rrule: 'FREQ=WEEKLY;COUNT=2', duration_minutes: 60, label: 'Matrix series' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/dates/:id',
    url: (f) => `/api/events/${f.eventId}/dates/${f.dateId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/dates/:id',
    url: (f) => `/api/events/${f.eventId}/dates/${f.dateId}`,
    body: () => ({ ...EVENT_DATES, label: 'Premiere', capacity: 50 }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/dates/:id/overrides',
    url: (f) => `/api/events/${f.eventId}/dates/${f.dateId}/overrides`,
    body: (f) => [{ ticket_price_id: f.ticketPriceId, price: 3000, quantity: 40 }],
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/dates/:id',
    url: (f) => `/api/events/${f.eventId}/dates/${f.spareDateId}`,
    access: 'member',
    scope: 'ids',
  },
];
