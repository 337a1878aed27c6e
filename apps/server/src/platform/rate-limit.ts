import { sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { rowsOf } from './db/client.js';
import { AppError } from './errors.js';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * A fixed-window counter kept in the database, so the limit holds across every
 * app process. Throws 429 with Retry-After once `key` exceeds the rule. `cost` is
 * how many attempts the call stands for (a batch of scans counts each scan).
 */
export async function enforceRateLimit(db: Db, key: string, rule: RateLimitRule, cost = 1): Promise<void> {
  // A limit of 0 turns the rule off (load tests from one address).
  if (rule.max <= 0) return;
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, ${cost}::int, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN excluded.count ELSE rate_limits.count + excluded.count END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`);
  const [row] = rowsOf<{ count: number; retry_after: number }>(result);
  if (row && row.count > rule.max) {
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Number(row.retry_after)) });
  }
}

/** Forgets windows that ended long ago; run by a periodic job. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`);
}

/** Gives back one attempt of the current window, for attempts that count only when they fail. */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND count > 0 AND reset_at > now()`);
}
