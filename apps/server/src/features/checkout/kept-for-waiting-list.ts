import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { readEventPlan } from '../seat-map/event-plan.js';
import type { AppContext } from '../../platform/context.js';
import { sharedSeatingSummary } from '../seat-claims/shared-seating-summary.js';

/**
 * The prices whose free units the waiting list keeps on a date (docs/waiting-list.md, "The list comes first"), by
 * the rule of `stagedoor_waiting_list_keeps`, in one statement over the three kinds of line: an entry WAITING for the
 * price itself, for the seat category it sells (event_seat_categories), or for a capacity pool its ticket is in;
 * on that date, and for a pass (ALL_DATES) on any date. The public page shows them sold out with the list's form,
 * since a purchase of them is refused.
 */
export async function pricesKeptForList(
  db: Db,
  eventId: number,
  priceIds: number[],
  dateId: number | undefined,
): Promise<(priceId: number, validity: 'ONE_DATE' | 'ALL_DATES') => boolean> {
  if (priceIds.length === 0) return () => false;
  const ids = sql.join(
    priceIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Through the partial indexes waiting_list_entries_queue_idx, _category_idx and _pool_idx (status = 'WAITING').
  const rows = rowsOf<{ price_id: number; on_date: boolean }>(
    await db.execute(sql`select kept.price_id, bool_or(kept.event_date_id = ${dateId ?? null}::integer) as on_date from (
      select e.ticket_price_id as price_id, e.event_date_id from waiting_list_entries e
        where e.ticket_price_id in (${ids}) and e.status = 'WAITING'
      union all
      select c.ticket_price_id, e.event_date_id from event_seat_categories c
        join waiting_list_entries e on e.event_id = c.event_id and e.seat_category = c.category and e.status = 'WAITING'
        where c.event_id = ${eventId} and c.ticket_price_id in (${ids})
      union all
      select tp.id, e.event_date_id from ticket_prices tp
        join capacity_assignment_tickets cat on cat.ticket_id = tp.ticket_id
        join waiting_list_entries e on e.capacity_assignment_id = cat.capacity_assignment_id and e.status = 'WAITING'
        where tp.id in (${ids})
    ) kept group by kept.price_id`),
  );
  const anyDate = new Set(rows.map((row) => Number(row.price_id)));
  const onDate = new Set(rows.filter((row) => row.on_date === true).map((row) => Number(row.price_id)));
  return (priceId, validity) => (validity === 'ALL_DATES' ? anyDate.has(priceId) : onDate.has(priceId));
}

/**
 * On a seated event, the prices whose category has no seat (nor standing place) free on the date, or whose category the
 * waiting list keeps there: sold out to a
 * buyer whatever units the price has left, and the price's waiting list is open (docs/waiting-list.md, "Seated
 * prices"). Nothing on a general-admission event or without a date.
 */
export async function pricesWithoutSeats(
  ctx: Pick<AppContext, 'db' | 'config'>,
  eventId: number,
  dateId: number | undefined,
): Promise<(priceId: number) => boolean> {
  const plan = dateId === undefined ? null : await readEventPlan(ctx.db, eventId);
  if (!plan || dateId === undefined || plan.categoryOfPrice.size === 0) return () => false;
  // The same summary the event page embeds (shared-seating-summary.ts): one count of the date's claims for both.
  const summary = await sharedSeatingSummary(ctx.db, plan, dateId, ctx.config.publicCacheMs);
  const free = new Map<string, number>(summary.categories.map((category) => [category.category, category.free]));
  for (const area of summary.standing_areas) free.set(area.category, (free.get(area.category) ?? 0) + area.available);
  return (priceId) => {
    const category = plan.categoryOfPrice.get(priceId);
    return category !== undefined && (free.get(category) ?? 0) === 0;
  };
}
