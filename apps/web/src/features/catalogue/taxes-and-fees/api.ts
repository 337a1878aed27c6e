import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxAndFee, TaxAndFeeBody } from '@stagedoor/contracts';
import { api, type Envelope } from '../../../platform/api/client';
import { getAllPages } from '../../../platform/api/all-pages';

export const taxesAndFeesKey = (accountId: number) => ['accounts', accountId, 'taxes-and-fees'] as const;

/** The account's taxes and fees; only administrators may read them (SPEC §6). */
export function taxesAndFeesQuery(accountId: number) {
  return queryOptions({
    queryKey: taxesAndFeesKey(accountId),
    queryFn: ({ signal }) => getAllPages<TaxAndFee>(api, `accounts/${accountId}/taxes-and-fees`, { signal }),
  });
}

export function useSaveTaxAndFee(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TaxAndFeeBody }) =>
      (id === undefined
        ? api.post<Envelope<TaxAndFee>>(`accounts/${accountId}/taxes-and-fees`, body)
        : api.put<Envelope<TaxAndFee>>(`accounts/${accountId}/taxes-and-fees/${id}`, body)
      ).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxesAndFeesKey(accountId) }),
  });
}

export function useDeleteTaxAndFee(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`accounts/${accountId}/taxes-and-fees/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: taxesAndFeesKey(accountId) });
      // Deleting takes the tax or fee off every ticket.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'events' && query.queryKey[2] === 'tickets' });
    },
  });
}
