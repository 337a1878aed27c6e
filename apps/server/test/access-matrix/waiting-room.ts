import type { Row } from './rows.js';

/** An event's waiting room. */
export const WAITING_ROOM: Row[] = [
  {
    method: 'GET',
    route: '/api/events/:event_id/waiting-room',
    url: (f) => `/api/events/${f.eventId}/waiting-room`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/waiting-room',
    url: (f) => `/api/events/${f.eventId}/waiting-room`,
    // Left off, so that the public order rows of the matrix need no admission.
    body: () => ({ enabled: false, opens_at: '2031-06-01T10:00:00Z', on_sale_at: '2031-06-01T12:00:00Z', admission_rate_per_minute: null }),
    access: 'member',
    scope: 'ids',
  },
];
