import { and, isNull } from 'drizzle-orm';
import type { Locale, RegisterBody } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { accounts, accountUsers, users } from '../../platform/db/schema.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { createSession } from '../../platform/auth/sessions.js';
import { sendEmailConfirmation } from '../users/email-confirmation.js';
import { holdsAddress } from '../users/address-holder.js';
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
 *
 * An address that already has a login is answered the same as a new one, so that registering tells no one which
 * addresses have accounts: the account is created for a user who does not hold the address, and the login's holder
 * is mailed instead of the confirmation (docs/registration.md). Two registrations of a new address at once: the
 * one that loses the unique index is retried and finds the address held.
 */
export async function registerAccount(
  ctx: AppContext,
  input: RegisterAccountInput,
): Promise<{ token: string; member: Member; account: typeof accounts.$inferSelect }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await createRegistration(ctx, input, passwordHash);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return createRegistration(ctx, input, passwordHash);
  }
}

function createRegistration(ctx: AppContext, input: RegisterAccountInput, passwordHash: string) {
  const timezone = input.timezone ?? 'UTC';
  return ctx.db.transaction(async (tx) => {
    const profile = { passwordHash, firstName: input.firstName, lastName: input.lastName, locale: input.locale, timezone };
    const [claimed] = await tx
      .update(users)
      .set({ ...profile, email: input.email, pendingEmail: null, emailVerifiedAt: null, updatedAt: new Date() })
      .where(and(holdsAddress(input.email), isNull(users.passwordHash)))
      .returning();
    let user = claimed;
    if (!user) {
      const [holder] = await tx.select({ id: users.id }).from(users).where(holdsAddress(input.email)).limit(1);
      [user] = await tx
        .insert(users)
        .values({ ...profile, email: input.email, ownsEmail: !holder })
        .returning();
    }
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
