import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError } from '../errors.js';

export interface StoredResponse<T> {
  status: number;
  body: T;
}

/** The Idempotency-Key header, if sent; a malformed one is a 422. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new AppError('VALIDATION_ERROR', { errors: { 'Idempotency-Key': ['validation.invalid_format'] } });
  }
  return key;
}

/**
 * Runs `work` once per key and scope, inside the caller's transaction. The key row
 * is inserted first: a concurrent repeat waits on it until this transaction ends,
 * then answers the stored response. A failure rolls the key back with everything
 * else, so the request may be tried again. The same key with a different request is a 422.
 */
export async function withIdempotency<T>(
  tx: Db,
  options: { scope: string; key: string | null; request: unknown },
  work: () => Promise<StoredResponse<T>>,
): Promise<StoredResponse<T>> {
  if (!options.key) return work();
  const requestHash = createHash('sha256').update(JSON.stringify(options.request ?? null)).digest('hex');
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope: options.scope, key: options.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key)));
    if (!stored || stored.requestHash !== requestHash || stored.responseStatus === null) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { status: stored.responseStatus, body: stored.responseBody as T };
  }
  const response = await work();
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body as object })
    .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key)));
  return response;
}
