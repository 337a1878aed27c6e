import { queryOptions } from '@tanstack/react-query';
import {
  apiTokenSchema,
  createdApiTokenSchema,
  createdWebhookSchema,
  dataEnvelope,
  eventSchema,
  listEnvelope,
  messageResponseSchema,
  webhookDeliverySchema,
  webhookSchema,
  type CreateApiTokenBody,
  type CreatedApiToken,
  type CreatedWebhook,
  type SaveWebhookBody,
  type UpdateWebhookBody,
  type Webhook,
} from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { queryClient } from '../../../platform/query/query-client';

const tokensAnswer = listEnvelope(apiTokenSchema);
const createdTokenAnswer = dataEnvelope(createdApiTokenSchema);
const webhooksAnswer = listEnvelope(webhookSchema);
const webhookAnswer = dataEnvelope(webhookSchema);
const createdWebhookAnswer = dataEnvelope(createdWebhookSchema);
const deliveriesAnswer = listEnvelope(webhookDeliverySchema);
const deliveryAnswer = dataEnvelope(webhookDeliverySchema);
const eventsAnswer = listEnvelope(eventSchema);

const integrationsKey = (accountId: number) => ['accounts', accountId, 'integrations'] as const;
const tokensKey = (accountId: number) => [...integrationsKey(accountId), 'api-tokens'] as const;
const webhooksKey = (accountId: number) => [...integrationsKey(accountId), 'webhooks'] as const;
const deliveriesKey = (accountId: number, webhookId: number) => [...webhooksKey(accountId), webhookId, 'deliveries'] as const;

export function apiTokensQuery(accountId: number) {
  return queryOptions({
    queryKey: tokensKey(accountId),
    queryFn: ({ signal }) => api.get(`accounts/${accountId}/api-tokens`, { signal, schema: tokensAnswer }).then((r) => r.data),
  });
}

export async function createApiToken(accountId: number, body: CreateApiTokenBody): Promise<CreatedApiToken> {
  const { data } = await api.post(`accounts/${accountId}/api-tokens`, body, { schema: createdTokenAnswer });
  await queryClient.invalidateQueries({ queryKey: tokensKey(accountId) });
  return data;
}

export async function revokeApiToken(accountId: number, id: number): Promise<void> {
  await api.delete(`accounts/${accountId}/api-tokens/${id}`, { schema: messageResponseSchema });
  await queryClient.invalidateQueries({ queryKey: tokensKey(accountId) });
}

export function webhooksQuery(accountId: number) {
  return queryOptions({
    queryKey: webhooksKey(accountId),
    queryFn: ({ signal }) => api.get(`accounts/${accountId}/webhooks`, { signal, schema: webhooksAnswer }).then((r) => r.data),
  });
}

export async function createWebhook(accountId: number, body: SaveWebhookBody): Promise<CreatedWebhook> {
  const { data } = await api.post(`accounts/${accountId}/webhooks`, body, { schema: createdWebhookAnswer });
  await queryClient.invalidateQueries({ queryKey: webhooksKey(accountId) });
  return data;
}

export async function updateWebhook(accountId: number, id: number, body: UpdateWebhookBody): Promise<Webhook> {
  const { data } = await api.put(`accounts/${accountId}/webhooks/${id}`, body, { schema: webhookAnswer });
  await queryClient.invalidateQueries({ queryKey: webhooksKey(accountId) });
  return data;
}

export async function deleteWebhook(accountId: number, id: number): Promise<void> {
  await api.delete(`accounts/${accountId}/webhooks/${id}`, { schema: messageResponseSchema });
  await queryClient.invalidateQueries({ queryKey: webhooksKey(accountId) });
}

/** The delivery log; refreshed every few seconds while it is open, since retries happen in the background. */
export function deliveriesQuery(accountId: number, webhookId: number) {
  return queryOptions({
    queryKey: deliveriesKey(accountId, webhookId),
    queryFn: ({ signal }) =>
      api.get(`accounts/${accountId}/webhooks/${webhookId}/deliveries`, { signal, schema: deliveriesAnswer }).then((r) => r.data),
    refetchInterval: 3000,
  });
}

export async function redeliver(accountId: number, webhookId: number, deliveryId: number): Promise<void> {
  await api.post(`accounts/${accountId}/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`, undefined, { schema: deliveryAnswer });
  await queryClient.invalidateQueries({ queryKey: deliveriesKey(accountId, webhookId) });
}

/** The events a webhook can be limited to. */
export function eventChoicesQuery() {
  return queryOptions({
    queryKey: ['events', 'list', 'integrations-choices'],
    queryFn: ({ signal }) => api.get('events', { signal, query: { per_page: 100 }, schema: eventsAnswer }).then((r) => r.data),
  });
}
