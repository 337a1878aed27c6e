import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  attendeeSchema,
  dataEnvelope,
  listEnvelope,
  managedOrderSchema,
  messageDetailsSchema,
  messagePreviewSchema,
  messageSchema,
  type CreateMessageBody,
  type MessageRecipients,
} from '@stagedoor/contracts';
import { api } from '../../platform/api/client';

const messagesAnswer = listEnvelope(messageSchema);
const detailsAnswer = dataEnvelope(messageDetailsSchema);
const previewAnswer = dataEnvelope(messagePreviewSchema);
const attendeesAnswer = listEnvelope(attendeeSchema);
const ordersAnswer = listEnvelope(managedOrderSchema);

export const messagesKey = (eventId: number) => ['events', eventId, 'messages'] as const;

export function messagesQuery(eventId: number, page: number) {
  return queryOptions({
    queryKey: [...messagesKey(eventId), 'list', page],
    queryFn: ({ signal }) => api.get(`events/${eventId}/messages`, { signal, query: { page, per_page: 20 }, schema: messagesAnswer }),
    placeholderData: keepPreviousData,
    // A message in flight updates its counts as its mails go out.
    refetchInterval: (query) => (query.state.data?.data.some((m) => m.status === 'SENDING') ? 3000 : false),
  });
}

export function messageQuery(eventId: number, id: number) {
  return queryOptions({
    queryKey: [...messagesKey(eventId), 'one', id],
    queryFn: ({ signal }) => api.get(`events/${eventId}/messages/${id}`, { signal, schema: detailsAnswer }).then((r) => r.data),
    refetchInterval: (query) => (query.state.data?.status === 'SENDING' ? 3000 : false),
  });
}

/** How many people the chosen recipients are now; null while the choice is incomplete. */
export function previewQuery(eventId: number, recipients: MessageRecipients | null) {
  return queryOptions({
    queryKey: [...messagesKey(eventId), 'preview', recipients],
    queryFn: ({ signal }) =>
      api.post(`events/${eventId}/messages/preview`, recipients, { signal, schema: previewAnswer }).then((r) => r.data.recipients_count),
    enabled: recipients !== null,
  });
}

export function attendeeSearchQuery(eventId: number, search: string) {
  return queryOptions({
    queryKey: ['events', eventId, 'attendees', 'message-search', search],
    queryFn: ({ signal }) =>
      api
        .get(`events/${eventId}/attendees`, {
          signal,
          query: { query: search, per_page: 20, 'filter_fields[status][eq]': 'ACTIVE' },
          schema: attendeesAnswer,
        })
        .then((r) => r.data),
  });
}

export function orderSearchQuery(eventId: number, search: string) {
  return queryOptions({
    queryKey: ['events', eventId, 'orders', 'message-search', search],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/orders`, { signal, query: { query: search, per_page: 20 }, schema: ordersAnswer }).then((r) => r.data),
  });
}

export function useSendMessage(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMessageBody) => api.post(`events/${eventId}/messages`, body, { schema: detailsAnswer }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey(eventId) }),
  });
}

export function useCancelMessage(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`events/${eventId}/messages/${id}/cancel`, undefined, { schema: detailsAnswer }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey(eventId) }),
  });
}
