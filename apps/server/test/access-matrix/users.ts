import { uniqueEmail } from '../factories.js';
import type { Row } from './rows.js';

/** People of the account: the caller, its users, invitations and email confirmation. */
export const USERS: Row[] = [
  { method: 'GET', route: '/api/users/me', url: () => '/api/users/me', access: 'member', scope: 'caller' },
  {
    method: 'PUT',
    route: '/api/users/me',
    url: () => '/api/users/me',
    body: () => ({ first_name: 'Renamed' }),
    access: 'member',
    scope: 'caller',
  },
  { method: 'GET', route: '/api/users', url: () => '/api/users', access: 'admin', scope: 'own' },
  {
    method: 'POST',
    route: '/api/users',
    url: () => '/api/users',
    body: () => ({ first_name: 'New', email: uniqueEmail('matrix'), role: 'ORGANIZER' }),
    access: 'admin',
    scope: 'own',
  },
  { method: 'GET', route: '/api/users/:id', url: (f) => `/api/users/${f.owner.user.id}`, access: 'admin', scope: 'ids' },
  {
    method: 'PUT',
    route: '/api/users/:id',
    url: (f) => `/api/users/${f.member.user.id}`,
    body: () => ({ role: 'ADMIN' }),
    access: 'admin',
    scope: 'ids',
  },
  { method: 'POST', route: '/api/users/:id/invitation', url: (f) => `/api/users/${f.invitedId}/invitation`, access: 'admin', scope: 'ids' },
  {
    method: 'DELETE',
    route: '/api/users/:id/invitation',
    url: (f) => `/api/users/${f.invitedId}/invitation`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/users/:id/confirm-email/:token',
    url: (f) => `/api/users/${f.owner.user.id}/confirm-email/${f.confirmEmailToken}`,
    access: 'self',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/users/:id/resend-email-confirmation',
    url: (f) => `/api/users/${f.owner.user.id}/resend-email-confirmation`,
    access: 'self',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/users/:id/email-change/:token',
    url: (f) => `/api/users/${f.owner.user.id}/email-change/${f.emailChangeToken}`,
    access: 'self',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/users/:id/email-change',
    url: (f) => `/api/users/${f.owner.user.id}/email-change`,
    access: 'self',
    scope: 'ids',
  },
];
