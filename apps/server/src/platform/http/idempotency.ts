import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { rowsOf, type Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError } from '../errors.js';

/** What the guarded work returned, and whether this call was a repeat that only read it back. */
export interface IdempotentResult<T> {
  value: T;
  repeated: boolean;
}

/**
 * Marks a key's row as finished in `response_status` (rows written before results were
 * stored without a status hold the status they answered; any non-null value means finished).
 */
const FINISHED = 0;

/**
 * An Idempotency-Key with the client that sent it. Keys are chosen by clients, and two clients
 * may well choose the same one (a counter, a timestamp, a library's fixed default): a key is only
 * ever matched against the keys of its own client, so that nobody is answered with, or can take
 * over, what another client's request created.
 */
export interface IdempotencyKey {
  key: string;
  /** Who sent it: clientKeyOf() of the address for the public routes, the signed-in user otherwise. */
  client: string;
}

/** The Idempotency-Key header, if sent, as the given client's; a malformed one is a 422. */
export function idempotencyKeyOf(request: FastifyRequest, client: string): IdempotencyKey | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new AppError('VALIDATION_ERROR', { errors: { 'Idempotency-Key': ['validation.invalid_format'] } });
  }
  return { key, client };
}

/**
 * Runs `work` once per key, client and scope, inside the caller's transaction. The key row
 * is inserted first: a concurrent repeat waits on it until this transaction ends,
 * then reads the stored result back (`repeated: true`); the route decides how to answer. A failure rolls the key back with everything
 * else, so the request may be tried again. The same key with a different request is a 422.
 * The client is part of the stored scope: the same key from another client is a new request.
 */
export async function withIdempotency<T>(
  tx: Db,
  options: { scope: string; key: IdempotencyKey | null; request: unknown },
  work: () => Promise<T>,
): Promise<IdempotentResult<T>> {
  if (!options.key) return { value: await work(), repeated: false };
  const { scope, key, requestHash } = storedKeyOf(options.scope, options.key, options.request);
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { value: storedAnswer<T>(stored, requestHash), repeated: true };
  }
  const value = await work();
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: FINISHED, responseBody: value as object })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return { value, repeated: false };
}

/** Keys asked in one statement at most: each is a subtransaction, and a backend caches 64 of them. */
const ANSWERS_PER_STATEMENT = 50;

interface Ask {
  stored: ReturnType<typeof storedKeyOf>;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * What earlier attempts with these keys answered, for requests that answer without doing their work when there was
 * none (reservations whose prices were found sold out while they waited at the gate). The asks made while a statement
 * is on its way go together in the next one (stagedoor_idempotency_answers, ANSWERS_PER_STATEMENT keys at most), one
 * statement at a time, so that a rush of them takes one connection. An attempt in flight with one of the keys is waited
 * for, and nothing is written. `ask` answers null when no attempt holds the key; as in withIdempotency, the same key
 * with a different request is a 422.
 */
export class EarlierAnswers {
  private asks: Ask[] = [];
  private asking = false;

  constructor(private readonly db: Db) {}

  ask<T>(options: { scope: string; key: IdempotencyKey; request: unknown }): Promise<T | null> {
    return new Promise<T | null>((resolve, reject) => {
      this.asks.push({
        stored: storedKeyOf(options.scope, options.key, options.request),
        resolve: resolve as (answer: unknown) => void,
        reject,
      });
      if (!this.asking) {
        this.asking = true;
        setImmediate(() => void this.askAll());
      }
    });
  }

  private async askAll(): Promise<void> {
    while (this.asks.length > 0) {
      const batch = this.asks.splice(0, ANSWERS_PER_STATEMENT);
      try {
        const keys = batch.map(({ stored }) => ({ scope: stored.scope, key: stored.key, request_hash: stored.requestHash }));
        const result = await this.db.execute(sql`SELECT stagedoor_idempotency_answers(${JSON.stringify(keys)}::jsonb) AS answers`);
        const [row] = rowsOf<{ answers: (StoredAnswerRow | null)[] }>(result);
        if (row?.answers.length !== batch.length) throw new Error('stagedoor_idempotency_answers answered another number of keys');
        batch.forEach((ask, i) => {
          const answer = row.answers[i];
          try {
            ask.resolve(answer ? storedAnswer(storedRowOf(answer), ask.stored.requestHash) : null);
          } catch (error) {
            ask.reject(error);
          }
        });
      } catch (error) {
        for (const ask of batch) ask.reject(error);
      }
    }
    this.asking = false;
  }
}

export interface StoredAnswerRow {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
}

/** What a key's row answers a request with this hash, from the row as the database functions return it. */
export function answerOfStoredRow<T>(row: StoredAnswerRow, requestHash: string): T {
  return storedAnswer<T>(storedRowOf(row), requestHash);
}

/**
 * Stores what the attempts that took these keys answered, in their transaction: for a statement that takes keys
 * itself (stagedoor_reserve_orders) where withIdempotency would have stored each answer.
 */
export async function storeAnswers(tx: Db, answers: { scope: string; key: string; value: unknown }[]): Promise<void> {
  if (answers.length === 0) return;
  const rows = JSON.stringify(answers.map(({ scope, key, value }) => ({ scope, key, body: value })));
  await tx.execute(sql`UPDATE idempotency_keys k SET response_status = ${FINISHED}, response_body = v.body
    FROM jsonb_to_recordset(${rows}::jsonb) AS v(scope text, key text, body jsonb)
    WHERE k.scope = v.scope AND k.key = v.key`);
}

function storedRowOf(row: StoredAnswerRow) {
  return { requestHash: row.request_hash, responseStatus: row.response_status, responseBody: row.response_body };
}

/** The answer a key's row stored, when it was stored for the same request. */
function storedAnswer<T>(
  stored: { requestHash: string; responseStatus: number | null; responseBody: unknown } | undefined,
  requestHash: string,
): T {
  if (!stored || stored.requestHash !== requestHash || stored.responseStatus === null) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return stored.responseBody as T;
}

/** A key as it is stored: its scope with the client that sent it, the key, and the hash of the request. */
export function storedKeyOf(scope: string, key: IdempotencyKey, request: unknown) {
  return {
    scope: `${scope}|${key.client}`,
    key: key.key,
    requestHash: createHash('sha256')
      .update(JSON.stringify(request ?? null))
      .digest('hex'),
  };
}
