import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dataEnvelope,
  dateOverrideItemSchema,
  DEFAULT_PAGE_SIZE,
  eventDateDetailSchema,
  eventDateSchema,
  generateDatesResponseSchema,
  listEnvelope,
  MAX_PAGE_SIZE,
  messageResponseSchema,
  type CancelDateBody,
  type DateOverridesBody,
  type EventDate,
  type EventDateBody,
  type GenerateDatesBody,
} from '@stagedoor/contracts';
import { api } from '../../platform/api/client';
import { getAllPages } from '../../platform/api/all-pages';

export type { EventDate, EventDateStatus } from '@stagedoor/contracts';

const datesAnswer = listEnvelope(eventDateSchema);
const dateAnswer = dataEnvelope(eventDateSchema);
const dateDetailAnswer = dataEnvelope(eventDateDetailSchema);
const overridesAnswer = dataEnvelope(dateOverrideItemSchema.array());

export const datesKey = (eventId: number) => ['events', eventId, 'dates'] as const;

export type DatesFilter = 'upcoming' | 'past' | 'cancelled';

/** The list parameters of a filter tab, relative to `now`. */
export function dateFilterQuery(filter: DatesFilter, now: string): Record<string, string> {
  if (filter === 'cancelled') return { 'filter_fields[status][eq]': 'CANCELLED', sort_by: 'start_date', sort_direction: 'desc' };
  if (filter === 'past')
    return {
      'filter_fields[status][eq]': 'SCHEDULED',
      'filter_fields[start_date][lt]': now,
      sort_by: 'start_date',
      sort_direction: 'desc',
    };
  return { 'filter_fields[status][eq]': 'SCHEDULED', 'filter_fields[start_date][gte]': now, sort_by: 'start_date', sort_direction: 'asc' };
}

export function datesQuery(eventId: number, params: { page: number; filter: DatesFilter; now: string }) {
  return queryOptions({
    queryKey: [...datesKey(eventId), 'list', params],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/dates`, {
        signal,
        schema: datesAnswer,
        query: { page: params.page, per_page: DEFAULT_PAGE_SIZE, ...dateFilterQuery(params.filter, params.now) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every date starting in [from, to): the days of one calendar page. */
export function datesBetweenQuery(eventId: number, from: string, to: string) {
  return queryOptions({
    queryKey: [...datesKey(eventId), 'between', from, to],
    queryFn: ({ signal }) =>
      getAllPages(api, `events/${eventId}/dates`, eventDateSchema, {
        signal,
        query: {
          'filter_fields[start_date][gte]': from,
          'filter_fields[start_date][lt]': to,
          sort_by: 'start_date',
          sort_direction: 'asc',
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many dates a picker offers on each side of today: a long series is cut to the dates around now. */
export const PICKER_DATES_EACH_WAY = MAX_PAGE_SIZE * 2;

/** Up to `limit` dates in the order the query asks for, a page of the largest size at a time. */
async function firstDates(eventId: number, query: Record<string, string>, limit: number, signal: AbortSignal): Promise<EventDate[]> {
  const rows: EventDate[] = [];
  for (let page = 1; rows.length < limit; page += 1) {
    const answer = await api.get(`events/${eventId}/dates`, {
      signal,
      schema: datesAnswer,
      query: { ...query, page, per_page: MAX_PAGE_SIZE },
    });
    rows.push(...answer.data);
    if (page >= answer.meta.last_page) break;
  }
  return rows.slice(0, limit);
}

/** The dates a picker offers (stats, order and attendee filters): those around now, in order. */
export function pickerDatesQuery(eventId: number) {
  return queryOptions({
    queryKey: [...datesKey(eventId), 'picker'],
    queryFn: async ({ signal }) => {
      const now = new Date().toISOString();
      const [past, coming] = await Promise.all([
        firstDates(
          eventId,
          { 'filter_fields[start_date][lt]': now, sort_by: 'start_date', sort_direction: 'desc' },
          PICKER_DATES_EACH_WAY,
          signal,
        ),
        firstDates(
          eventId,
          { 'filter_fields[start_date][gte]': now, sort_by: 'start_date', sort_direction: 'asc' },
          PICKER_DATES_EACH_WAY,
          signal,
        ),
      ]);
      return [...past.reverse(), ...coming];
    },
  });
}

export function dateCountQuery(eventId: number) {
  return queryOptions({
    queryKey: [...datesKey(eventId), 'count'],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/dates`, { signal, schema: datesAnswer, query: { page: 1, per_page: 1 } }).then((r) => r.meta.total),
  });
}

/**
 * The event's dates around now when it has more than one, else null: an event with one date shows no date picker
 * anywhere.
 */
export function useEventDatesForPicker(eventId: number): EventDate[] | null {
  const count = useQuery(dateCountQuery(eventId));
  const several = (count.data ?? 0) > 1;
  const dates = useQuery({ ...pickerDatesQuery(eventId), enabled: several });
  return several && dates.data ? dates.data : null;
}

/** One date with its overrides of the ticket prices (the same rows PUT …/overrides answers). */
export function dateQuery(eventId: number, dateId: number) {
  return queryOptions({
    queryKey: [...datesKey(eventId), 'one', dateId],
    queryFn: ({ signal }) => api.get(`events/${eventId}/dates/${dateId}`, { signal, schema: dateDetailAnswer }).then((r) => r.data),
  });
}

function useInvalidateDates(eventId: number) {
  const queryClient = useQueryClient();
  // The event's own start and end follow its dates, so the event is refetched with them.
  return () => queryClient.invalidateQueries({ queryKey: ['events', eventId] });
}

export function useSaveDate(eventId: number) {
  const invalidate = useInvalidateDates(eventId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: EventDateBody }) =>
      (id === undefined
        ? api.post(`events/${eventId}/dates`, body, { schema: dateAnswer })
        : api.put(`events/${eventId}/dates/${id}`, body, { schema: dateAnswer })
      ).then((response) => response.data),
    onSuccess: invalidate,
  });
}

export function useDeleteDate(eventId: number) {
  const invalidate = useInvalidateDates(eventId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`events/${eventId}/dates/${id}`, { schema: messageResponseSchema }),
    onSuccess: invalidate,
  });
}

export function useGenerateDates(eventId: number) {
  const invalidate = useInvalidateDates(eventId);
  return useMutation({
    mutationFn: (body: GenerateDatesBody) => api.post(`events/${eventId}/dates/generate`, body, { schema: generateDatesResponseSchema }),
    onSuccess: invalidate,
  });
}

export function useCancelDate(eventId: number) {
  const invalidate = useInvalidateDates(eventId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelDateBody }) =>
      api.post(`events/${eventId}/dates/${id}/cancel`, body, { schema: dateAnswer }).then((response) => response.data),
    onSuccess: invalidate,
  });
}

export function useSaveDateOverrides(eventId: number, dateId: number) {
  const invalidate = useInvalidateDates(eventId);
  return useMutation({
    mutationFn: (overrides: DateOverridesBody) =>
      api.put(`events/${eventId}/dates/${dateId}/overrides`, overrides, { schema: overridesAnswer }).then((response) => response.data),
    onSuccess: invalidate,
  });
}

/** While a cancellation runs, the page fetches its progress again this often. */
export const PROGRESS_REFRESH_MS = 2000;

/** A cancellation still running: its orders are not all done yet. */
export function isCancelling(date: EventDate): boolean {
  return date.status === 'CANCELLED' && date.cancellation !== null && date.cancellation.orders_done < date.cancellation.orders_total;
}
