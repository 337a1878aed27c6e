import type { Row } from './rows.js';

/** The account itself: its settings, payment settings and Stripe connection. */
export const ACCOUNTS: Row[] = [
  { method: 'GET', route: '/api/accounts/:id', url: (f) => `/api/accounts/${f.owner.account.id}`, access: 'member', scope: 'ids' },
  {
    method: 'PUT',
    route: '/api/accounts/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}`,
    body: () => ({ name: 'Renamed' }),
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:id/payment-settings',
    url: (f) => `/api/accounts/${f.owner.account.id}/payment-settings`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:id/stripe/connect',
    url: (f) => `/api/accounts/${f.owner.account.id}/stripe/connect`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:id/stripe',
    url: (f) => `/api/accounts/${f.owner.account.id}/stripe`,
    access: 'admin',
    scope: 'ids',
  },
];
