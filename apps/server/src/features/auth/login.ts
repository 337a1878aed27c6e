import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { accounts, accountUsers, users } from '../../platform/db/schema.js';
import { holdsAddress } from '../users/address-holder.js';
import { AppError } from '../../platform/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords.js';
import { createSession } from '../../platform/auth/sessions.js';
import type { Member } from '../users/load-member.js';
import { inAccount } from '../../platform/auth/scope.js';

export type LoginResult =
  | { kind: 'session'; token: string; member: Member }
  | { kind: 'choose-account'; accounts: { id: number; name: string }[] };

/**
 * Checks the credentials. A user of several accounts who names none gets the
 * list to choose from and no session; inactive memberships cannot log in.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string; accountId?: number | undefined },
): Promise<LoginResult> {
  const [user] = await ctx.db.select().from(users).where(holdsAddress(input.email)).limit(1);
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('INVALID_CREDENTIALS');

  const memberships = await ctx.db
    .select({ membership: accountUsers, accountName: accounts.name })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, user.id))
    .orderBy(asc(accounts.name), asc(accounts.id));
  const active = memberships.filter((m) => m.membership.status === 'ACTIVE');
  if (active.length === 0) {
    throw new AppError(memberships.some((m) => m.membership.status === 'INACTIVE') ? 'USER_INACTIVE' : 'INVALID_CREDENTIALS');
  }

  let chosen = active.length === 1 && input.accountId === undefined ? active[0] : undefined;
  if (input.accountId !== undefined) {
    chosen = active.find((m) => m.membership.accountId === input.accountId);
    if (!chosen) {
      const inactive = memberships.some((m) => m.membership.accountId === input.accountId && m.membership.status === 'INACTIVE');
      throw new AppError(inactive ? 'USER_INACTIVE' : 'INVALID_CREDENTIALS');
    }
  }
  if (!chosen) {
    return { kind: 'choose-account', accounts: active.map((m) => ({ id: m.membership.accountId, name: m.accountName })) };
  }

  const membership = chosen.membership;
  const token = await ctx.db.transaction((tx) => createSession(tx, user.id, membership.accountId));
  return { kind: 'session', token, member: { user, membership: { ...membership, lastLoginAt: new Date() } } };
}

export async function findMembership(ctx: AppContext, userId: number, accountId: number) {
  const [row] = await ctx.db
    .select()
    .from(accountUsers)
    .where(inAccount(accountUsers, accountId, eq(accountUsers.userId, userId)))
    .limit(1);
  return row ?? null;
}
