import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkInConflictSchema,
  checkInListSchema,
  dataEnvelope,
  eventDateSchema,
  listEnvelope,
  messageResponseSchema,
  type CheckInListBody,
  type EventDate,
} from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { getAllPages } from '../../../platform/api/all-pages';

const listAnswer = dataEnvelope(checkInListSchema);
const conflictsAnswer = listEnvelope(checkInConflictSchema);

export const checkInListsKey = (eventId: number) => ['events', eventId, 'check-in-lists'] as const;

/** The part of an event's date (API.md "Dates") a check-in list's date select needs. */
export type DoorDateOption = Pick<EventDate, 'id' | 'start_date' | 'end_date' | 'label'>;
const datesAnswer = listEnvelope(eventDateSchema);

/** How many of the event's coming dates the select offers (the list's own date is always offered). */
const DATE_OPTIONS = 100;

/**
 * The event's dates a check-in list can be for: the coming ones (from a day ago), earliest first, and
 * how many dates the event has in all (the select is shown only when it has more than one).
 */
export function doorDatesQuery(eventId: number) {
  return queryOptions({
    queryKey: ['events', eventId, 'dates', 'door-options'] as const,
    queryFn: async ({ signal }) => {
      const all = await api.get(`events/${eventId}/dates`, { signal, query: { per_page: 1 }, schema: datesAnswer });
      if (all.meta.total <= 1) return { total: all.meta.total, dates: all.data };
      const from = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
      const coming = await api.get(`events/${eventId}/dates`, {
        signal,
        query: { per_page: DATE_OPTIONS, sort_by: 'start_date', sort_direction: 'asc', 'filter_fields[start_date][gte]': from },
        schema: datesAnswer,
      });
      return { total: all.meta.total, dates: coming.data };
    },
  });
}

/** Counts move while doors are open, so the page asks again every few seconds. */
const LIVE_REFRESH_MS = 10_000;

export function checkInListsQuery(eventId: number) {
  return queryOptions({
    queryKey: checkInListsKey(eventId),
    queryFn: ({ signal }) => getAllPages(api, `events/${eventId}/check-in-lists`, checkInListSchema, { signal }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** Offline scans of one list that found the ticket already admitted elsewhere (SPEC: the organizer sees them). */
export function checkInConflictsQuery(eventId: number, listId: number, conflictsCount: number) {
  return queryOptions({
    queryKey: [...checkInListsKey(eventId), listId, 'conflicts', conflictsCount],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/check-in-lists/${listId}/conflicts`, { signal, query: { per_page: 50 }, schema: conflictsAnswer }),
  });
}

function useRefresh(eventId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['events', eventId] });
}

export function useSaveCheckInList(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CheckInListBody }) =>
      (id === undefined
        ? api.post(`events/${eventId}/check-in-lists`, body, { schema: listAnswer })
        : api.put(`events/${eventId}/check-in-lists/${id}`, body, { schema: listAnswer })
      ).then((response) => response.data),
    onSuccess: refresh,
  });
}

export function useDeleteCheckInList(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`events/${eventId}/check-in-lists/${id}`, { schema: messageResponseSchema }),
    onSuccess: refresh,
  });
}

/** A new short id: the link handed out before stops working at once. */
export function useRotateCheckInList(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`events/${eventId}/check-in-lists/${id}/rotate`, undefined, { schema: listAnswer }).then((response) => response.data),
    onSuccess: refresh,
  });
}

/** The staff's link: absolute, so it can be sent or turned into a QR code. */
export function staffLink(shortId: string): string {
  return `${window.location.origin}/check-in/${shortId}`;
}
