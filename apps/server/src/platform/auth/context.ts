import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@stagedoor/contracts';
import type { Db } from '../db/client.js';
import { accountUsers, sessions, users } from '../db/schema.js';
import { unauthenticated } from '../errors.js';
import { requireTokenScope } from './token-scopes.js';
import { hashToken } from './tokens.js';

export interface AuthContext {
  sessionId: number;
  userId: number;
  accountId: number;
  role: Role;
  isAccountOwner: boolean;
  emailVerified: boolean;
  /** Set when the caller is an API token rather than a person's session. */
  apiToken?: { id: number; scopes: readonly string[] };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function lookupSession(db: Db, token: string): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      accountId: sessions.accountId,
      role: accountUsers.role,
      isAccountOwner: accountUsers.isAccountOwner,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accountUsers, and(eq(accountUsers.userId, sessions.userId), eq(accountUsers.accountId, sessions.accountId)))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(accountUsers.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    accountId: row.accountId,
    role: row.role,
    isAccountOwner: row.isAccountOwner,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** Resolves the caller from the bearer token, or throws 401. */
export async function requireAuth(request: FastifyRequest, db: Db): Promise<AuthContext> {
  if (request.auth === undefined) {
    const token = bearerToken(request);
    request.auth = token ? await lookupSession(db, token) : null;
  }
  if (!request.auth) throw unauthenticated();
  if (request.auth.apiToken) requireTokenScope(request, request.auth.apiToken.scopes);
  return request.auth;
}

/** The caller when a valid bearer token is sent, else null (public routes that also serve organizers). */
export async function optionalAuth(request: FastifyRequest, db: Db): Promise<AuthContext | null> {
  try {
    return await requireAuth(request, db);
  } catch {
    return null;
  }
}
