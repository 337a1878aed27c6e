import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountUsers, sessions } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';
import { inAccount } from './scope.js';

const SESSION_LIFETIME_DAYS = 30;

/** Opens a session for a user in one account and records the login. */
export async function createSession(tx: Db, userId: number, accountId: number): Promise<string> {
  const token = newToken();
  await tx.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    accountId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_DAYS * 24 * 60 * 60_000),
  });
  await tx
    .update(accountUsers)
    .set({ lastLoginAt: new Date() })
    .where(inAccount(accountUsers, accountId, eq(accountUsers.userId, userId)));
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, optionally sparing one and optionally within one account. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  options: { exceptSessionId?: number; accountId?: number } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.exceptSessionId === undefined ? undefined : ne(sessions.id, options.exceptSessionId),
        options.accountId === undefined ? undefined : inAccount(sessions, options.accountId),
      ),
    );
}
