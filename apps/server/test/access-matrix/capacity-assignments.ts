import type { Row } from './rows.js';

/** An event's capacity assignments. */
export const CAPACITY_ASSIGNMENTS: Row[] = [
  {
    method: 'GET',
    route: '/api/events/:event_id/capacity-assignments',
    url: (f) => `/api/events/${f.eventId}/capacity-assignments`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/capacity-assignments',
    url: (f) => `/api/events/${f.eventId}/capacity-assignments`,
    body: (f) => ({ name: 'Matrix hall', capacity: 10, ticket_ids: [f.ticketId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/capacity-assignments/:id',
    url: (f) => `/api/events/${f.eventId}/capacity-assignments/${f.capacityAssignmentId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/capacity-assignments/:id',
    url: (f) => `/api/events/${f.eventId}/capacity-assignments/${f.capacityAssignmentId}`,
    body: (f) => ({ name: 'Renamed', capacity: 5, ticket_ids: [f.ticketId] }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/capacity-assignments/:id',
    url: (f) => `/api/events/${f.eventId}/capacity-assignments/${f.capacityAssignmentId}`,
    access: 'member',
    scope: 'ids',
  },
];
