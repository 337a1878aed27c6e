import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { waitingListEntries } from '../../platform/db/schema.js';
import { readEventPlan } from '../seat-map/event-plan.js';
import { publicSeatingSummary } from '../seat-claims/public-seating.js';

/**
 * The prices whose free units the waiting list keeps on a date (docs/waiting-list.md, "The list comes first"): those
 * with an entry WAITING on that date, and for a pass (ALL_DATES) on any date, as `stagedoor_waiting_list_guard`
 * decides a purchase. The public page shows them sold out with the list's form, since a purchase of them is refused.
 */
export async function pricesKeptForList(
  db: Db,
  eventId: number,
  priceIds: number[],
  dateId: number | undefined,
): Promise<(priceId: number, validity: 'ONE_DATE' | 'ALL_DATES') => boolean> {
  // Through the partial index waiting_list_entries_queue_idx (price, date, id WHERE status = 'WAITING').
  const rows =
    priceIds.length === 0
      ? []
      : await db
          .selectDistinct({ priceId: waitingListEntries.ticketPriceId, dateId: waitingListEntries.eventDateId })
          .from(waitingListEntries)
          .where(and(inArray(waitingListEntries.ticketPriceId, priceIds), eq(waitingListEntries.status, 'WAITING')));
  const anyDate = new Set(rows.map((row) => row.priceId));
  const onDate = new Set(rows.filter((row) => row.dateId === dateId).map((row) => row.priceId));
  // A seated event's category lines keep the category's seats from every price of it (waiting_list_entries_category_idx).
  const categories = await db
    .selectDistinct({ category: waitingListEntries.seatCategory, dateId: waitingListEntries.eventDateId })
    .from(waitingListEntries)
    .where(
      and(eq(waitingListEntries.eventId, eventId), isNotNull(waitingListEntries.seatCategory), eq(waitingListEntries.status, 'WAITING')),
    );
  const plan = categories.length > 0 ? await readEventPlan(db, eventId) : null;
  const categoryAnyDate = new Set(categories.map((row) => row.category));
  const categoryOnDate = new Set(categories.filter((row) => row.dateId === dateId).map((row) => row.category));
  const keptCategory = (priceId: number, validity: 'ONE_DATE' | 'ALL_DATES') => {
    const category = plan?.categoryOfPrice.get(priceId);
    if (category === undefined) return false;
    return validity === 'ALL_DATES' ? categoryAnyDate.has(category) : categoryOnDate.has(category);
  };
  return (priceId, validity) => (validity === 'ALL_DATES' ? anyDate.has(priceId) : onDate.has(priceId)) || keptCategory(priceId, validity);
}

/**
 * On a seated event, the prices whose category has no seat (nor standing place) free on the date: sold out to a
 * buyer whatever units the price has left, and the price's waiting list is open (docs/waiting-list.md, "Seated
 * prices"). Nothing on a general-admission event or without a date.
 */
export async function pricesWithoutSeats(db: Db, eventId: number, dateId: number | undefined): Promise<(priceId: number) => boolean> {
  const plan = dateId === undefined ? null : await readEventPlan(db, eventId);
  if (!plan || dateId === undefined || plan.categoryOfPrice.size === 0) return () => false;
  const summary = await publicSeatingSummary(db, plan, dateId);
  const free = new Map<string, number>(summary.categories.map((category) => [category.category, category.free]));
  for (const area of summary.standing_areas) free.set(area.category, (free.get(area.category) ?? 0) + area.available);
  return (priceId) => {
    const category = plan.categoryOfPrice.get(priceId);
    return category !== undefined && (free.get(category) ?? 0) === 0;
  };
}
