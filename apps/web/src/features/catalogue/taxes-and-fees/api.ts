import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope, messageResponseSchema, taxAndFeeSchema, type TaxAndFeeBody } from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { getAllPages } from '../../../platform/api/all-pages';

const itemAnswer = dataEnvelope(taxAndFeeSchema);

export const taxesAndFeesKey = (accountId: number) => ['accounts', accountId, 'taxes-and-fees'] as const;

/** The account's taxes and fees; only administrators may read them (SPEC §6). */
export function taxesAndFeesQuery(accountId: number) {
  return queryOptions({
    queryKey: taxesAndFeesKey(accountId),
    queryFn: ({ signal }) => getAllPages(api, `accounts/${accountId}/taxes-and-fees`, taxAndFeeSchema, { signal }),
  });
}

export function useSaveTaxAndFee(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TaxAndFeeBody }) =>
      (id === undefined
        ? api.post(`accounts/${accountId}/taxes-and-fees`, body, { schema: itemAnswer })
        : api.put(`accounts/${accountId}/taxes-and-fees/${id}`, body, { schema: itemAnswer })
      ).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxesAndFeesKey(accountId) }),
  });
}

export function useDeleteTaxAndFee(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`accounts/${accountId}/taxes-and-fees/${id}`, { schema: messageResponseSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: taxesAndFeesKey(accountId) });
      // Deleting takes the tax or fee off every ticket.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'events' && query.queryKey[2] === 'tickets' });
    },
  });
}
