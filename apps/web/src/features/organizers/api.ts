import { queryOptions } from '@tanstack/react-query';
import type { CreateOrganizerBody, Organizer } from '@stagedoor/contracts';
import { api, type Envelope, type ListEnvelope } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';

export const organizersKey = ['organizers'] as const;

export function organizersQuery() {
  return queryOptions({
    queryKey: [...organizersKey, 'list'],
    queryFn: ({ signal }) => api.get<ListEnvelope<Organizer>>('organizers', { signal, query: { per_page: 100 } }),
  });
}

export function organizerQuery(organizerId: string | number) {
  return queryOptions({
    queryKey: [...organizersKey, 'detail', String(organizerId)],
    queryFn: ({ signal }) => api.get<Envelope<Organizer>>(`organizers/${organizerId}`, { signal }).then((r) => r.data),
  });
}

export async function createOrganizer(body: CreateOrganizerBody): Promise<Organizer> {
  const { data } = await api.post<Envelope<Organizer>>('organizers', body);
  await queryClient.invalidateQueries({ queryKey: organizersKey });
  return data;
}
