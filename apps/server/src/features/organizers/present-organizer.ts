import type { Organizer } from '@stagedoor/contracts';
import { type organizers } from '../../platform/db/schema.js';
import { presentImage, type ImageRow } from '../../platform/images/images.js';
import type { Storage } from '../../platform/storage/storage.js';

export type OrganizerRow = typeof organizers.$inferSelect;
export const ORGANIZER_ENTITY = 'organizer';

export function presentOrganizer(storage: Storage, row: OrganizerRow, images: ImageRow[]): Organizer {
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    email: row.email,
    description: row.description,
    website: row.website,
    currency: row.currency,
    timezone: row.timezone,
    images: images.filter((image) => image.entityId === row.id).map((image) => presentImage(storage, image)),
    created_at: row.createdAt.toISOString(),
  };
}
