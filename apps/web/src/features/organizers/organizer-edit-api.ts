import type { Image, Organizer, OrganizerImageType, UpdateOrganizerBody } from '@stagedoor/contracts';
import { api, type Envelope } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { organizerQuery, organizersKey } from './api';

/** SPEC §5: images under 5 MB; the server checks the pixel sizes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

async function refreshOrganizers(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: organizersKey });
}

export async function updateOrganizer(organizerId: number, body: UpdateOrganizerBody): Promise<Organizer> {
  const { data } = await api.put<Envelope<Organizer>>(`organizers/${organizerId}`, body);
  queryClient.setQueryData(organizerQuery(organizerId).queryKey, data);
  await refreshOrganizers();
  return data;
}

/** Replaces the organizer's previous image of the same type. */
export async function uploadOrganizerImage(organizerId: number, type: OrganizerImageType, file: File): Promise<Image> {
  const body = new FormData();
  body.append('type', type);
  body.append('image', file);
  const { data } = await api.post<Envelope<Image>>(`organizers/${organizerId}/images`, body);
  await refreshOrganizers();
  return data;
}

export async function deleteOrganizerImage(organizerId: number, imageId: number): Promise<void> {
  await api.delete(`organizers/${organizerId}/images/${imageId}`);
  await refreshOrganizers();
}
