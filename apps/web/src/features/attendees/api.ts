import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  attendeeDetailsSchema,
  attendeeSchema,
  checkInResultSchema,
  dataEnvelope,
  DEFAULT_PAGE_SIZE,
  listEnvelope,
  messageResponseSchema,
  type AttendeeStatus,
  type CreateAttendeeBody,
  type ReactivateAttendeeBody,
  type UpdateAttendeeBody,
} from '@stagedoor/contracts';
import { api, type QueryValue, type ResponseSchema } from '../../platform/api/client';

const attendeesAnswer = listEnvelope(attendeeSchema);
const attendeeAnswer = dataEnvelope(attendeeDetailsSchema);

export const attendeesKey = (eventId: number) => ['events', eventId, 'attendees'] as const;

/** The orders the page offers: each is served by an index at any size. */
export type AttendeeSortField = 'created_at' | 'last_name' | 'email';

export interface AttendeeFilters {
  query: string;
  ticketId: number | null;
  status: AttendeeStatus | null;
  checkedIn: boolean | null;
  sortBy: AttendeeSortField;
  sortDirection: 'asc' | 'desc';
  /** One date of an event with several; null (or absent) for every date. */
  eventDateId?: number | null;
}

/** The list parameters of API.md for a set of filters; the export sends the same. */
export function attendeeListParams(filters: AttendeeFilters): Record<string, QueryValue> {
  return {
    query: filters.query,
    sort_by: filters.sortBy,
    sort_direction: filters.sortDirection,
    'filter_fields[ticket_id][eq]': filters.ticketId,
    'filter_fields[status][eq]': filters.status,
    'filter_fields[checked_in][eq]': filters.checkedIn === null ? null : String(filters.checkedIn),
    'filter_fields[event_date_id][eq]': filters.eventDateId ?? null,
  };
}

export function attendeesQuery(eventId: number, filters: AttendeeFilters, page: number) {
  return queryOptions({
    queryKey: [...attendeesKey(eventId), 'list', filters, page],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/attendees`, {
        signal,
        schema: attendeesAnswer,
        query: { ...attendeeListParams(filters), page, per_page: DEFAULT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function attendeeQuery(eventId: number, id: number) {
  return queryOptions({
    queryKey: [...attendeesKey(eventId), 'one', id],
    queryFn: ({ signal }) => api.get(`events/${eventId}/attendees/${id}`, { signal, schema: attendeeAnswer }).then((r) => r.data),
  });
}

function useRefresh(eventId: number) {
  const queryClient = useQueryClient();
  // Attendee changes move the event's statistics and the tickets' availability too.
  return () => queryClient.invalidateQueries({ queryKey: ['events', eventId] });
}

export function useSaveAttendee(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (change: { id: number; body: UpdateAttendeeBody } | { id?: undefined; body: CreateAttendeeBody }) =>
      (change.id === undefined
        ? api.post(`events/${eventId}/attendees`, change.body, { schema: attendeeAnswer })
        : api.put(`events/${eventId}/attendees/${change.id}`, change.body, { schema: attendeeAnswer })
      ).then((r) => r.data),
    onSuccess: refresh,
  });
}

/** Each action's answer, as its route declares it. */
const actionAnswers = {
  check_in: dataEnvelope(checkInResultSchema),
  check_out: dataEnvelope(checkInResultSchema),
  cancel: attendeeAnswer,
  reactivate: attendeeAnswer,
  resend_ticket: messageResponseSchema,
} as const;

export type AttendeeAction = keyof typeof actionAnswers;

export function useAttendeeAction(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: ({ id, action, body }: { id: number; action: AttendeeAction; body?: ReactivateAttendeeBody }) => {
      // The answers differ by action and the page reads none of them: checked, not kept.
      const schema: ResponseSchema<unknown> = actionAnswers[action];
      return api.post(`events/${eventId}/attendees/${id}/${action}`, body, { schema });
    },
    onSuccess: refresh,
  });
}
