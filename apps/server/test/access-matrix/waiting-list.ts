import type { Row } from './rows.js';

/** An event's waiting list: its entries, export and offers. */
export const WAITING_LIST: Row[] = [
  {
    method: 'GET',
    route: '/api/events/:event_id/waiting-list',
    url: (f) => `/api/events/${f.eventId}/waiting-list`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/waiting-list/export',
    url: (f) => `/api/events/${f.eventId}/waiting-list/export`,
    body: () => ({ format: 'csv' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/waiting-list/:id/offer',
    url: (f) => `/api/events/${f.eventId}/waiting-list/${f.waitingListEntryId}/offer`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/waiting-list/:id',
    url: (f) => `/api/events/${f.eventId}/waiting-list/${f.waitingListEntryId}`,
    access: 'member',
    scope: 'ids',
  },
];
