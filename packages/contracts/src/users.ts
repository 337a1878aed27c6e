import { z } from 'zod';
import {
  V,
  currencySchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  localeSchema,
  nameSchema,
  passwordSchema,
  timezoneSchema,
} from './common.js';

export const ROLES = ['ADMIN', 'ORGANIZER'] as const;
export type Role = (typeof ROLES)[number];
export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'INVITED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  is_account_owner: z.boolean(),
  email_verified: z.boolean(),
  pending_email: z.string().nullable(),
  locale: localeSchema,
  timezone: z.string(),
  account_id: z.number().int(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const accountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  currency_code: z.string(),
  timezone: z.string(),
  owner_user_id: z.number().int().nullable(),
  event_defaults: z.lazy(() => eventDefaultsSchema),
  created_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** Defaults copied onto each new event of the account. */
export const eventDefaultsSchema = z.object({
  order_timeout_in_minutes: z.number().int().min(1).max(1440),
  price_display_mode: z.enum(['INCLUSIVE', 'EXCLUSIVE']),
  support_email: emailSchema.nullable(),
  email_footer_message: z.string().max(5000).nullable(),
  notify_organizer_of_new_orders: z.boolean(),
  show_powered_by_footer: z.boolean(),
});
export type EventDefaults = z.infer<typeof eventDefaultsSchema>;

export const updateAccountBodySchema = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  currency_code: currencySchema.optional(),
  timezone: timezoneSchema.optional(),
  event_defaults: eventDefaultsSchema.partial().optional(),
});
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

export const inviteUserBodySchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema.optional().default(''),
  email: emailSchema,
  role: z.enum(ROLES),
});
export type InviteUserBody = z.input<typeof inviteUserBodySchema>;

/** PUT /users/{id}: an administrator edits another member's role and status. */
export const updateUserBodySchema = z.object({
  first_name: firstNameSchema.optional(),
  last_name: lastNameSchema.optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/**
 * PUT /users/me: profile fields, an email change (confirmed from the new
 * address) and a password change (needs the current password).
 */
export const updateMeBodySchema = z
  .object({
    first_name: firstNameSchema.optional(),
    last_name: lastNameSchema.optional(),
    locale: localeSchema.optional(),
    timezone: timezoneSchema.optional(),
    email: emailSchema.optional(),
    current_password: z.string().max(200).optional(),
    password: passwordSchema.optional(),
    password_confirmation: z.string().optional(),
  })
  .refine((body) => body.password === undefined || body.password === body.password_confirmation, {
    message: V.passwordsNotSame,
    path: ['password_confirmation'],
  })
  .refine((body) => (body.password === undefined && body.email === undefined) || !!body.current_password, {
    message: V.required,
    path: ['current_password'],
  });
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;
