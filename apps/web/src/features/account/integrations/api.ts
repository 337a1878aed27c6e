import { queryOptions } from '@tanstack/react-query';
import type {
  ApiToken,
  CreateApiTokenBody,
  CreatedApiToken,
  CreatedWebhook,
  Event,
  SaveWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
} from '@stagedoor/contracts';
import { api, type Envelope, type ListEnvelope } from '../../../platform/api/client';
import { queryClient } from '../../../platform/query/query-client';

const integrationsKey = (accountId: number) => ['accounts', accountId, 'integrations'] as const;
const tokensKey = (accountId: number) => [...integrationsKey(accountId), 'api-tokens'] as const;
const webhooksKey = (accountId: number) => [...integrationsKey(accountId), 'webhooks'] as const;
const deliveriesKey = (accountId: number, webhookId: number) => [...webhooksKey(accountId), webhookId, 'deliveries'] as const;

export function apiTokensQuery(accountId: number) {
  return queryOptions({
    queryKey: tokensKey(accountId),
    queryFn: ({ signal }) => api.get<ListEnvelope<ApiToken>>(`accounts/${accountId}/api-tokens`, { signal }).then((r) => r.data),
  });
}

export async function createApiToken(accountId: number, body: CreateApiTokenBody): Promise<CreatedApiToken> {
  const { data } = await api.post<Envelope<CreatedApiToken>>(`accounts/${accountId}/api-tokens`, body);
  await queryClient.invalidateQueries({ queryKey: tokensKey(accountId) });
  return data;
}

export async function revokeApiToken(accountId: number, id: number): Promise<void> {
  await api.delete(`accounts/${accountId}/api-tokens/${id}`);
  await queryClient.invalidateQueries({ queryKey: tokensKey(accountId) });
}

export function webhooksQuery(accountId: number) {
  return queryOptions({
    queryKey: webhooksKey(accountId),
    queryFn: ({ signal }) => api.get<ListEnvelope<Webhook>>(`accounts/${accountId}/webhooks`, { signal }).then((r) => r.data),
  });
}

export async function createWebhook(accountId: number, body: SaveWebhookBody): Promise<CreatedWebhook> {
  const { data } = await api.post<Envelope<CreatedWebhook>>(`accounts/${accountId}/webhooks`, body);
  await queryClient.invalidateQueries({ queryKey: webhooksKey(accountId) });
  return data;
}

export async function updateWebhook(accountId: number, id: number, body: UpdateWebhookBody): Promise<Webhook> {
  const { data } = await api.put<Envelope<Webhook>>(`accounts/${accountId}/webhooks/${id}`, body);
  await queryClient.invalidateQueries({ queryKey: webhooksKey(accountId) });
  return data;
}

export async function deleteWebhook(accountId: number, id: number): Promise<void> {
  await api.delete(`accounts/${accountId}/webhooks/${id}`);
  await queryClient.invalidateQueries({ queryKey: webhooksKey(accountId) });
}

/** The delivery log; refreshed every few seconds while it is open, since retries happen in the background. */
export function deliveriesQuery(accountId: number, webhookId: number) {
  return queryOptions({
    queryKey: deliveriesKey(accountId, webhookId),
    queryFn: ({ signal }) => api.get<ListEnvelope<WebhookDelivery>>(`accounts/${accountId}/webhooks/${webhookId}/deliveries`, { signal }).then((r) => r.data),
    refetchInterval: 3000,
  });
}

export async function redeliver(accountId: number, webhookId: number, deliveryId: number): Promise<void> {
  await api.post(`accounts/${accountId}/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`);
  await queryClient.invalidateQueries({ queryKey: deliveriesKey(accountId, webhookId) });
}

/** The events a webhook can be limited to. */
export function eventChoicesQuery() {
  return queryOptions({
    queryKey: ['events', 'list', 'integrations-choices'],
    queryFn: ({ signal }) => api.get<ListEnvelope<Event>>('events', { signal, query: { per_page: 100 } }).then((r) => r.data),
  });
}
