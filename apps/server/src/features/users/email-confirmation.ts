import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { accounts, accountUsers, apiTokens, auditLog, checkIns, messages, sessions, users } from '../../platform/db/schema.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { normalizeLocale } from '../../platform/i18n/index.js';
import { consumeToken, invalidateTokens, issueToken } from '../../platform/auth/one-time-tokens.js';
import type { UserRow } from './present-user.js';
import { holdsAddress } from './address-holder.js';

/**
 * Mails the link that confirms a user's address. A user who registered with an address that already has a login
 * (docs/registration.md) gets no confirmation: the login's holder is told instead, in their language, and the same
 * link, opened in the registration's session, adds the new account to their login.
 */
export async function sendEmailConfirmation(ctx: AppContext, tx: Db, user: UserRow): Promise<void> {
  const token = await issueToken(tx, { kind: 'EMAIL_CONFIRMATION', userId: user.id });
  const url = `${ctx.config.appUrl}/manage/profile/confirm-email-address/${token}`;
  const [holder] = user.ownsEmail ? [] : await tx.select().from(users).where(holdsAddress(user.email)).limit(1);
  if (!holder) {
    await queueMail(ctx.jobs, tx, {
      to: user.email,
      template: 'confirm_email',
      locale: normalizeLocale(user.locale) ?? 'en',
      params: { name: user.firstName, url },
    });
    return;
  }
  const [account] = await tx
    .select({ name: accounts.name })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, user.id))
    .limit(1);
  await queueMail(ctx.jobs, tx, {
    to: holder.email,
    template: 'registration_existing_login',
    locale: normalizeLocale(holder.locale) ?? 'en',
    params: { name: holder.firstName, url, account: account?.name ?? '' },
  });
}

export async function resendEmailConfirmation(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND');
    if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
    await sendEmailConfirmation(ctx, tx, user);
  });
}

/**
 * Confirms the address from the mailed link; the link belongs to the logged-in user only. For a user who registered
 * with an address that already had a login, opening the link proves they read that address's mail: their accounts,
 * sessions and records move to the login that holds it, and the registration's user is removed.
 */
export async function confirmEmail(ctx: AppContext, userId: number, token: string): Promise<number> {
  return ctx.db
    .transaction(async (tx) => {
      const row = await consumeToken(tx, 'EMAIL_CONFIRMATION', token);
      if (row.userId !== userId) throw new AppError('INVALID_TOKEN');
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new AppError('INVALID_TOKEN');
      const [holder] = user.ownsEmail ? [] : await tx.select().from(users).where(holdsAddress(user.email)).for('update');
      if (holder) {
        await joinLogin(tx, user.id, holder.id);
        return holder.id;
      }
      // No one else holds the address (any more): the user confirms it as their own.
      await tx
        .update(users)
        .set({ ownsEmail: true, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
        .where(eq(users.id, userId));
      return userId;
    })
    .catch((error: unknown) => {
      // Someone took the address between the read above and the update.
      if (isUniqueViolation(error)) throw fieldError('email', 'validation.email_taken', 'EMAIL_TAKEN');
      throw error;
    });
}

/** Moves everything of one user to another (the same person, proven by the address's mail), then removes the first. */
async function joinLogin(tx: Db, fromUserId: number, toUserId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE account_users SET user_id = ${toUserId}, updated_at = now()
    WHERE user_id = ${fromUserId}
      AND account_id NOT IN (SELECT account_id FROM account_users WHERE user_id = ${toUserId})`);
  await tx.update(accounts).set({ ownerUserId: toUserId }).where(eq(accounts.ownerUserId, fromUserId));
  await tx.update(accountUsers).set({ invitedByUserId: toUserId }).where(eq(accountUsers.invitedByUserId, fromUserId));
  await tx.update(sessions).set({ userId: toUserId }).where(eq(sessions.userId, fromUserId));
  await tx.update(apiTokens).set({ createdByUserId: toUserId }).where(eq(apiTokens.createdByUserId, fromUserId));
  await tx.update(auditLog).set({ actorUserId: toUserId }).where(eq(auditLog.actorUserId, fromUserId));
  await tx.update(messages).set({ senderUserId: toUserId }).where(eq(messages.senderUserId, fromUserId));
  await tx.update(checkIns).set({ userId: toUserId }).where(eq(checkIns.userId, fromUserId));
  await tx.delete(users).where(eq(users.id, fromUserId));
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, toUserId));
}

/** Starts an email change: nothing changes until the new address confirms it. */
export async function requestEmailChange(ctx: AppContext, tx: Db, user: UserRow, newEmail: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(holdsAddress(newEmail), ne(users.id, user.id)))
    .limit(1);
  if (taken) throw fieldError('email', 'validation.email_taken', 'EMAIL_TAKEN');
  await tx.update(users).set({ pendingEmail: newEmail, updatedAt: new Date() }).where(eq(users.id, user.id));
  const token = await issueToken(tx, { kind: 'EMAIL_CHANGE', userId: user.id, email: newEmail });
  await queueMail(ctx.jobs, tx, {
    to: newEmail,
    template: 'email_change',
    locale: normalizeLocale(user.locale) ?? 'en',
    params: { name: user.firstName, email: newEmail, url: `${ctx.config.appUrl}/manage/profile/confirm-email-change/${token}` },
  });
}

export async function confirmEmailChange(ctx: AppContext, userId: number, token: string): Promise<number> {
  return ctx.db
    .transaction(async (tx) => {
      const row = await consumeToken(tx, 'EMAIL_CHANGE', token);
      if (row.userId !== userId || !row.email) throw new AppError('INVALID_TOKEN');
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(holdsAddress(row.email), ne(users.id, userId)))
        .limit(1);
      if (taken) throw fieldError('email', 'validation.email_taken', 'EMAIL_TAKEN');
      await tx
        .update(users)
        .set({ email: row.email, pendingEmail: null, ownsEmail: true, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId));
      return userId;
    })
    .catch((error: unknown) => {
      // Someone registered the address between the check above and the update.
      if (isUniqueViolation(error)) throw fieldError('email', 'validation.email_taken', 'EMAIL_TAKEN');
      throw error;
    });
}

export async function cancelEmailChange(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await invalidateTokens(tx, 'EMAIL_CHANGE', userId);
    await tx.update(users).set({ pendingEmail: null, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}
