import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataEnvelope, eventSchema, listEnvelope, type CreateEventBody, type Event } from '@stagedoor/contracts';
import { api } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { eventsListQueryParams, type EventsListParams } from './events-list-params';

/** The answers of the event calls, shared with the event area. */
export const eventsAnswer = listEnvelope(eventSchema);
export const eventAnswer = dataEnvelope(eventSchema);

export const eventsKey = ['events'] as const;
export const eventListsKey = [...eventsKey, 'list'] as const;

export function eventsListQuery(params: EventsListParams) {
  const path = params.organizerId ? `organizers/${params.organizerId}/events` : 'events';
  return queryOptions({
    queryKey: [...eventListsKey, params],
    // "Now" is taken when the request is made, so a refetch moves events between tabs as time passes.
    queryFn: ({ signal }) => api.get(path, { signal, query: eventsListQueryParams(params, new Date()), schema: eventsAnswer }),
    placeholderData: keepPreviousData,
  });
}

/** One event; what belongs to it (stats, images, tickets) is keyed under it, so invalidating it refreshes all. */
export function eventKey(eventId: string | number) {
  return [...eventsKey, Number(eventId)] as const;
}

export function eventQuery(eventId: string | number) {
  return queryOptions({
    queryKey: eventKey(eventId),
    queryFn: ({ signal }) => api.get(`events/${eventId}`, { signal, schema: eventAnswer }).then((r) => r.data),
  });
}

/** Keeps the cached event, what is derived from it and every events list in step with the server's answer. */
export async function rememberEvent(event: Event): Promise<void> {
  const key = eventKey(event.id);
  queryClient.setQueryData(key, event);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: key, predicate: (query) => query.queryKey.length > key.length }),
    queryClient.invalidateQueries({ queryKey: eventListsKey }),
  ]);
}

export async function createEvent(body: CreateEventBody): Promise<Event> {
  const { data } = await api.post('events', body, { schema: eventAnswer });
  await rememberEvent(data);
  return data;
}
