import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountUsers, apiTokens, users } from '../db/schema.js';
import { enforceRateLimit } from '../rate-limit.js';
import type { AuthContext } from './context.js';
import { bearerToken } from './context.js';
import { hashToken, newToken } from './tokens.js';

/** API tokens carry a prefix, so that they are told from session tokens without a lookup. */
export const API_TOKEN_PREFIX = 'sd_live_';

export const newApiToken = (): string => API_TOKEN_PREFIX + newToken();
export const isApiToken = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX);

/** `last_used_at` is written at most once a minute per token, so busy integrations cost no write per call. */
const LAST_USED_RESOLUTION_MS = 60_000;

async function lookupApiToken(db: Db, token: string): Promise<AuthContext | null> {
  const now = new Date();
  const [row] = await db
    .select({
      id: apiTokens.id,
      accountId: apiTokens.accountId,
      scopes: apiTokens.scopes,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: users.id,
      emailVerifiedAt: users.emailVerifiedAt,
      role: accountUsers.role,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdByUserId))
    .innerJoin(accountUsers, and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, apiTokens.accountId)))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
        // A token acts with its creator's current membership (API.md "Integrations"): it dies with it.
        eq(accountUsers.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
  }
  return {
    sessionId: 0,
    userId: row.userId,
    accountId: row.accountId,
    // Never more than its creator may do today: the role as it is now, and never the owner's rights.
    role: row.role,
    isAccountOwner: false,
    emailVerified: row.emailVerifiedAt !== null,
    apiToken: { id: row.id, scopes: row.scopes },
  };
}

/**
 * Resolves an API token before routing decisions are made and counts its calls against
 * its own allowance (429 beyond `perMinute`). Session tokens pass untouched.
 */
export async function authenticateApiToken(request: FastifyRequest, db: Db, perMinute: number): Promise<void> {
  const token = bearerToken(request);
  if (!token || !isApiToken(token)) return;
  request.auth = await lookupApiToken(db, token);
  if (request.auth?.apiToken) await enforceRateLimit(db, `api-token:${request.auth.apiToken.id}`, { max: perMinute, windowSeconds: 60 });
}
