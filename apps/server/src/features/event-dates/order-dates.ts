/** The dates that orders and attendees name, as their answers carry them (API.md "Dates"). */
import { inArray } from 'drizzle-orm';
import type { OrderDate } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { eventDates } from '../../platform/db/schema.js';

export type OrderDates = ReadonlyMap<number, OrderDate>;

export function presentOrderDate(date: { startDate: Date; endDate: Date | null; label: string | null }): OrderDate {
  return { start_date: date.startDate.toISOString(), end_date: date.endDate?.toISOString() ?? null, label: date.label };
}

/** The dates of these ids, in one query (none for no id). */
export async function orderDatesByIds(db: Db, ids: Iterable<number | null>): Promise<OrderDates> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: eventDates.id, startDate: eventDates.startDate, endDate: eventDates.endDate, label: eventDates.label })
    .from(eventDates)
    .where(inArray(eventDates.id, wanted));
  return new Map(rows.map((row) => [row.id, presentOrderDate(row)]));
}

/** `event_date_id` and `event_date` of an order or attendee. */
export function dateFields(
  dates: OrderDates | undefined,
  id: number | null,
): { event_date_id: number | null; event_date: OrderDate | null } {
  return { event_date_id: id, event_date: id === null ? null : (dates?.get(id) ?? null) };
}
