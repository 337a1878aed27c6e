import { and, asc, eq, inArray, ne, or, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { eventDatePrices, eventDates } from '../../platform/db/schema.js';
import { followDates } from './event-span.js';
import { followSingleDate, insertFirstDate } from './first-date.js';

/** Rows per insert when copying a long series. */
const BATCH = 500;

/**
 * Copies an event's dates onto its copy: every date that is not cancelled, moved by `shiftMs` (the difference between
 * the copy's start and the original's), with its label, capacity and overrides; nothing is held on the copies. A copy
 * with one date keeps it equal to its own start and end, as any one-date event; one with several takes their span.
 */
export async function duplicateDates(
  tx: Db,
  source: { id: number },
  copy: { id: number; accountId: number; startDate: Date; endDate: Date | null },
  shiftMs: number,
  prices: Map<number, number>,
): Promise<void> {
  const dates = await tx
    .select()
    .from(eventDates)
    .where(and(eq(eventDates.eventId, source.id), ne(eventDates.status, 'CANCELLED')))
    .orderBy(asc(eventDates.startDate), asc(eventDates.id));
  if (dates.length === 0) {
    await insertFirstDate(tx, copy);
    return;
  }
  const shift = (value: Date) => new Date(value.getTime() + shiftMs);
  const dateMap = new Map<number, number>();
  for (let index = 0; index < dates.length; index += BATCH) {
    const batch = dates.slice(index, index + BATCH);
    const copies = await tx
      .insert(eventDates)
      .values(
        batch.map((date) => ({
          accountId: copy.accountId,
          eventId: copy.id,
          startDate: shift(date.startDate),
          endDate: date.endDate ? shift(date.endDate) : null,
          label: date.label,
          capacity: date.capacity,
        })),
      )
      .returning({ id: eventDates.id });
    // RETURNING answers the rows in the order of VALUES.
    batch.forEach((date, position) => dateMap.set(date.id, copies[position]!.id));
  }

  const overrides = await tx
    .select()
    .from(eventDatePrices)
    .where(
      and(
        inArray(eventDatePrices.eventDateId, [...dateMap.keys()]),
        or(isNotNull(eventDatePrices.price), isNotNull(eventDatePrices.quantity), isNotNull(eventDatePrices.isHidden)),
      ),
    );
  const rows = overrides
    .filter((row) => prices.has(row.ticketPriceId))
    .map((row) => ({
      eventDateId: dateMap.get(row.eventDateId)!,
      ticketPriceId: prices.get(row.ticketPriceId)!,
      price: row.price,
      quantity: row.quantity,
      isHidden: row.isHidden,
    }));
  for (let index = 0; index < rows.length; index += BATCH) await tx.insert(eventDatePrices).values(rows.slice(index, index + BATCH));

  if (dates.length === 1) await followSingleDate(tx, copy.id, copy.startDate, copy.endDate);
  else await followDates(tx, copy.id);
}
