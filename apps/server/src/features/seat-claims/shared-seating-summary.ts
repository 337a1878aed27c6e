import type { PublicSeatingSummary } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import type { EventPlan, PlanSeatIndex } from '../seat-map/event-plan.js';
import { categoriesKeptForList, publicSeatingSummary } from './public-seating.js';

/**
 * The seating summary buyers see (the event page the server renders embeds it, and the tickets of the page and of
 * GET /api/public/events/{id} are SOLD_OUT by it), computed once per date and shared by both for PUBLIC_CACHE_MS, as
 * long as the page and that answer are themselves kept; requests arriving while it is computed share that
 * computation. A category the waiting list keeps on the date shows no seat (nor standing place) free, as the seat
 * picker draws it (publicSeating).
 */
interface Shared {
  plan: PlanSeatIndex;
  prices: string;
  /** When the summary was computed; null while it is being computed. */
  settledAt: number | null;
  summary: Promise<PublicSeatingSummary>;
}

const shared = new Map<number, Shared>();
/** Dates kept: the busiest are computed again anyway. */
const KEPT = 1_000;

async function buyersSummary(db: Db, plan: EventPlan, dateId: number): Promise<PublicSeatingSummary> {
  const [summary, kept] = await Promise.all([publicSeatingSummary(db, plan, dateId), categoriesKeptForList(db, dateId)]);
  if (kept.size === 0) return summary;
  return {
    ...summary,
    categories: summary.categories.map((category) => (kept.has(category.category) ? { ...category, free: 0 } : category)),
    standing_areas: summary.standing_areas.map((area) => (kept.has(area.category) ? { ...area, available: 0 } : area)),
  };
}

/** The date's summary for buyers, shared for `ttlMs` (0: only by requests that arrive while it is computed). */
export function sharedSeatingSummary(db: Db, plan: EventPlan, dateId: number, ttlMs: number): Promise<PublicSeatingSummary> {
  const prices = JSON.stringify([...plan.categoryOfPrice].sort(([a], [b]) => a - b));
  const known = shared.get(dateId);
  if (known && known.plan === plan.plan && known.prices === prices && (known.settledAt === null || Date.now() - known.settledAt < ttlMs)) {
    return known.summary;
  }
  const entry: Shared = { plan: plan.plan, prices, settledAt: null, summary: buyersSummary(db, plan, dateId) };
  entry.summary.then(
    () => {
      entry.settledAt = Date.now();
    },
    () => {
      if (shared.get(dateId) === entry) shared.delete(dateId);
    },
  );
  shared.delete(dateId);
  shared.set(dateId, entry);
  if (shared.size > KEPT) shared.delete(shared.keys().next().value as number);
  return entry.summary;
}
