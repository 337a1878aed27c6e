import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, paymentSettingsSchema, stripeConnectLinkSchema, type PaymentSettings } from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { queryClient } from '../../../platform/query/query-client';

const settingsAnswer = dataEnvelope(paymentSettingsSchema);
const connectLinkAnswer = dataEnvelope(stripeConnectLinkSchema);

export const paymentSettingsKey = (accountId: number) => ['accounts', accountId, 'payment-settings'] as const;

/** How the account takes card payments; every member may read it, only administrators change it. */
export function paymentSettingsQuery(accountId: number) {
  return queryOptions({
    queryKey: paymentSettingsKey(accountId),
    queryFn: ({ signal }) =>
      api.get(`accounts/${accountId}/payment-settings`, { signal, schema: settingsAnswer }).then((response) => response.data),
  });
}

/** Reads the settings again even when the cached copy is fresh (the server asks Stripe while onboarding is pending). */
export function refreshPaymentSettings(accountId: number): Promise<PaymentSettings> {
  return queryClient.fetchQuery({ ...paymentSettingsQuery(accountId), staleTime: 0 });
}

/** A new Stripe onboarding link for the account, for a first connection as well as for finishing or updating one. */
export async function createStripeConnectLink(accountId: number): Promise<string> {
  const { data } = await api.post(`accounts/${accountId}/stripe/connect`, undefined, { schema: connectLinkAnswer });
  return data.url;
}

export async function disconnectStripe(accountId: number): Promise<PaymentSettings> {
  const { data } = await api.delete(`accounts/${accountId}/stripe`, { schema: settingsAnswer });
  queryClient.setQueryData(paymentSettingsKey(accountId), data);
  return data;
}
