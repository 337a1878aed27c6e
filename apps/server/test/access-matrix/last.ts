import type { Row } from './rows.js';

/** Last: what ends the run (the date's cancelling, then the session's logout). */
export const LAST: Row[] = [
  // Last but one: cancelling the event's date cancels its orders, which the order rows above act on.
  {
    method: 'POST',
    route: '/api/events/:event_id/dates/:id/cancel',
    url: (f) => `/api/events/${f.eventId}/dates/${f.dateId}/cancel`,
    body: () => ({ refund: false, notify_buyers: false }),
    access: 'member',
    scope: 'ids',
  },
  { method: 'POST', route: '/api/auth/logout', url: () => '/api/auth/logout', access: 'member', scope: 'caller' },
];
