import type { PlanSeat } from '@stagedoor/contracts';
import type { PlanSeatIndex } from '../seat-map/event-plan.js';

/**
 * Best available (docs/locking.md, "Seats"): runs of n seats next to each other (consecutive positions in one row,
 * or around one table) of a category, best first: front rows first (a row's place in its section, the first row
 * being the front), then the run whose middle is nearest the row's middle, then plan order. Which runs a plan has,
 * in that order, does not depend on the date: it is worked out once per plan version, category and n (a run is the
 * plan index of its first seat), and a request only skips the runs with a taken seat. Reads nothing.
 */
const runsOfPlan = new WeakMap<PlanSeatIndex, Map<string, Int32Array>>();
const seatsOfCategory = new WeakMap<PlanSeatIndex, Map<string, string[]>>();

/**
 * The seats not free. With `lasting` and `skipped` (a read of the claims, taken-seats.ts), a search remembers in
 * `skipped` how many of its first candidates hold a seat taken for as long as that read is used, and the next search
 * of the read starts after them: under a rush, the best seats fill up first, and no search looks at them again.
 */
export interface SeatSet {
  has(seatId: string): boolean;
  lasting?(seatId: string): boolean;
  readonly skipped?: WeakMap<object, Map<string, number>>;
}

/** Where a search of the plan by `key` may start in `taken`, and how to tell it where the next one may. */
function startOf(plan: PlanSeatIndex, taken: SeatSet, key: string): { from: number; skip(upTo: number): void } {
  if (!taken.skipped || !taken.lasting) return { from: 0, skip: () => undefined };
  let byKey = taken.skipped.get(plan);
  if (!byKey) {
    byKey = new Map();
    taken.skipped.set(plan, byKey);
  }
  const known = byKey;
  return { from: known.get(key) ?? 0, skip: (upTo) => known.set(key, Math.max(known.get(key) ?? 0, upTo)) };
}

function orderedRuns(plan: PlanSeatIndex, category: string, n: number): Int32Array {
  let byKey = runsOfPlan.get(plan);
  if (!byKey) {
    byKey = new Map();
    runsOfPlan.set(plan, byKey);
  }
  const key = `${n}:${category}`;
  const known = byKey.get(key);
  if (known) return known;
  const seats = plan.seats;
  const runs: { rank: number; distance: number; order: number; start: number }[] = [];
  const rankInSection = new Map<string, number>();
  let order = 0;
  for (let first = 0; first < seats.length; ) {
    const row = seats[first]!;
    let end = first;
    while (end < seats.length && seats[end]!.rowId === row.rowId && seats[end]!.sectionId === row.sectionId) end += 1;
    const rank = rankInSection.get(row.sectionId) ?? 0;
    rankInSection.set(row.sectionId, rank + 1);
    const middle = (end - first - 1) / 2;
    // Seats of the category in a streak; every n of them in a streak is a run.
    let streak = 0;
    for (let i = first; i < end; i += 1) {
      streak = seats[i]!.category === category ? streak + 1 : 0;
      if (streak >= n) {
        const start = i - n + 1;
        const centre = (seats[start]!.position + seats[i]!.position) / 2;
        runs.push({ rank, distance: Math.abs(centre - middle), order, start });
      }
    }
    order += 1;
    first = end;
  }
  runs.sort((a, b) => a.rank - b.rank || a.distance - b.distance || a.order - b.order || a.start - b.start);
  const ordered = Int32Array.from(runs, (run) => run.start);
  byKey.set(key, ordered);
  return ordered;
}

/** The first `limit` runs of n free seats of the category, best first, as seat ids. */
export function bestRuns(plan: PlanSeatIndex, category: string, taken: SeatSet, n: number, limit: number): string[][] {
  const seats = plan.seats;
  const runs = orderedRuns(plan, category, n);
  const start = startOf(plan, taken, `runs:${n}:${category}`);
  const found: string[][] = [];
  // Still in the leading runs that hold a lasting seat.
  let leading = true;
  for (let r = start.from; r < runs.length; r += 1) {
    const first = runs[r]!;
    let free = true;
    let lasting = false;
    for (let i = first; i < first + n && !lasting; i += 1) {
      if (!taken.has(seats[i]!.id)) continue;
      free = false;
      lasting = !!taken.lasting?.(seats[i]!.id);
    }
    if (leading && lasting) start.skip(r + 1);
    else leading = false;
    if (!free) continue;
    found.push(seats.slice(first, first + n).map((seat: PlanSeat) => seat.id));
    if (found.length === limit) break;
  }
  return found;
}

/** Whether at least n seats of the category are free (stops counting at n). */
export function hasFree(plan: PlanSeatIndex, category: string, taken: SeatSet, n: number): boolean {
  let seats = seatsOfCategory.get(plan);
  if (!seats) {
    seats = new Map();
    for (const seat of plan.seats) {
      const ids = seats.get(seat.category);
      if (ids) ids.push(seat.id);
      else seats.set(seat.category, [seat.id]);
    }
    seatsOfCategory.set(plan, seats);
  }
  const ids = seats.get(category) ?? [];
  const start = startOf(plan, taken, `seats:${category}`);
  let free = 0;
  let leading = true;
  for (let i = start.from; i < ids.length; i += 1) {
    const id = ids[i]!;
    if (!taken.has(id)) {
      leading = false;
      free += 1;
      if (free >= n) return true;
    } else if (leading && taken.lasting?.(id)) start.skip(i + 1);
    else leading = false;
  }
  return false;
}
