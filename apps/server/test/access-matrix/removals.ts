import type { Row } from './rows.js';

/** Deleting what the rows before act on: questions, tickets, the seating plan, a tax, then the event. */
export const REMOVALS: Row[] = [
  {
    method: 'DELETE',
    route: '/api/events/:event_id/questions/:id',
    url: (f) => `/api/events/${f.eventId}/questions/${f.questionId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/tickets/:id',
    url: (f) => `/api/events/${f.eventId}/tickets/${f.ticketId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:account_id/seating-plans/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/seating-plans/${f.seatingPlanId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:account_id/taxes-and-fees/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/taxes-and-fees/${f.taxAndFeeId}`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:id/status',
    url: (f) => `/api/events/${f.eventId}/status`,
    body: () => ({ status: 'ARCHIVED' }),
    access: 'member',
    scope: 'ids',
  },
  { method: 'DELETE', route: '/api/events/:id', url: (f) => `/api/events/${f.eventId}`, access: 'member', scope: 'ids' },
];
