import { eq } from 'drizzle-orm';
import type { Role } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { accountUsers } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { revokeUserSessions } from '../../platform/auth/sessions.js';
import { loadMember, type Member } from './load-member.js';
import { inAccount } from '../../platform/auth/scope.js';

export interface UpdateUserInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  role?: Role | undefined;
  status?: 'ACTIVE' | 'INACTIVE' | undefined;
}

/**
 * An administrator edits a member: role and status belong to the membership. The
 * owner's role and status are fixed, nobody changes their own, and an invitation is
 * accepted, not activated by hand. Deactivating a member ends their sessions in this account.
 *
 * A person's name is theirs. While an invitation is pending the names sent here correct
 * the invitation (what the mail and this account show until it is accepted), never the
 * person's record, which other accounts may share; once the person has joined,
 * 403 PERSONAL_DETAILS_FORBIDDEN.
 */
export async function updateUser(ctx: AppContext, auth: AuthContext, userId: number, input: UpdateUserInput): Promise<Member> {
  return ctx.db.transaction(async (tx) => {
    const member = await loadMember(tx, auth.accountId, userId, { forUpdate: true });
    const { membership } = member;
    const namesSent = input.firstName !== undefined || input.lastName !== undefined;
    if (namesSent && membership.status !== 'INVITED') throw new AppError('PERSONAL_DETAILS_FORBIDDEN');
    const roleChanges = input.role !== undefined && input.role !== membership.role;
    const statusChanges = input.status !== undefined && input.status !== membership.status;
    if ((roleChanges || statusChanges) && membership.isAccountOwner) throw new AppError('OWNER_IMMUTABLE');
    if ((roleChanges || statusChanges) && userId === auth.userId) throw new AppError('CANNOT_CHANGE_OWN_ROLE');
    if (statusChanges && membership.status === 'INVITED') throw new AppError('CONFLICT');

    if (roleChanges || statusChanges || namesSent) {
      await tx
        .update(accountUsers)
        .set({
          role: input.role ?? membership.role,
          status: input.status ?? membership.status,
          ...(input.firstName !== undefined ? { invitedFirstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { invitedLastName: input.lastName } : {}),
          updatedAt: new Date(),
        })
        .where(inAccount(accountUsers, auth.accountId, eq(accountUsers.userId, userId)));
    }
    if (input.status === 'INACTIVE' && statusChanges) await revokeUserSessions(tx, userId, { accountId: auth.accountId });
    return loadMember(tx, auth.accountId, userId);
  });
}
