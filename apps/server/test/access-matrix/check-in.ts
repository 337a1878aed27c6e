import type { Row } from './rows.js';

/** Check-in lists and the account's ticket signing keys. */
export const CHECK_IN: Row[] = [
  {
    method: 'POST',
    route: '/api/events/:event_id/check-in-lists',
    url: (f) => `/api/events/${f.eventId}/check-in-lists`,
    body: (f) => ({ name: 'Side door', ticket_ids: [f.ticketId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/check-in-lists',
    url: (f) => `/api/events/${f.eventId}/check-in-lists`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/check-in-lists/:id',
    url: (f) => `/api/events/${f.eventId}/check-in-lists/${f.checkInListId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/check-in-lists/:id',
    url: (f) => `/api/events/${f.eventId}/check-in-lists/${f.checkInListId}`,
    body: (f) => ({ name: 'Main door', description: 'Bags checked first', ticket_ids: [f.ticketId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/check-in-lists/:id/rotate',
    url: (f) => `/api/events/${f.eventId}/check-in-lists/${f.checkInListId}/rotate`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/check-in-lists/:id/conflicts',
    url: (f) => `/api/events/${f.eventId}/check-in-lists/${f.checkInListId}/conflicts`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/check-in-lists/:id',
    url: (f) => `/api/events/${f.eventId}/check-in-lists/${f.checkInListId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:account_id/ticket-signing-keys',
    url: (f) => `/api/accounts/${f.owner.account.id}/ticket-signing-keys`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/ticket-signing-keys/rotate',
    url: (f) => `/api/accounts/${f.owner.account.id}/ticket-signing-keys/rotate`,
    body: () => ({}),
    access: 'admin',
    scope: 'ids',
  },
];
