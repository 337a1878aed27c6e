import { and, eq } from 'drizzle-orm';
import type { Role } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { accountUsers, users } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { loadMember, type Member } from './load-member.js';

export interface UpdateUserInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  role?: Role | undefined;
  status?: 'ACTIVE' | 'INACTIVE' | undefined;
}

/**
 * An administrator edits a member. The owner's role and status are fixed, nobody
 * changes their own, and an invitation is accepted, not activated by hand.
 * Deactivating a member ends their sessions in this account.
 */
export async function updateUser(ctx: AppContext, auth: AuthContext, userId: number, input: UpdateUserInput): Promise<Member> {
  return ctx.db.transaction(async (tx) => {
    const member = await loadMember(tx, auth.accountId, userId, { forUpdate: true });
    const { membership } = member;
    const roleChanges = input.role !== undefined && input.role !== membership.role;
    const statusChanges = input.status !== undefined && input.status !== membership.status;
    if ((roleChanges || statusChanges) && membership.isAccountOwner) throw new AppError('OWNER_IMMUTABLE');
    if ((roleChanges || statusChanges) && userId === auth.userId) throw new AppError('CANNOT_CHANGE_OWN_ROLE');
    if (statusChanges && membership.status === 'INVITED') throw new AppError('CONFLICT');

    if (roleChanges || statusChanges) {
      await tx
        .update(accountUsers)
        .set({ role: input.role ?? membership.role, status: input.status ?? membership.status, updatedAt: new Date() })
        .where(and(eq(accountUsers.accountId, auth.accountId), eq(accountUsers.userId, userId)));
    }
    if (input.status === 'INACTIVE' && statusChanges) await revokeUserSessions(tx, userId, { accountId: auth.accountId });
    // Names belong to the person; an administrator may fill them in only until the invitation is accepted.
    if ((input.firstName !== undefined || input.lastName !== undefined) && membership.status === 'INVITED') {
      await tx
        .update(users)
        .set({ firstName: input.firstName ?? member.user.firstName, lastName: input.lastName ?? member.user.lastName, updatedAt: new Date() })
        .where(eq(users.id, userId));
    }
    return loadMember(tx, auth.accountId, userId);
  });
}
