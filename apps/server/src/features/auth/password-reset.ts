import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { users } from '../../platform/db/schema.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { normalizeLocale } from '../../platform/i18n/index.js';
import { consumeToken, findLiveToken, issueToken, TOKEN_LIFETIME_MINUTES } from './one-time-tokens.js';
import { revokeUserSessions } from './sessions.js';

/** Mails a reset link when the email belongs to a user; answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, { kind: 'PASSWORD_RESET', userId: user.id });
    await queueMail(ctx.jobs, tx, {
      to: user.email,
      template: 'reset_password',
      locale: normalizeLocale(user.locale) ?? 'en',
      params: {
        name: user.firstName,
        url: `${ctx.config.appUrl}/auth/reset-password/${token}`,
        minutes: TOKEN_LIFETIME_MINUTES.PASSWORD_RESET,
      },
    });
  });
}

export async function checkPasswordResetToken(ctx: AppContext, token: string): Promise<{ email: string }> {
  const row = await findLiveToken(ctx.db, 'PASSWORD_RESET', token);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return { email: user?.email ?? '' };
}

/**
 * Sets the new password once per link. Every session of the user ends, since
 * whoever knew the old password may hold one. Receiving the link proves the address.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'PASSWORD_RESET', token);
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, row.userId));
    await revokeUserSessions(tx, row.userId);
  });
}
