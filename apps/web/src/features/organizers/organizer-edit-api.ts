import {
  dataEnvelope,
  imageSchema,
  messageResponseSchema,
  type Image,
  type Organizer,
  type OrganizerImageType,
  type UpdateOrganizerBody,
} from '@stagedoor/contracts';
import { api } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { organizerAnswer, organizerQuery, organizersKey } from './api';

const imageAnswer = dataEnvelope(imageSchema);

/** SPEC §5: images under 5 MB; the server checks the pixel sizes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

async function refreshOrganizers(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: organizersKey });
}

export async function updateOrganizer(organizerId: number, body: UpdateOrganizerBody): Promise<Organizer> {
  const { data } = await api.put(`organizers/${organizerId}`, body, { schema: organizerAnswer });
  queryClient.setQueryData(organizerQuery(organizerId).queryKey, data);
  await refreshOrganizers();
  return data;
}

/** Replaces the organizer's previous image of the same type. */
export async function uploadOrganizerImage(organizerId: number, type: OrganizerImageType, file: File): Promise<Image> {
  const body = new FormData();
  body.append('type', type);
  body.append('image', file);
  const { data } = await api.post(`organizers/${organizerId}/images`, body, { schema: imageAnswer });
  await refreshOrganizers();
  return data;
}

export async function deleteOrganizerImage(organizerId: number, imageId: number): Promise<void> {
  await api.delete(`organizers/${organizerId}/images/${imageId}`, { schema: messageResponseSchema });
  await refreshOrganizers();
}
