import type { User } from '@stagedoor/contracts';
import { type accountUsers, type users } from '../../platform/db/schema.js';
import { normalizeLocale } from '../../platform/i18n/index.js';

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof accountUsers.$inferSelect;

/** A user as seen within one account: role and status come from the membership. */
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
