import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dataEnvelope,
  DEFAULT_PAGE_SIZE,
  listEnvelope,
  messageResponseSchema,
  waitingListEntrySchema,
  waitingListFiguresSchema,
  type WaitingListStatus,
} from '@stagedoor/contracts';
import { api, type QueryValue } from '../../platform/api/client';

const listAnswer = listEnvelope(waitingListEntrySchema).extend({ figures: waitingListFiguresSchema });
const entryAnswer = dataEnvelope(waitingListEntrySchema);

export const waitingListKey = (eventId: number) => ['events', eventId, 'waiting-list'] as const;

export interface WaitingListParams {
  page: number;
  query: string;
  status: WaitingListStatus | null;
}

/** The list parameters of API.md, shared by the list and its export: in order of arrival. */
export function waitingListQueryParams(params: WaitingListParams): Record<string, QueryValue> {
  return {
    page: params.page,
    per_page: DEFAULT_PAGE_SIZE,
    query: params.query,
    sort_by: 'created_at',
    sort_direction: 'asc',
    ...(params.status ? { 'filter_fields[status][eq]': params.status } : {}),
  };
}

export function waitingListQuery(eventId: number, params: WaitingListParams) {
  return queryOptions({
    queryKey: [...waitingListKey(eventId), params],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/waiting-list`, { signal, query: waitingListQueryParams(params), schema: listAnswer }),
    placeholderData: keepPreviousData,
  });
}

export function useOfferNow(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`events/${eventId}/waiting-list/${id}/offer`, {}, { schema: entryAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingListKey(eventId) }),
  });
}

export function useRemoveEntry(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`events/${eventId}/waiting-list/${id}`, { schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingListKey(eventId) }),
  });
}
