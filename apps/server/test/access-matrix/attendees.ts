import { uniqueEmail } from '../factories.js';
import type { Row } from './rows.js';

/** An event's attendees and their export. */
export const ATTENDEES: Row[] = [
  {
    method: 'POST',
    route: '/api/events/:event_id/attendees',
    url: (f) => `/api/events/${f.eventId}/attendees`,
    body: (f) => ({ ticket_id: f.ticketId, event_date_id: f.dateId, first_name: 'Walk', last_name: 'In', email: uniqueEmail('walkin') }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/attendees',
    url: (f) => `/api/events/${f.eventId}/attendees`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/attendees/:id',
    url: (f) => `/api/events/${f.eventId}/attendees/${f.attendeeId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/attendees/:id',
    url: (f) => `/api/events/${f.eventId}/attendees/${f.attendeeId}`,
    body: () => ({ first_name: 'Renamed', last_name: 'Guest', email: uniqueEmail('renamed'), locale: 'de' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/attendees/export',
    url: (f) => `/api/events/${f.eventId}/attendees/export`,
    body: () => ({ format: 'csv' }),
    access: 'member',
    scope: 'ids',
  },
  ...(['check_in', 'check_out', 'resend_ticket', 'cancel', 'reactivate'] as const).map(
    (action): Row => ({
      method: 'POST',
      route: `/api/events/:event_id/attendees/:id/${action}`,
      url: (f) => `/api/events/${f.eventId}/attendees/${f.attendeeId}/${action}`,
      access: 'member',
      scope: 'ids',
    }),
  ),
];
