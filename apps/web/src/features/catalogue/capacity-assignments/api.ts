import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { capacityAssignmentSchema, dataEnvelope, messageResponseSchema, type CapacityAssignmentBody } from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { getAllPages } from '../../../platform/api/all-pages';

const itemAnswer = dataEnvelope(capacityAssignmentSchema);

export const capacityAssignmentsKey = (eventId: number) => ['events', eventId, 'capacity-assignments'] as const;

export function capacityAssignmentsQuery(eventId: number) {
  return queryOptions({
    queryKey: capacityAssignmentsKey(eventId),
    queryFn: ({ signal }) => getAllPages(api, `events/${eventId}/capacity-assignments`, capacityAssignmentSchema, { signal }),
  });
}

/** Saving changes what tickets can sell, so their statuses are fetched again too. */
export function useSaveCapacityAssignment(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CapacityAssignmentBody }) =>
      (id === undefined
        ? api.post(`events/${eventId}/capacity-assignments`, body, { schema: itemAnswer })
        : api.put(`events/${eventId}/capacity-assignments/${id}`, body, { schema: itemAnswer })
      ).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events', eventId] }),
  });
}

export function useDeleteCapacityAssignment(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`events/${eventId}/capacity-assignments/${id}`, { schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events', eventId] }),
  });
}
