import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { AppError, fieldError } from '../../platform/errors.js';

/** How long a purchase waits for a lock before answering 409 BUSY with Retry-After. */
export const LOCK_TIMEOUT_MS = 3000;

export async function setLockTimeout(tx: Db): Promise<void> {
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT_MS}ms'`));
}

/** What a purchase adds to a capacity assignment: the units of the assignment's tickets. */
export interface AssignmentLine {
  id: number;
  quantity: number;
}

/** The promo code a purchase uses, as `stagedoor_check_room` checks it under its lock. */
export interface PromoCheck {
  id: number;
  /** An order taking its stock again does not count against the code's limit. */
  ignore_order_id?: number;
  /** What the order was priced with: the code must still be unexpired and say the same. */
  expect?: { discount_type: string; discount: number; applicable_ticket_ids: number[] };
}

export interface StockLine {
  priceId: number;
  quantity: number;
  /** The unit price the purchase was priced with (PRICE_CHANGED if it moved); null accepts the price as it is. */
  expectedPrice: number | null;
}

/** One line per price, as `stagedoor_take_stock` takes them. */
export function stockPayload(lines: StockLine[]): { price_id: number; quantity: number; expected_price: number | null }[] {
  const merged = new Map<number, StockLine>();
  for (const line of lines) {
    const known = merged.get(line.priceId);
    merged.set(line.priceId, known ? { ...known, quantity: known.quantity + line.quantity } : line);
  }
  return [...merged.values()]
    .sort((a, b) => a.priceId - b.priceId)
    .map((line) => ({ price_id: line.priceId, quantity: line.quantity, expected_price: line.expectedPrice }));
}

/**
 * The answer for a purchase the database refused (SQLSTATE P0001 raised by the
 * functions of apps/server/sql/functions with the refusal's code as message), or null
 * for any other failure.
 */
export function refusalOf(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, message, detail } = current as { code?: unknown; message?: unknown; detail?: unknown };
    if (code === 'P0001') {
      switch (message) {
        case 'TOO_MANY_HOLDS': {
          const [held, seconds] = String(detail ?? '')
            .split(':')
            .map(Number);
          return new AppError('TOO_MANY_HOLDS', { params: { count: held || 0 }, retryAfterSeconds: seconds && seconds > 0 ? seconds : 60 });
        }
        case 'SOLD_OUT':
          return new AppError('SOLD_OUT');
        case 'PRICE_CHANGED':
          return new AppError('PRICE_CHANGED');
        case 'PROMO_CODE_INVALID':
          return fieldError('promo_code', 'error.PROMO_CODE_INVALID', 'PROMO_CODE_INVALID');
        case 'EVENT_UNAVAILABLE':
          return new AppError('NOT_FOUND', { message: 'error.EVENT_UNAVAILABLE' });
        default:
          return null;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Runs a statement that calls the stock functions, turning their refusals into answers. */
export async function withRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

/**
 * Locks the capacity assignments by ascending id and then the promo code, and
 * checks that what is added still fits (docs/locking.md). SOLD_OUT when an
 * assignment is full, PROMO_CODE_INVALID when the code is used up.
 */
export async function checkRoom(tx: Db, assignments: AssignmentLine[], promo: PromoCheck | null): Promise<void> {
  await withRefusals(() =>
    tx.execute(sql`select stagedoor_check_room(${JSON.stringify(assignments)}::jsonb, ${JSON.stringify(promo)}::jsonb)`),
  );
}

/**
 * Takes the stock as the last write before commit: one conditional increment per
 * price, in ascending id order. The row lock it takes is held only until the commit
 * that follows, and a purchase racing for the last units waits for it, re-reads
 * the counter and finds no room (409 SOLD_OUT). Nothing is held unless every line
 * fits: the caller's transaction rolls back on the error.
 */
export async function takeStock(tx: Db, lines: StockLine[], options: { skipLocks?: boolean } = {}): Promise<void> {
  await withRefusals(() =>
    tx.execute(sql`select stagedoor_take_stock(${JSON.stringify(stockPayload(lines))}::jsonb, ${!options.skipLocks})`),
  );
}
