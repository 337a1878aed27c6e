import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { AppError, fieldError } from '../../platform/errors.js';

/** How long a purchase waits for a lock before answering 409 BUSY with Retry-After. */
export const LOCK_TIMEOUT_MS = 3000;

export async function setLockTimeout(tx: Db): Promise<void> {
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT_MS}ms'`));
}

/** What a purchase adds to a capacity assignment: the units of the assignment's tickets, and how many are passes. */
export interface AssignmentLine {
  id: number;
  quantity: number;
  passes?: number;
}

/**
 * The date units are for, as `stagedoor_check_room` checks it under its lock (docs/dates.md): the units bought and
 * how many are passes (a pass counts on every date). With `sell`, the date must still be on sale (DATE_CANCELLED).
 */
export interface DateRoom {
  event_id: number;
  id: number;
  quantity: number;
  passes: number;
  sell?: boolean;
}

/** One line bought, for the room it needs: its ticket, its units and whether the ticket is a pass. */
export interface RoomLine {
  ticketId: number;
  quantity: number;
  pass: boolean;
}

/** What lines add to each capacity assignment of their tickets (links: the assignments' tickets) and to their date. */
export function roomOf(
  lines: RoomLine[],
  links: { capacityAssignmentId: number; ticketId: number }[],
  date: { eventId: number; dateId: number | null; sell?: boolean },
): { assignments: AssignmentLine[]; date: DateRoom | null } {
  const sum = (of: RoomLine[]) => of.reduce((total, line) => total + line.quantity, 0);
  const assignments = [...new Set(links.map((link) => link.capacityAssignmentId))]
    .sort((a, b) => a - b)
    .map((id) => {
      const ticketIds = new Set(links.filter((link) => link.capacityAssignmentId === id).map((link) => link.ticketId));
      const inIt = lines.filter((line) => ticketIds.has(line.ticketId));
      return { id, quantity: sum(inIt), passes: sum(inIt.filter((line) => line.pass)) };
    });
  return {
    assignments,
    date:
      date.dateId === null
        ? null
        : {
            event_id: date.eventId,
            id: date.dateId,
            quantity: sum(lines),
            passes: sum(lines.filter((line) => line.pass)),
            ...(date.sell ? { sell: true } : {}),
          },
  };
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
  /** The date of a ONE_DATE ticket (counted in that date's row); null or absent for a pass. */
  dateId?: number | null;
}

/** One line per price, as `stagedoor_take_stock` takes them. */
export function stockPayload(
  lines: StockLine[],
): { price_id: number; quantity: number; expected_price: number | null; event_date_id: number | null }[] {
  const merged = new Map<number, StockLine>();
  for (const line of lines) {
    const known = merged.get(line.priceId);
    merged.set(line.priceId, known ? { ...known, quantity: known.quantity + line.quantity } : line);
  }
  return [...merged.values()]
    .sort((a, b) => a.priceId - b.priceId)
    .map((line) => ({
      price_id: line.priceId,
      quantity: line.quantity,
      expected_price: line.expectedPrice,
      event_date_id: line.dateId ?? null,
    }));
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
        case 'DATE_CANCELLED':
          return new AppError('DATE_CANCELLED');
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
 * Locks the capacity assignments by ascending id, then the dates concerned, then the promo code, and
 * checks that what is added still fits (docs/locking.md, docs/dates.md). SOLD_OUT when an
 * assignment or a date is full, DATE_CANCELLED when the date is no longer sold (with `sell`),
 * PROMO_CODE_INVALID when the code is used up.
 */
export async function checkRoom(
  tx: Db,
  assignments: AssignmentLine[],
  promo: PromoCheck | null,
  date: DateRoom | null = null,
): Promise<void> {
  await withRefusals(() =>
    tx.execute(
      sql`select stagedoor_check_room(${JSON.stringify(assignments)}::jsonb, ${JSON.stringify(promo)}::jsonb, ${JSON.stringify(date)}::jsonb)`,
    ),
  );
}

/**
 * Takes the stock as the last write before commit: one conditional increment per
 * price (of the date's row for a ONE_DATE ticket, a conditional upsert), in ascending price id order. The row lock it takes is held only until the commit
 * that follows, and a purchase racing for the last units waits for it, re-reads
 * the counter and finds no room (409 SOLD_OUT). Nothing is held unless every line
 * fits: the caller's transaction rolls back on the error.
 */
export async function takeStock(tx: Db, lines: StockLine[], options: { skipLocks?: boolean } = {}): Promise<void> {
  await withRefusals(() =>
    tx.execute(sql`select stagedoor_take_stock(${JSON.stringify(stockPayload(lines))}::jsonb, ${!options.skipLocks})`),
  );
}
