import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeTokens, type OneTimeTokenKind } from '../db/schema.js';
import { AppError } from '../errors.js';
import { hashToken, newToken } from './tokens.js';
import { inAccount } from './scope.js';

export const TOKEN_LIFETIME_MINUTES: Record<OneTimeTokenKind, number> = {
  EMAIL_CONFIRMATION: 7 * 24 * 60,
  PASSWORD_RESET: 60,
  INVITATION: 7 * 24 * 60,
  EMAIL_CHANGE: 24 * 60,
};

type TokenRow = typeof oneTimeTokens.$inferSelect;

/** Issues a fresh single-use token; earlier unused tokens of the same kind stop working. */
export async function issueToken(
  tx: Db,
  options: { kind: OneTimeTokenKind; userId: number; accountId?: number | null; email?: string | null },
): Promise<string> {
  await invalidateTokens(tx, options.kind, options.userId, options.accountId ?? null);
  const token = newToken();
  await tx.insert(oneTimeTokens).values({
    kind: options.kind,
    tokenHash: hashToken(token),
    userId: options.userId,
    accountId: options.accountId ?? null,
    email: options.email ?? null,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MINUTES[options.kind] * 60_000),
  });
  return token;
}

export async function invalidateTokens(tx: Db, kind: OneTimeTokenKind, userId: number, accountId: number | null = null): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.userId, userId),
        isNull(oneTimeTokens.usedAt),
        accountId === null ? undefined : inAccount(oneTimeTokens, accountId),
      ),
    );
}

/** A token that is unused and unexpired, or a 404 INVALID_TOKEN. */
export async function findLiveToken(db: Db, kind: OneTimeTokenKind, token: string): Promise<TokenRow> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('INVALID_TOKEN');
  return row;
}

/**
 * Marks a token used with a conditional update, so that two requests racing with
 * the same link cannot both succeed.
 */
export async function consumeToken(tx: Db, kind: OneTimeTokenKind, token: string): Promise<TokenRow> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw new AppError('INVALID_TOKEN');
  return row;
}
