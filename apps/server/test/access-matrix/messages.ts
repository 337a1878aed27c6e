import type { Row } from './rows.js';

/** Messages to buyers and attendees. */
export const MESSAGES: Row[] = [
  {
    method: 'GET',
    route: '/api/events/:event_id/messages',
    url: (f) => `/api/events/${f.eventId}/messages`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/messages',
    url: (f) => `/api/events/${f.eventId}/messages`,
    body: () => ({ subject: 'Doors', content: '<p>Soon</p>', type: 'ALL_ATTENDEES', is_test: true, acknowledgement: true }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/messages/preview',
    url: (f) => `/api/events/${f.eventId}/messages/preview`,
    body: (f) => ({ type: 'INDIVIDUAL_ATTENDEES', attendee_ids: [f.attendeeId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/messages/:id',
    url: (f) => `/api/events/${f.eventId}/messages/${f.messageId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/messages/:id/cancel',
    url: (f) => `/api/events/${f.eventId}/messages/${f.messageId}/cancel`,
    access: 'member',
    scope: 'ids',
  },
];
