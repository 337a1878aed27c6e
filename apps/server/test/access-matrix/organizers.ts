import { uniqueEmail } from '../factories.js';
import type { Row } from './rows.js';

/** Organizers and their images. */
export const ORGANIZERS: Row[] = [
  { method: 'GET', route: '/api/organizers', url: () => '/api/organizers', access: 'member', scope: 'own' },
  {
    method: 'POST',
    route: '/api/organizers',
    url: () => '/api/organizers',
    body: () => ({ name: 'Matrix Hall', email: uniqueEmail('org') }),
    access: 'member',
    scope: 'own',
  },
  { method: 'GET', route: '/api/organizers/:id', url: (f) => `/api/organizers/${f.organizerId}`, access: 'member', scope: 'ids' },
  {
    method: 'PUT',
    route: '/api/organizers/:id',
    url: (f) => `/api/organizers/${f.organizerId}`,
    body: () => ({ name: 'Renamed' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/organizers/:id/images',
    url: (f) => `/api/organizers/${f.organizerId}/images`,
    upload: 'ORGANIZER_COVER',
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/organizers/:id/images/:imageId',
    url: (f) => `/api/organizers/${f.organizerId}/images/${f.imageId}`,
    access: 'member',
    scope: 'ids',
  },
];
