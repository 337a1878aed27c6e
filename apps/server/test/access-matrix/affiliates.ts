import { randomBytes } from 'node:crypto';
import type { Row } from './rows.js';

/** An event's affiliates and their export. */
export const AFFILIATES: Row[] = [
  {
    method: 'GET',
    route: '/api/events/:event_id/affiliates',
    url: (f) => `/api/events/${f.eventId}/affiliates`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/affiliates',
    url: (f) => `/api/events/${f.eventId}/affiliates`,
    body: () => ({ name: 'Matrix partner', code: `MATRIX-${randomBytes(3).toString('hex')}` }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/affiliates/export',
    url: (f) => `/api/events/${f.eventId}/affiliates/export`,
    body: () => ({ format: 'csv' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/affiliates/:id',
    url: (f) => `/api/events/${f.eventId}/affiliates/${f.affiliateId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/affiliates/:id',
    url: (f) => `/api/events/${f.eventId}/affiliates/${f.affiliateId}`,
    body: () => ({ name: 'Renamed partner', code: `RENAMED-${randomBytes(3).toString('hex')}`, status: 'INACTIVE' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/events/:event_id/affiliates/:id',
    url: (f) => `/api/events/${f.eventId}/affiliates/${f.affiliateId}`,
    access: 'member',
    scope: 'ids',
  },
];
