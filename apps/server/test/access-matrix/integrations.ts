import type { Row } from './rows.js';

/** API tokens, webhooks and their deliveries. */
export const INTEGRATIONS: Row[] = [
  {
    method: 'GET',
    route: '/api/accounts/:account_id/api-tokens',
    url: (f) => `/api/accounts/${f.owner.account.id}/api-tokens`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/api-tokens',
    url: (f) => `/api/accounts/${f.owner.account.id}/api-tokens`,
    body: () => ({ name: 'Matrix', scopes: ['events:read'] }),
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:account_id/api-tokens/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/api-tokens/${f.apiTokenId}`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:account_id/webhooks',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/webhooks',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks`,
    body: () => ({ url: 'http://127.0.0.1:9/matrix', event_types: ['order.completed'] }),
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:account_id/webhooks/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks/${f.webhookId}`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/accounts/:account_id/webhooks/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks/${f.webhookId}`,
    body: () => ({ url: 'http://127.0.0.1:9/renamed', event_types: ['order.completed'], status: 'PAUSED' }),
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/accounts/:account_id/webhooks/:id/deliveries',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks/${f.webhookId}/deliveries`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/accounts/:account_id/webhooks/:id/deliveries/:delivery_id/redeliver',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks/${f.webhookId}/deliveries/${f.webhookDeliveryId}/redeliver`,
    access: 'admin',
    scope: 'ids',
  },
  {
    method: 'DELETE',
    route: '/api/accounts/:account_id/webhooks/:id',
    url: (f) => `/api/accounts/${f.owner.account.id}/webhooks/${f.webhookId}`,
    access: 'admin',
    scope: 'ids',
  },
];
