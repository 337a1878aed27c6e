import { queryOptions } from '@tanstack/react-query';
import type { PaymentSettings, StripeConnectLink } from '@stagedoor/contracts';
import { api, type Envelope } from '../../../platform/api/client';
import { queryClient } from '../../../platform/query/query-client';

export const paymentSettingsKey = (accountId: number) => ['accounts', accountId, 'payment-settings'] as const;

/** How the account takes card payments; every member may read it, only administrators change it. */
export function paymentSettingsQuery(accountId: number) {
  return queryOptions({
    queryKey: paymentSettingsKey(accountId),
    queryFn: ({ signal }) =>
      api.get<Envelope<PaymentSettings>>(`accounts/${accountId}/payment-settings`, { signal }).then((response) => response.data),
  });
}

/** Reads the settings again even when the cached copy is fresh (the server asks Stripe while onboarding is pending). */
export function refreshPaymentSettings(accountId: number): Promise<PaymentSettings> {
  return queryClient.fetchQuery({ ...paymentSettingsQuery(accountId), staleTime: 0 });
}

/** A new Stripe onboarding link for the account, for a first connection as well as for finishing or updating one. */
export async function createStripeConnectLink(accountId: number): Promise<string> {
  const { data } = await api.post<Envelope<StripeConnectLink>>(`accounts/${accountId}/stripe/connect`);
  return data.url;
}

export async function disconnectStripe(accountId: number): Promise<PaymentSettings> {
  const { data } = await api.delete<Envelope<PaymentSettings>>(`accounts/${accountId}/stripe`);
  queryClient.setQueryData(paymentSettingsKey(accountId), data);
  return data;
}
