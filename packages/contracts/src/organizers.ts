import { z } from 'zod';
import { currencySchema, descriptionSchema, emailSchema, nameSchema, timezoneSchema, urlSchema } from './common.js';

export const ORGANIZER_IMAGE_TYPES = ['ORGANIZER_LOGO', 'ORGANIZER_COVER'] as const;
export type OrganizerImageType = (typeof ORGANIZER_IMAGE_TYPES)[number];

export const imageSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Image = z.infer<typeof imageSchema>;

export const organizerSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  images: z.array(imageSchema),
  created_at: z.string(),
});
export type Organizer = z.infer<typeof organizerSchema>;

export const createOrganizerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  description: descriptionSchema.nullable().optional(),
  website: urlSchema
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  currency: currencySchema.optional(),
  timezone: timezoneSchema.optional(),
});
export type CreateOrganizerBody = z.input<typeof createOrganizerBodySchema>;

export const updateOrganizerBodySchema = createOrganizerBodySchema.partial();
export type UpdateOrganizerBody = z.input<typeof updateOrganizerBodySchema>;
