import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dataEnvelope,
  DEFAULT_PAGE_SIZE,
  listEnvelope,
  messageResponseSchema,
  promoCodeSchema,
  type PromoCodeBody,
} from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { publicEventPath } from '../../event-area/use-event';

const promoCodesAnswer = listEnvelope(promoCodeSchema);
const promoCodeAnswer = dataEnvelope(promoCodeSchema);

export const promoCodesKey = (eventId: number) => ['events', eventId, 'promo-codes'] as const;

export function promoCodesQuery(eventId: number, params: { page: number; query: string }) {
  return queryOptions({
    queryKey: [...promoCodesKey(eventId), params],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/promo-codes`, {
        signal,
        schema: promoCodesAnswer,
        query: { page: params.page, per_page: DEFAULT_PAGE_SIZE, query: params.query, sort_by: 'code', sort_direction: 'asc' },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSavePromoCode(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PromoCodeBody }) =>
      (id === undefined
        ? api.post(`events/${eventId}/promo-codes`, body, { schema: promoCodeAnswer })
        : api.put(`events/${eventId}/promo-codes/${id}`, body, { schema: promoCodeAnswer })
      ).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesKey(eventId) }),
  });
}

export function useDeletePromoCode(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`events/${eventId}/promo-codes/${id}`, { schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesKey(eventId) }),
  });
}

/** SPEC §2: the public event page reads `?promo_code=` and applies the code. */
export function promoCodeLink(event: { id: number; slug: string }, code: string): string {
  const url = new URL(publicEventPath(event), window.location.origin);
  url.searchParams.set('promo_code', code);
  return url.toString();
}
