import { eq } from 'drizzle-orm';
import type { UpdateMeBody } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { users } from '../../platform/db/schema.js';
import { fieldError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { normalizeLocale } from '../../platform/i18n/index.js';
import { enforceRateLimit } from '../../platform/rate-limit.js';
import { revokeUserSessions } from '../../platform/auth/sessions.js';
import { requestEmailChange } from './email-confirmation.js';
import { loadMember, type Member } from './load-member.js';

/**
 * The profile: names, language and time zone; an email change that waits for
 * confirmation from the new address; a password change that ends every other session.
 */
export async function updateMe(ctx: AppContext, auth: AuthContext, body: UpdateMeBody): Promise<Member> {
  const current = await loadMember(ctx.db, auth.accountId, auth.userId);
  const wantsEmailChange = body.email !== undefined && body.email.toLowerCase() !== current.user.email.toLowerCase();
  const wantsPasswordChange = body.password !== undefined;
  if (wantsEmailChange || wantsPasswordChange) {
    // Guessing the current password through a stolen session is limited as logging in is (RATE_LIMIT_AUTH a minute),
    // per person, so that changing addresses does not reset the count.
    await enforceRateLimit(ctx.db, `current-password:${auth.userId}`, { max: ctx.config.rateLimitAuth, windowSeconds: 60 });
    if (!(await verifyPassword(current.user.passwordHash, body.current_password ?? ''))) {
      throw fieldError('current_password', 'error.INVALID_PASSWORD', 'INVALID_PASSWORD');
    }
  }
  const passwordHash = wantsPasswordChange ? await hashPassword(body.password!) : undefined;

  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
        ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
        ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, auth.userId))
      .returning();
    if (wantsEmailChange) await requestEmailChange(ctx, tx, user!, body.email!);
    if (passwordHash) {
      await revokeUserSessions(tx, auth.userId, { exceptSessionId: auth.sessionId });
      await queueMail(ctx.jobs, tx, {
        to: user!.email,
        template: 'password_changed',
        locale: normalizeLocale(user!.locale) ?? 'en',
        params: { name: user!.firstName },
      });
    }
    return loadMember(tx, auth.accountId, auth.userId);
  });
}
