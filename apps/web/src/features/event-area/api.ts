import { queryOptions } from '@tanstack/react-query';
import type {
  DuplicateEventBody,
  Event,
  EventCheckInStats,
  EventImageType,
  EventStats,
  EventStatus,
  Image,
  PublicEventWithTickets,
  UpdateEventBody,
} from '@stagedoor/contracts';
import { api, type Envelope } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { eventKey, eventListsKey, rememberEvent } from '../events/api';

export function eventStatsQuery(eventId: number) {
  return queryOptions({
    queryKey: [...eventKey(eventId), 'stats'],
    queryFn: ({ signal }) => api.get<Envelope<EventStats>>(`events/${eventId}/stats`, { signal }).then((r) => r.data),
  });
}

export function eventCheckInStatsQuery(eventId: number) {
  return queryOptions({
    queryKey: [...eventKey(eventId), 'check-in-stats'],
    queryFn: ({ signal }) =>
      api.get<Envelope<EventCheckInStats>>(`events/${eventId}/check_in_stats`, { signal }).then((r) => r.data),
  });
}

export function eventImagesQuery(eventId: number) {
  return queryOptions({
    queryKey: [...eventKey(eventId), 'images'],
    queryFn: ({ signal }) => api.get<Envelope<Image[]>>(`events/${eventId}/images`, { signal }).then((r) => r.data),
  });
}

/** The event as buyers get it; organizers may read drafts too. Tells whether payments run in test mode. */
export function publicEventQuery(eventId: number) {
  return queryOptions({
    queryKey: [...eventKey(eventId), 'public'],
    queryFn: ({ signal }) =>
      api.get<Envelope<PublicEventWithTickets>>(`public/events/${eventId}`, { signal }).then((r) => r.data),
  });
}

async function remember(request: Promise<Envelope<Event>>): Promise<Event> {
  const { data } = await request;
  await rememberEvent(data);
  return data;
}

/** PUT merges `settings`, so a section sends only its own fields. */
export function updateEvent(eventId: number, body: UpdateEventBody): Promise<Event> {
  return remember(api.put<Envelope<Event>>(`events/${eventId}`, body));
}

export function changeEventStatus(eventId: number, status: EventStatus): Promise<Event> {
  return remember(api.put<Envelope<Event>>(`events/${eventId}/status`, { status }));
}

export function duplicateEvent(eventId: number, body: DuplicateEventBody): Promise<Event> {
  return remember(api.post<Envelope<Event>>(`events/${eventId}/duplicate`, body));
}

export async function deleteEvent(eventId: number): Promise<void> {
  await api.delete(`events/${eventId}`);
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
  const { data } = await api.post<Envelope<Image>>(`events/${eventId}/images`, body);
  await refreshImages(eventId);
  return data;
}

export async function deleteEventImage(eventId: number, imageId: number): Promise<void> {
  await api.delete(`events/${eventId}/images/${imageId}`);
  await refreshImages(eventId);
}
