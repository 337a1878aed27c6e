import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  attendeeSchema,
  dataEnvelope,
  eventSeatingSchema,
  seatingPlanSchema,
  seatingPlanSummarySchema,
  type EventSeatingBody,
  type ExportFormatName,
  type SeatBlocksBody,
} from '@stagedoor/contracts';
import { api, buildUrl, isAbort, networkError, toApiError } from '../../platform/api/client';
import { getAllPages } from '../../platform/api/all-pages';
import { saveFile } from '../../platform/api/download-export';
import { getToken } from '../../platform/api/token';

const seatingAnswer = dataEnvelope(eventSeatingSchema);
const planAnswer = dataEnvelope(seatingPlanSchema);
const attendeeAnswer = dataEnvelope(attendeeSchema);

export const seatingKey = (eventId: number) => ['events', eventId, 'seating'] as const;

/** The event's plan and which prices sell each category; with a date, every taken seat of that date too. */
export function eventSeatingQuery(eventId: number, dateId: number | null) {
  return queryOptions({
    queryKey: [...seatingKey(eventId), dateId],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/seating`, { signal, schema: seatingAnswer, query: { date_id: dateId } }).then((r) => r.data),
  });
}

/** The account's plans an event can use. */
export function seatingPlansQuery(accountId: number) {
  return queryOptions({
    queryKey: ['accounts', accountId, 'seating-plans'],
    queryFn: ({ signal }) => getAllPages(api, `accounts/${accountId}/seating-plans`, seatingPlanSummarySchema, { signal }),
  });
}

/** One plan with its layout: the categories the setup maps to prices. */
export function seatingPlanQuery(accountId: number, planId: number) {
  return queryOptions({
    queryKey: ['accounts', accountId, 'seating-plans', planId],
    queryFn: ({ signal }) => api.get(`accounts/${accountId}/seating-plans/${planId}`, { signal, schema: planAnswer }).then((r) => r.data),
  });
}

function useRefresh(eventId: number) {
  const queryClient = useQueryClient();
  // Seats move with attendees, orders and availability: the whole event is asked again.
  return () => queryClient.invalidateQueries({ queryKey: ['events', eventId] });
}

export function useSaveEventSeating(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (body: EventSeatingBody) => api.put(`events/${eventId}/seating`, body, { schema: seatingAnswer }).then((r) => r.data),
    onSuccess: refresh,
  });
}

// The blocks' answers are not read: the house is asked again after them.
const blocksAnswer = { safeParse: () => ({ success: true }), parse: (value: unknown) => value };

export function useBlockSeats(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (body: SeatBlocksBody) => api.post(`events/${eventId}/seating/blocks`, body, { schema: blocksAnswer }),
    // A refusal (SEAT_TAKEN) means the house changed meanwhile: it is asked again either way.
    onSettled: refresh,
  });
}

export function useReleaseSeats(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (body: SeatBlocksBody) => api.delete(`events/${eventId}/seating/blocks`, { body, schema: blocksAnswer }),
    onSuccess: refresh,
  });
}

export function useMoveAttendee(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: ({ attendeeId, seatId }: { attendeeId: number; seatId: string }) =>
      api.put(`events/${eventId}/attendees/${attendeeId}/seat`, { seat_id: seatId }, { schema: attendeeAnswer }).then((r) => r.data),
    // A seat taken meanwhile (SEAT_TAKEN) leaves the choices: the house is asked again either way.
    onSettled: refresh,
  });
}

/** Downloads the seat list of a date (GET …/seating/seat-list) and hands it to the browser. */
export async function downloadSeatList(eventId: number, dateId: number, format: ExportFormatName): Promise<void> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildUrl('', `events/${eventId}/seating/seat-list`, { date_id: dateId, format }), {
      headers,
      credentials: 'include',
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `seat-list.${format}`;
  saveFile(await response.blob(), name);
}
