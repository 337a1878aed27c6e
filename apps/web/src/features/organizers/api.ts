import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, listEnvelope, organizerSchema, type CreateOrganizerBody, type Organizer } from '@stagedoor/contracts';
import { api } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';

const organizersAnswer = listEnvelope(organizerSchema);
export const organizerAnswer = dataEnvelope(organizerSchema);

export const organizersKey = ['organizers'] as const;

export function organizersQuery() {
  return queryOptions({
    queryKey: [...organizersKey, 'list'],
    queryFn: ({ signal }) => api.get('organizers', { signal, query: { per_page: 100 }, schema: organizersAnswer }),
  });
}

export function organizerQuery(organizerId: string | number) {
  return queryOptions({
    queryKey: [...organizersKey, 'detail', String(organizerId)],
    queryFn: ({ signal }) => api.get(`organizers/${organizerId}`, { signal, schema: organizerAnswer }).then((r) => r.data),
  });
}

export async function createOrganizer(body: CreateOrganizerBody): Promise<Organizer> {
  const { data } = await api.post('organizers', body, { schema: organizerAnswer });
  await queryClient.invalidateQueries({ queryKey: organizersKey });
  return data;
}
