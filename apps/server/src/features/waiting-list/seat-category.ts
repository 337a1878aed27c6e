import type { Db } from '../../platform/db/client.js';
import { readEventPlan } from '../seat-map/event-plan.js';
import { publicSeatingSummary } from '../seat-claims/public-seating.js';

/** A seated event's line: one seat category on one date, whichever of the category's prices its entries name. */
export interface CategoryLine {
  category: string;
  dateId: number;
}

/** The seat category a price sells on a seated event; null for a general-admission price or event. */
export async function seatCategoryOf(db: Db, eventId: number, priceId: number): Promise<string | null> {
  const plan = await readEventPlan(db, eventId);
  return plan?.categoryOfPrice.get(priceId) ?? null;
}

/**
 * The seats (and standing places) of a category free on a date, as the public summary counts them (a hold that ran
 * out counts free): 0 is the category sold out on that date. Null when the event is not seated.
 */
export async function freeInCategory(db: Db, eventId: number, line: CategoryLine): Promise<number | null> {
  const plan = await readEventPlan(db, eventId);
  if (!plan) return null;
  const summary = await publicSeatingSummary(db, plan, line.dateId);
  const seats = summary.categories.find((category) => category.category === line.category)?.free ?? 0;
  const places = summary.standing_areas.filter((area) => area.category === line.category).reduce((sum, area) => sum + area.available, 0);
  return seats + places;
}
