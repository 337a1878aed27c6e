import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InviteUserBody, Role } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { accounts, accountUsers, users } from '../../platform/db/schema.js';
import { holdsAddress } from './address-holder.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { plainName } from '../../platform/mail/plain-name.js';
import { enforceRateLimit } from '../../platform/rate-limit.js';
import { normalizeLocale } from '../../platform/i18n/index.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { consumeToken, findLiveToken, invalidateTokens, issueToken } from '../../platform/auth/one-time-tokens.js';
import { createSession } from '../../platform/auth/sessions.js';
import { loadMember, type Member } from './load-member.js';
import { inAccount } from '../../platform/auth/scope.js';

/** The name a mail greets the invitee with: their own once they have a login, else the inviter's typing. */
function greetingName(member: Member): string {
  if (member.user.passwordHash !== null) return member.user.firstName;
  return member.membership.invitedFirstName ?? member.user.firstName;
}

async function mailInvitation(ctx: AppContext, tx: Db, member: Member, inviterId: number): Promise<void> {
  const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, member.membership.accountId));
  const [inviter] = await tx.select().from(users).where(eq(users.id, inviterId));
  const token = await issueToken(tx, { kind: 'INVITATION', userId: member.user.id, accountId: member.membership.accountId });
  await queueMail(ctx.jobs, tx, {
    to: member.user.email,
    template: 'invitation',
    locale: normalizeLocale(member.user.locale) ?? 'en',
    params: {
      name: plainName(greetingName(member)),
      account: plainName(account?.name ?? ''),
      inviter: plainName(inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : ''),
      url: `${ctx.config.appUrl}/auth/accept-invitation/${token}`,
    },
  });
}

/**
 * Invitations and their resends count per account and per address (over every
 * account), so that nobody can turn the invitation mail into a mailing tool.
 */
async function limitInvitations(ctx: AppContext, accountId: number, email: string): Promise<void> {
  const hour = 3600;
  await enforceRateLimit(ctx.db, `invite-account:${accountId}`, { max: ctx.config.rateLimitInvitationsAccount, windowSeconds: hour });
  const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  await enforceRateLimit(ctx.db, `invite-address:${address}`, { max: ctx.config.rateLimitInvitationsAddress, windowSeconds: hour });
}

/**
 * Invites a person by email into the account; someone with a login elsewhere keeps it,
 * and their own record is neither read into the answer nor changed: the membership
 * keeps the names, address and language the inviter typed (presentMember). The
 * invitation goes out in the invitee's language; a newcomer gets the inviter's.
 */
export async function inviteUser(
  ctx: AppContext,
  accountId: number,
  inviterId: number,
  body: Required<Omit<InviteUserBody, 'role'>> & { role: Role },
): Promise<Member> {
  await limitInvitations(ctx, accountId, body.email);
  return ctx.db.transaction(async (tx) => {
    const [inviter] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, inviterId));
    const locale = normalizeLocale(inviter?.locale) ?? 'en';
    let [user] = await tx.select().from(users).where(holdsAddress(body.email)).limit(1);
    if (user) {
      const [existing] = await tx
        .select()
        .from(accountUsers)
        .where(inAccount(accountUsers, accountId, eq(accountUsers.userId, user.id)));
      if (existing) throw fieldError('email', 'validation.already_member');
    } else {
      [user] = await tx
        .insert(users)
        .values({ email: body.email, firstName: body.first_name, lastName: body.last_name, locale })
        .onConflictDoNothing()
        .returning();
      if (!user) throw fieldError('email', 'validation.already_member');
    }
    const [membership] = await tx
      .insert(accountUsers)
      .values({
        accountId,
        userId: user.id,
        role: body.role,
        status: 'INVITED',
        invitedByUserId: inviterId,
        invitedFirstName: body.first_name,
        invitedLastName: body.last_name,
        invitedEmail: body.email,
        invitedLocale: locale,
      })
      .returning();
    const member = { user, membership: membership! };
    await mailInvitation(ctx, tx, member, inviterId);
    return member;
  });
}

export async function resendInvitation(ctx: AppContext, accountId: number, inviterId: number, userId: number): Promise<void> {
  const pending = await loadMember(ctx.db, accountId, userId);
  if (pending.membership.status !== 'INVITED') throw new AppError('INVITATION_NOT_PENDING');
  await limitInvitations(ctx, accountId, pending.user.email);
  await ctx.db.transaction(async (tx) => {
    const member = await loadMember(tx, accountId, userId, { forUpdate: true });
    if (member.membership.status !== 'INVITED') throw new AppError('INVITATION_NOT_PENDING');
    await mailInvitation(ctx, tx, member, inviterId);
  });
}

/** Withdraws a pending invitation; a person invited without any login of their own is forgotten. */
export async function revokeInvitation(ctx: AppContext, accountId: number, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const member = await loadMember(tx, accountId, userId, { forUpdate: true });
    if (member.membership.status !== 'INVITED') throw new AppError('INVITATION_NOT_PENDING');
    await invalidateTokens(tx, 'INVITATION', userId, accountId);
    await tx.delete(accountUsers).where(inAccount(accountUsers, accountId, eq(accountUsers.userId, userId)));
    const [other] = await tx.select({ id: accountUsers.userId }).from(accountUsers).where(eq(accountUsers.userId, userId)).limit(1);
    if (!other && member.user.passwordHash === null) await tx.delete(users).where(eq(users.id, userId));
  });
}

export async function getInvitation(ctx: AppContext, token: string) {
  const row = await findLiveToken(ctx.db, 'INVITATION', token);
  const member = await loadMember(ctx.db, row.accountId ?? 0, row.userId);
  if (member.membership.status !== 'INVITED') throw new AppError('INVALID_TOKEN');
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, member.membership.accountId));
  const inviterId = member.membership.invitedByUserId;
  const [inviter] = inviterId ? await ctx.db.select().from(users).where(eq(users.id, inviterId)) : [];
  // Whoever holds the link received it at the person's address; a newcomer sees what the inviter typed.
  const existing = member.user.passwordHash !== null;
  return {
    email: member.user.email,
    first_name: existing ? member.user.firstName : (member.membership.invitedFirstName ?? member.user.firstName),
    last_name: existing ? member.user.lastName : (member.membership.invitedLastName ?? member.user.lastName),
    account_name: account?.name ?? '',
    inviter_name: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : '',
    existing_user: existing,
  };
}

/**
 * Activates the membership and logs the person in. A new user sets a password;
 * someone who already has a login proves it with their existing password.
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  input: { firstName: string; lastName: string; password: string; timezone?: string | undefined },
): Promise<{ token: string; member: Member }> {
  const preview = await findLiveToken(ctx.db, 'INVITATION', token);
  const [existing] = await ctx.db.select().from(users).where(eq(users.id, preview.userId));
  let passwordHash: string | null = null;
  if (existing?.passwordHash) {
    if (!(await verifyPassword(existing.passwordHash, input.password)))
      throw fieldError('password', 'error.INVALID_PASSWORD', 'INVALID_PASSWORD');
  } else {
    passwordHash = await hashPassword(input.password);
  }
  return ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'INVITATION', token);
    const accountId = row.accountId ?? 0;
    const [activated] = await tx
      .update(accountUsers)
      .set({ status: 'ACTIVE', updatedAt: new Date() })
      .where(inAccount(accountUsers, accountId, eq(accountUsers.userId, row.userId), eq(accountUsers.status, 'INVITED')))
      .returning();
    if (!activated) throw new AppError('INVALID_TOKEN');
    if (passwordHash) {
      // Only a person without a login gets one here: someone who registered with the
      // address since the link was opened keeps the password they chose.
      const [claimed] = await tx
        .update(users)
        .set({
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          timezone: input.timezone ?? 'UTC',
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, row.userId), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (!claimed) throw fieldError('password', 'error.INVALID_PASSWORD', 'INVALID_PASSWORD');
    }
    const sessionToken = await createSession(tx, row.userId, accountId);
    return { token: sessionToken, member: await loadMember(tx, accountId, row.userId) };
  });
}
