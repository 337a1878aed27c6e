import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  affiliateSchema,
  dataEnvelope,
  DEFAULT_PAGE_SIZE,
  listEnvelope,
  messageResponseSchema,
  type AffiliateBody,
  type AffiliateStatus,
} from '@stagedoor/contracts';
import { api, type QueryValue } from '../../platform/api/client';
import { publicEventPath } from '../event-area/use-event';

const affiliatesAnswer = listEnvelope(affiliateSchema);
const affiliateAnswer = dataEnvelope(affiliateSchema);

export const affiliatesKey = (eventId: number) => ['events', eventId, 'affiliates'] as const;

export interface AffiliateListParams {
  page: number;
  query: string;
  status: AffiliateStatus | null;
  /** The figures of this date's orders only; null: of every date. */
  dateId?: number | null;
}

/** The list parameters of API.md, shared by the list and its export. */
export function affiliateListQuery(params: AffiliateListParams): Record<string, QueryValue> {
  return {
    page: params.page,
    per_page: DEFAULT_PAGE_SIZE,
    query: params.query,
    sort_by: 'created_at',
    sort_direction: 'desc',
    ...(params.status ? { 'filter_fields[status][eq]': params.status } : {}),
    ...(params.dateId ? { date_id: params.dateId } : {}),
  };
}

export function affiliatesQuery(eventId: number, params: AffiliateListParams) {
  return queryOptions({
    queryKey: [...affiliatesKey(eventId), params],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/affiliates`, { signal, query: affiliateListQuery(params), schema: affiliatesAnswer }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAffiliate(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AffiliateBody }) =>
      (id === undefined
        ? api.post(`events/${eventId}/affiliates`, body, { schema: affiliateAnswer })
        : api.put(`events/${eventId}/affiliates/${id}`, body, { schema: affiliateAnswer })
      ).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliatesKey(eventId) }),
  });
}

export function useDeleteAffiliate(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`events/${eventId}/affiliates/${id}`, { schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliatesKey(eventId) }),
  });
}

/** The public event page remembers `?aff=` and credits the buyer's order to the affiliate. */
export function affiliateLink(event: { id: number; slug: string }, code: string): string {
  const url = new URL(publicEventPath(event), window.location.origin);
  url.searchParams.set('aff', code);
  return url.toString();
}
