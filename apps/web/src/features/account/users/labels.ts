import { useLingui } from '@lingui/react/macro';
import { ROLES, USER_STATUSES, type Role, type User, type UserStatus } from '@stagedoor/contracts';

export const STATUS_COLORS: Record<UserStatus, string> = { ACTIVE: 'teal', INVITED: 'blue', INACTIVE: 'gray' };

/** Names of roles and statuses in the user's language (SPEC §3: administrator, organizer; active, invited, inactive). */
export function useUserLabels() {
  const { t } = useLingui();
  const role: Record<Role, string> = { ADMIN: t`Administrator`, ORGANIZER: t`Organizer` };
  const status: Record<UserStatus, string> = { ACTIVE: t`Active`, INVITED: t`Invited`, INACTIVE: t`Inactive` };
  return { role, status };
}

export function fullName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** A role or status from a URL or a select, or null for anything else ("all"). */
export function parseRole(value: string | null): Role | null {
  return ROLES.find((role) => role === value) ?? null;
}

export function parseStatus(value: string | null): UserStatus | null {
  return USER_STATUSES.find((status) => status === value) ?? null;
}
