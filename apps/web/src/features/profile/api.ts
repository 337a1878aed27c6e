import { queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { meQueryKey } from '../../platform/session/session';

/**
 * Confirmation links are one-shot POSTs; running them as a query keyed by the token
 * sends them once per page visit, even when React mounts the page twice.
 */
function confirmation(kind: 'confirm-email' | 'email-change', userId: number, token: string) {
  return queryOptions({
    queryKey: ['users', userId, kind, token],
    queryFn: async () => {
      await api.post(`users/${userId}/${kind}/${encodeURIComponent(token)}`);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      return true;
    },
    retry: false,
    staleTime: Infinity,
  });
}

export const confirmEmailAddressQuery = (userId: number, token: string) => confirmation('confirm-email', userId, token);
export const confirmEmailChangeQuery = (userId: number, token: string) => confirmation('email-change', userId, token);
