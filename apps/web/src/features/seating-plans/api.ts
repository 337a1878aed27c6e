import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dataEnvelope,
  DEFAULT_PAGE_SIZE,
  listEnvelope,
  messageResponseSchema,
  seatingPlanAnswerSchema,
  seatingPlanSummarySchema,
  type SeatingPlanBody,
} from '@stagedoor/contracts';
import { api } from '../../platform/api/client';

const plansAnswer = listEnvelope(seatingPlanSummarySchema);
const planAnswer = dataEnvelope(seatingPlanAnswerSchema);

export const seatingPlansKey = (accountId: number) => ['accounts', accountId, 'seating-plans'] as const;
/** Every list of the account's plans (this page's and the plan choice of an event's seating), but no plan being edited. */
const anyPlanList = (accountId: number) => ({
  queryKey: seatingPlansKey(accountId),
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[3] !== 'plan',
});
const plansPath = (accountId: number) => `accounts/${accountId}/seating-plans`;

/** A page of the account's seating plans. */
export function seatingPlansQuery(accountId: number, page: number) {
  return queryOptions({
    queryKey: [...seatingPlansKey(accountId), 'list', page],
    queryFn: ({ signal }) =>
      api.get(plansPath(accountId), {
        signal,
        query: { page, per_page: DEFAULT_PAGE_SIZE },
        schema: plansAnswer,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One plan with its layout. */
export function seatingPlanQuery(accountId: number, planId: number) {
  return queryOptions({
    queryKey: [...seatingPlansKey(accountId), 'plan', planId],
    queryFn: ({ signal }) => api.get(`${plansPath(accountId)}/${planId}`, { signal, schema: planAnswer }).then((answer) => answer.data),
    // The editor draws from its own copy, taken once; a refetch only brings news such as the plan coming into use.
    refetchOnWindowFocus: false,
  });
}

export function useCreateSeatingPlan(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeatingPlanBody) => api.post(plansPath(accountId), body, { schema: planAnswer }).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries(anyPlanList(accountId)),
  });
}

export function useSaveSeatingPlan(accountId: number, planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeatingPlanBody) =>
      api.put(`${plansPath(accountId)}/${planId}`, body, { schema: planAnswer }).then((answer) => answer.data),
    onSuccess: async (plan) => {
      queryClient.setQueryData(seatingPlanQuery(accountId, planId).queryKey, plan);
      await queryClient.invalidateQueries(anyPlanList(accountId));
    },
  });
}

export function useCopySeatingPlan(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name?: string }) =>
      api.post(`${plansPath(accountId)}/${id}/copy`, name ? { name } : {}, { schema: planAnswer }).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries(anyPlanList(accountId)),
  });
}

export function useDeleteSeatingPlan(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${plansPath(accountId)}/${id}`, { schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seatingPlansKey(accountId) }),
  });
}

/** The plan with its layout, read once for an export from the list. */
export function fetchSeatingPlan(accountId: number, planId: number) {
  return api.get(`${plansPath(accountId)}/${planId}`, { schema: planAnswer }).then((answer) => answer.data);
}
