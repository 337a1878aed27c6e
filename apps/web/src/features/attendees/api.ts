import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  type Attendee,
  type AttendeeDetails,
  type AttendeeStatus,
  type CheckInResult,
  type CreateAttendeeBody,
  type UpdateAttendeeBody,
} from '@stagedoor/contracts';
import { api, type Envelope, type ListEnvelope, type QueryValue } from '../../platform/api/client';

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
  };
}

export function attendeesQuery(eventId: number, filters: AttendeeFilters, page: number) {
  return queryOptions({
    queryKey: [...attendeesKey(eventId), 'list', filters, page],
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<Attendee>>(`events/${eventId}/attendees`, {
        signal,
        query: { ...attendeeListParams(filters), page, per_page: DEFAULT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function attendeeQuery(eventId: number, id: number) {
  return queryOptions({
    queryKey: [...attendeesKey(eventId), 'one', id],
    queryFn: ({ signal }) => api.get<Envelope<AttendeeDetails>>(`events/${eventId}/attendees/${id}`, { signal }).then((r) => r.data),
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
        ? api.post<Envelope<AttendeeDetails>>(`events/${eventId}/attendees`, change.body)
        : api.put<Envelope<AttendeeDetails>>(`events/${eventId}/attendees/${change.id}`, change.body)
      ).then((r) => r.data),
    onSuccess: refresh,
  });
}

export type AttendeeAction = 'check_in' | 'check_out' | 'cancel' | 'reactivate' | 'resend_ticket';

export function useAttendeeAction(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AttendeeAction }) =>
      api.post<Envelope<AttendeeDetails | CheckInResult> | { message: string }>(`events/${eventId}/attendees/${id}/${action}`),
    onSuccess: refresh,
  });
}
