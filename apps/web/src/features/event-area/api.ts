import { queryOptions } from '@tanstack/react-query';
import {
  dataEnvelope,
  eventCheckInStatsSchema,
  eventStatsSchema,
  imageSchema,
  messageResponseSchema,
  publicEventWithTicketsSchema,
  type DuplicateEventBody,
  type Event,
  type EventImageType,
  type EventStatus,
  type Image,
  type UpdateEventBody,
} from '@stagedoor/contracts';
import { api } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { eventAnswer, eventKey, eventListsKey, rememberEvent } from '../events/api';

const statsAnswer = dataEnvelope(eventStatsSchema);
const checkInStatsAnswer = dataEnvelope(eventCheckInStatsSchema);
const imagesAnswer = dataEnvelope(imageSchema.array());
const imageAnswer = dataEnvelope(imageSchema);
const publicEventAnswer = dataEnvelope(publicEventWithTicketsSchema);

/** The event's figures in total, or those of one date (`dateId`) of an event with several. */
export function eventStatsQuery(eventId: number, dateId: number | null = null) {
  return queryOptions({
    queryKey: [...eventKey(eventId), 'stats', dateId],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/stats`, { signal, schema: statsAnswer, query: { date_id: dateId } }).then((r) => r.data),
    // Switching dates keeps the last figures on screen until the new ones arrive.
    placeholderData: (previous) => previous,
  });
}

/** Who is expected and who is checked in, in total or on one date (`dateId`: its tickets and every pass). */
export function eventCheckInStatsQuery(eventId: number, dateId: number | null = null) {
  return queryOptions({
    queryKey: [...eventKey(eventId), 'check-in-stats', dateId],
    queryFn: ({ signal }) =>
      api.get(`events/${eventId}/check_in_stats`, { signal, schema: checkInStatsAnswer, query: { date_id: dateId } }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function eventImagesQuery(eventId: number) {
  return queryOptions({
    queryKey: [...eventKey(eventId), 'images'],
    queryFn: ({ signal }) => api.get(`events/${eventId}/images`, { signal, schema: imagesAnswer }).then((r) => r.data),
  });
}

/** The event as buyers get it; organizers may read drafts too. Tells whether payments run in test mode. */
export function publicEventQuery(eventId: number) {
  return queryOptions({
    queryKey: [...eventKey(eventId), 'public'],
    queryFn: ({ signal }) => api.get(`public/events/${eventId}`, { signal, schema: publicEventAnswer }).then((r) => r.data),
  });
}

async function remember(request: Promise<{ data: Event }>): Promise<Event> {
  const { data } = await request;
  await rememberEvent(data);
  return data;
}

/** PUT merges `settings`, so a section sends only its own fields. */
export function updateEvent(eventId: number, body: UpdateEventBody): Promise<Event> {
  return remember(api.put(`events/${eventId}`, body, { schema: eventAnswer }));
}

export function changeEventStatus(eventId: number, status: EventStatus): Promise<Event> {
  return remember(api.put(`events/${eventId}/status`, { status }, { schema: eventAnswer }));
}

export function duplicateEvent(eventId: number, body: DuplicateEventBody): Promise<Event> {
  return remember(api.post(`events/${eventId}/duplicate`, body, { schema: eventAnswer }));
}

export async function deleteEvent(eventId: number): Promise<void> {
  await api.delete(`events/${eventId}`, { schema: messageResponseSchema });
  await queryClient.invalidateQueries({ queryKey: eventListsKey });
}

/** Forgets a deleted event once nothing shows it any more. */
export function forgetEvent(eventId: number): void {
  queryClient.removeQueries({ queryKey: eventKey(eventId) });
}

/** Images belong to the event: a new cover shows on the event itself, so the event is refetched too. */
async function refreshImages(eventId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKey(eventId) }),
    queryClient.invalidateQueries({ queryKey: eventListsKey }),
  ]);
}

export async function uploadEventImage(eventId: number, file: File, type: EventImageType): Promise<Image> {
  const body = new FormData();
  body.append('type', type);
  body.append('image', file);
  const { data } = await api.post(`events/${eventId}/images`, body, { schema: imageAnswer });
  await refreshImages(eventId);
  return data;
}

export async function deleteEventImage(eventId: number, imageId: number): Promise<void> {
  await api.delete(`events/${eventId}/images/${imageId}`, { schema: messageResponseSchema });
  await refreshImages(eventId);
}
