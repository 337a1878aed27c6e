import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { waitingListEntries } from '../../platform/db/schema.js';

export type EntryRow = typeof waitingListEntries.$inferSelect;

/** Where the line of one price on one date is (the unit the list is kept and offered in). */
export interface Line {
  priceId: number;
  dateId: number;
}

export const lineOf = (entry: Pick<EntryRow, 'ticketPriceId' | 'eventDateId'>): Line => ({
  priceId: entry.ticketPriceId,
  dateId: entry.eventDateId,
});

/**
 * The entry's place among those still WAITING on its line, in order of arrival (1 is next); null once it no longer
 * waits. The line is its capacity pool's on the date, else its seat category's, else its price's
 * (docs/waiting-list.md). An entry skipped because its party is larger than what is free keeps its number.
 */
export async function positionOf(
  db: Db,
  entry: Pick<EntryRow, 'id' | 'status' | 'ticketPriceId' | 'eventDateId' | 'eventId' | 'seatCategory' | 'capacityAssignmentId'>,
): Promise<number | null> {
  if (entry.status !== 'WAITING') return null;
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(waitingListEntries)
    .where(
      and(
        entry.capacityAssignmentId !== null
          ? eq(waitingListEntries.capacityAssignmentId, entry.capacityAssignmentId)
          : entry.seatCategory !== null
            ? and(eq(waitingListEntries.eventId, entry.eventId), eq(waitingListEntries.seatCategory, entry.seatCategory))
            : and(
                eq(waitingListEntries.ticketPriceId, entry.ticketPriceId),
                isNull(waitingListEntries.seatCategory),
                isNull(waitingListEntries.capacityAssignmentId),
              ),
        eq(waitingListEntries.eventDateId, entry.eventDateId),
        eq(waitingListEntries.status, 'WAITING'),
        lt(waitingListEntries.id, entry.id),
      ),
    );
  return Number(row?.ahead ?? 0) + 1;
}

/** The SQL of a row's position on its line: one count per row, through the line's partial index. */
export const positionSql = sql<number | null>`case when ${waitingListEntries.status} = 'WAITING' then 1 + case
  when ${waitingListEntries.capacityAssignmentId} is not null then (select count(*)::int from waiting_list_entries ahead
    where ahead.capacity_assignment_id = ${waitingListEntries.capacityAssignmentId} and ahead.event_date_id = ${waitingListEntries.eventDateId}
      and ahead.status = 'WAITING' and ahead.id < ${waitingListEntries.id})
  when ${waitingListEntries.seatCategory} is not null then (select count(*)::int from waiting_list_entries ahead
    where ahead.event_id = ${waitingListEntries.eventId} and ahead.seat_category = ${waitingListEntries.seatCategory}
      and ahead.event_date_id = ${waitingListEntries.eventDateId} and ahead.status = 'WAITING' and ahead.id < ${waitingListEntries.id})
  else (select count(*)::int from waiting_list_entries ahead
    where ahead.ticket_price_id = ${waitingListEntries.ticketPriceId} and ahead.event_date_id = ${waitingListEntries.eventDateId}
      and ahead.status = 'WAITING' and ahead.id < ${waitingListEntries.id}
      and ahead.seat_category is null and ahead.capacity_assignment_id is null) end end`;

/**
 * Moves OFFERED entries on once their order settled (docs/waiting-list.md): PURCHASED when the order was completed,
 * EXPIRED when it no longer holds stock without having been paid (lapsed, abandoned, cancelled) or is gone. Each is
 * a conditional update from OFFERED, so it runs safely anywhere, any number of times; every read of the list and
 * every offer pass runs it first, so statuses are as the orders say.
 */
export async function settleOffers(db: Db, scope: { eventId: number } | { entryId: number }): Promise<void> {
  const where = 'eventId' in scope ? sql`e.event_id = ${scope.eventId}` : sql`e.id = ${scope.entryId}`;
  await db.execute(sql`update waiting_list_entries e set updated_at = now(), status = case
      when exists (select 1 from orders o where o.id = e.order_id and o.completed_at is not null) then 'PURCHASED'
      else 'EXPIRED' end
    where ${where} and e.status = 'OFFERED'
      and not exists (select 1 from orders o where o.id = e.order_id and o.completed_at is null
        and (o.status = 'PROCESSING' or stagedoor_order_holds_stock(o)))`);
}
