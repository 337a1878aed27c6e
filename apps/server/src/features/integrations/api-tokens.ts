import { and, desc, eq } from 'drizzle-orm';
import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '@stagedoor/contracts';
import { newApiToken } from '../../platform/auth/api-tokens.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { inAccount } from '../../platform/auth/scope.js';
import type { AppContext } from '../../platform/context.js';
import { apiTokens, users } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';

type ApiTokenRow = typeof apiTokens.$inferSelect;
type Creator = { id: number; firstName: string; lastName: string; email: string } | null;

export function presentApiToken(row: ApiTokenRow, creator: Creator): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiToken['scopes'],
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by: creator && { id: creator.id, name: `${creator.firstName} ${creator.lastName}`.trim(), email: creator.email },
  };
}

/** Creates a token; its secret is returned here once and only its hash is kept. */
export async function createApiToken(
  ctx: AppContext,
  options: { accountId: number; userId: number; input: CreateApiTokenBody },
): Promise<CreatedApiToken> {
  const { input } = options;
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw new AppError('VALIDATION_ERROR', { errors: { expires_at: ['validation.invalid_date'] } });
  const token = newApiToken();
  const [row] = await ctx.db
    .insert(apiTokens)
    .values({
      accountId: options.accountId,
      createdByUserId: options.userId,
      name: input.name,
      scopes: [...new Set(input.scopes)],
      tokenHash: hashToken(token),
      expiresAt,
    })
    .returning();
  const [creator] = await ctx.db.select(creatorColumns).from(users).where(eq(users.id, options.userId));
  return { ...presentApiToken(row!, creator ?? null), token };
}

const creatorColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** The account's tokens, newest first, each with who created it. */
export async function listApiTokens(ctx: AppContext, accountId: number): Promise<ApiToken[]> {
  const rows = await ctx.db
    .select({ token: apiTokens, creator: creatorColumns })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdByUserId))
    .where(inAccount(apiTokens, accountId))
    .orderBy(desc(apiTokens.id));
  return rows.map((row) => presentApiToken(row.token, row.creator));
}

/** Revoking deletes the token, so the next call with it finds nothing (401). */
export async function revokeApiToken(ctx: AppContext, options: { accountId: number; id: number }): Promise<void> {
  const deleted = await ctx.db
    .delete(apiTokens)
    .where(and(inAccount(apiTokens, options.accountId), eq(apiTokens.id, options.id)))
    .returning({ id: apiTokens.id });
  if (deleted.length === 0) throw notFound();
}
