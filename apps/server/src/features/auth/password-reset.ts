import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { users } from '../../platform/db/schema.js';
import { holdsAddress } from '../users/address-holder.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { normalizeLocale } from '../../platform/i18n/index.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { consumeToken, findLiveToken, invalidateTokens, TOKEN_LIFETIME_MINUTES } from '../../platform/auth/one-time-tokens.js';
import { revokeUserSessions } from '../../platform/auth/sessions.js';

/** Ends the transaction of a request for an unknown address, so that it leaves nothing behind. */
class NobodyToMail extends Error {}

/**
 * Mails a reset link when the email belongs to a user, and answers the same either way
 * in the same time: an unknown address does the same work (the lookup, a token made
 * and hashed, the earlier links invalidated, the token row written where the user
 * matches, the mail job queued) in a transaction that is then rolled back. Both commit
 * without waiting for the WAL flush, which a rollback never waits for: losing a reset
 * request to a database crash only means asking again.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(holdsAddress(email)).limit(1);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL synchronous_commit = off`);
      const userId = user?.id ?? 0;
      const token = newToken();
      await invalidateTokens(tx, 'PASSWORD_RESET', userId);
      await tx.execute(sql`
        INSERT INTO one_time_tokens (kind, token_hash, user_id, expires_at)
        SELECT 'PASSWORD_RESET', ${hashToken(token)}, u.id, ${new Date(Date.now() + TOKEN_LIFETIME_MINUTES.PASSWORD_RESET * 60_000).toISOString()}::timestamptz
        FROM users u WHERE u.id = ${userId}`);
      await queueMail(ctx.jobs, tx, {
        to: user?.email ?? email,
        template: 'reset_password',
        locale: normalizeLocale(user?.locale) ?? 'en',
        params: {
          name: user?.firstName ?? '',
          url: `${ctx.config.appUrl}/auth/reset-password/${token}`,
          minutes: TOKEN_LIFETIME_MINUTES.PASSWORD_RESET,
        },
      });
      if (!user) throw new NobodyToMail();
    });
  } catch (error) {
    if (!(error instanceof NobodyToMail)) throw error;
  }
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
