import { useSuspenseQuery } from '@tanstack/react-query';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import type { Event } from '@stagedoor/contracts';
import { queryClient } from '../../platform/query/query-client';
import { eventQuery } from '../events/api';

function parseEventId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Fetches the event before the area renders; a 404 shows the not-found state inside the shell. */
export async function eventAreaLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const id = parseEventId(params.eventId);
  if (id === null) throw data(null, { status: 404 });
  await queryClient.ensureQueryData(eventQuery(id));
  return null;
}

export function useEventId(): number {
  return parseEventId(useParams().eventId) ?? 0;
}

/** The event of the current area; its loader has already fetched it. */
export function useEvent(): Event {
  return useSuspenseQuery(eventQuery(useEventId())).data;
}

export function publicEventPath(event: Pick<Event, 'id' | 'slug'>): string {
  return `/event/${event.id}/${event.slug}`;
}
