import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Event } from '@stagedoor/contracts';
import { api, type Envelope } from '../../../platform/api/client';

/**
 * The event the catalogue pages belong to, for its currency, time zone and slug.
 * Kept under the event's own key, so that saving the event refreshes it here too.
 */
export function catalogueEventQuery(eventId: number) {
  return queryOptions({
    queryKey: ['events', eventId, 'catalogue'],
    queryFn: ({ signal }) => api.get<Envelope<Event>>(`events/${eventId}`, { signal }).then((response) => response.data),
  });
}

/** The `:eventId` of the event area, as a number. */
export function useEventId(): number {
  const { eventId } = useParams();
  return Number(eventId);
}

export function useCatalogueEvent() {
  return useQuery(catalogueEventQuery(useEventId()));
}
