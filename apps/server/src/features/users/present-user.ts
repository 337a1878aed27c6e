import type { User } from '@stagedoor/contracts';
import { type accountUsers, type users } from '../../platform/db/schema.js';
import { normalizeLocale } from '../../platform/i18n/index.js';

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof accountUsers.$inferSelect;

/** A user as they see themselves in one account: role and status come from the membership. */
export function presentUser(user: UserRow, membership: MembershipRow): User {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: membership.role,
    status: membership.status,
    is_account_owner: membership.isAccountOwner,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: user.pendingEmail,
    locale: normalizeLocale(user.locale) ?? 'en',
    timezone: user.timezone,
    account_id: membership.accountId,
    last_login_at: membership.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

/**
 * A member as the rest of their account sees them. Until an invitation is accepted the
 * account sees only what the inviter typed, so that inviting an address answers the same
 * whether or not a person already uses it. Once they have joined, it sees their name and
 * address, but not their pending email change or when their login was created elsewhere.
 */
export function presentMember(user: UserRow, membership: MembershipRow, viewerId: number): User {
  if (user.id === viewerId) return presentUser(user, membership);
  const joined = membership.status !== 'INVITED';
  return {
    id: user.id,
    first_name: joined ? user.firstName : (membership.invitedFirstName ?? user.firstName),
    last_name: joined ? user.lastName : (membership.invitedLastName ?? user.lastName),
    email: joined ? user.email : (membership.invitedEmail ?? user.email),
    role: membership.role,
    status: membership.status,
    is_account_owner: membership.isAccountOwner,
    email_verified: joined && user.emailVerifiedAt !== null,
    pending_email: null,
    locale: normalizeLocale(joined ? user.locale : membership.invitedLocale) ?? 'en',
    timezone: joined ? user.timezone : 'UTC',
    account_id: membership.accountId,
    last_login_at: membership.lastLoginAt?.toISOString() ?? null,
    created_at: membership.createdAt.toISOString(),
  };
}
