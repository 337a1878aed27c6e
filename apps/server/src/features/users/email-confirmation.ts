import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { normalizeLocale } from '../../platform/i18n/index.js';
import { consumeToken, invalidateTokens, issueToken } from '../../platform/auth/one-time-tokens.js';
import type { UserRow } from './present-user.js';

export async function sendEmailConfirmation(ctx: AppContext, tx: Db, user: UserRow): Promise<void> {
  const token = await issueToken(tx, { kind: 'EMAIL_CONFIRMATION', userId: user.id });
  await queueMail(ctx.jobs, tx, {
    to: user.email,
    template: 'confirm_email',
    locale: normalizeLocale(user.locale) ?? 'en',
    params: { name: user.firstName, url: `${ctx.config.appUrl}/manage/profile/confirm-email-address/${token}` },
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

/** Confirms the address from the mailed link; the link belongs to the logged-in user only. */
export async function confirmEmail(ctx: AppContext, userId: number, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'EMAIL_CONFIRMATION', token);
    if (row.userId !== userId) throw new AppError('INVALID_TOKEN');
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}

/** Starts an email change: nothing changes until the new address confirms it. */
export async function requestEmailChange(ctx: AppContext, tx: Db, user: UserRow, newEmail: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, newEmail.toLowerCase()), ne(users.id, user.id)))
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

export async function confirmEmailChange(ctx: AppContext, userId: number, token: string): Promise<void> {
  await ctx.db
    .transaction(async (tx) => {
      const row = await consumeToken(tx, 'EMAIL_CHANGE', token);
      if (row.userId !== userId || !row.email) throw new AppError('INVALID_TOKEN');
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, row.email.toLowerCase()), ne(users.id, userId)))
        .limit(1);
      if (taken) throw fieldError('email', 'validation.email_taken', 'EMAIL_TAKEN');
      await tx
        .update(users)
        .set({ email: row.email, pendingEmail: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId));
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
