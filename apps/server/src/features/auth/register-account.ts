import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale, RegisterBody } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { accounts, accountUsers, users } from '../../platform/db/schema.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { fieldError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { createSession } from '../../platform/auth/sessions.js';
import { sendEmailConfirmation } from '../users/email-confirmation.js';
import type { Member } from '../users/load-member.js';

export interface RegisterAccountInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  timezone?: string | undefined;
  locale: Locale;
  currencyCode?: string | undefined;
  /** The organization's name; without one the account is named after the person. */
  accountName?: string | undefined;
}

/**
 * Creates a user, their account (with the user as owner and ADMIN) and a session,
 * and queues the email-confirmation mail in the same transaction.
 *
 * An invitation does not reserve an address: a person who was invited but never
 * set a password registers like anyone else and takes over that login-less record
 * (their pending invitations stay, to accept with the new password). The claim is a
 * conditional update, so of two registrations at once only one gets the address.
 */
export async function registerAccount(
  ctx: AppContext,
  input: RegisterAccountInput,
): Promise<{ token: string; member: Member; account: typeof accounts.$inferSelect }> {
  const passwordHash = await hashPassword(input.password);
  const timezone = input.timezone ?? 'UTC';
  try {
    return await ctx.db.transaction(async (tx) => {
      const profile = { passwordHash, firstName: input.firstName, lastName: input.lastName, locale: input.locale, timezone };
      const [claimed] = await tx
        .update(users)
        .set({ ...profile, email: input.email, pendingEmail: null, emailVerifiedAt: null, updatedAt: new Date() })
        .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), isNull(users.passwordHash)))
        .returning();
      const [user] = claimed
        ? [claimed]
        : await tx
            .insert(users)
            .values({ ...profile, email: input.email })
            .returning();
      const [account] = await tx
        .insert(accounts)
        .values({
          name: input.accountName || [input.firstName, input.lastName].filter(Boolean).join(' '),
          email: input.email,
          currencyCode: input.currencyCode ?? 'EUR',
          timezone,
          ownerUserId: user!.id,
        })
        .returning();
      const [membership] = await tx
        .insert(accountUsers)
        .values({ accountId: account!.id, userId: user!.id, role: 'ADMIN', status: 'ACTIVE', isAccountOwner: true })
        .returning();
      const token = await createSession(tx, user!.id, account!.id);
      await sendEmailConfirmation(ctx, tx, user!);
      return { token, member: { user: user!, membership: { ...membership!, lastLoginAt: new Date() } }, account: account! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', 'validation.email_taken', 'EMAIL_TAKEN');
    throw error;
  }
}

export function toRegisterInput(body: RegisterBody & { last_name: string }, locale: Locale): RegisterAccountInput {
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    password: body.password,
    timezone: body.timezone,
    locale: body.locale ?? locale,
    currencyCode: body.currency_code,
    accountName: body.account_name,
  };
}
