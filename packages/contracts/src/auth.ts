import { z } from 'zod';
import { V, currencySchema, emailSchema, firstNameSchema, lastNameSchema, localeSchema, passwordSchema, timezoneSchema } from './common.js';
import { accountSchema, userSchema } from './users.js';

function withConfirmation<T extends z.ZodObject<{ password: z.ZodString; password_confirmation: z.ZodString }>>(schema: T) {
  return schema.refine((body) => body.password === body.password_confirmation, {
    message: V.passwordsNotSame,
    path: ['password_confirmation'],
  });
}

export const registerBodySchema = withConfirmation(
  z.object({
    first_name: firstNameSchema,
    last_name: lastNameSchema.optional().default(''),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    timezone: timezoneSchema.optional(),
    locale: localeSchema.optional(),
    currency_code: currencySchema.optional(),
    /** The organization the account stands for; empty or left out: the person's name. */
    account_name: z.string().trim().max(149, { message: V.nameTooLong }).optional(),
  }),
);
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: V.required }).max(200),
  account_id: z.coerce.number().int().positive().optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const accountChoiceSchema = z.object({ id: z.number().int(), name: z.string() });

export const authResponseSchema = z.object({
  token: z.string(),
  data: userSchema,
  account: accountSchema.optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Login answers either a session or, for users of several accounts, the accounts to choose from. */
export const loginResponseSchema = z.union([authResponseSchema, z.object({ accounts: z.array(accountChoiceSchema) })]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const resetPasswordBodySchema = withConfirmation(z.object({ password: passwordSchema, password_confirmation: z.string() }));
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** A valid password reset token names the address it resets, for the form to show. */
export const passwordResetTokenSchema = z.object({ email: z.string() });
export type PasswordResetToken = z.infer<typeof passwordResetTokenSchema>;

export const invitationSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  account_name: z.string(),
  inviter_name: z.string(),
  /** True when the invitee already has a login: they confirm with their existing password. */
  existing_user: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptInvitationBodySchema = withConfirmation(
  z.object({
    first_name: firstNameSchema,
    last_name: lastNameSchema.optional().default(''),
    password: passwordSchema,
    password_confirmation: z.string(),
    timezone: timezoneSchema.optional(),
  }),
);
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
