import type { PlanSeat } from '@stagedoor/contracts';

/**
 * Best available (docs/locking.md, "Seats"): every run of n free seats next to each other (consecutive positions in
 * one row, or around one table) of a category, best first: front rows first (a row's place in its section, the first
 * row being the front), then the run whose middle is nearest the row's middle, then plan order. Reads nothing.
 */
export function bestRuns(seats: PlanSeat[], category: string, taken: ReadonlySet<string>, n: number): string[][] {
  const rows = new Map<string, { rank: number; order: number; seats: PlanSeat[] }>();
  const rankInSection = new Map<string, number>();
  for (const seat of seats) {
    let row = rows.get(seat.rowId);
    if (!row) {
      const rank = rankInSection.get(seat.sectionId) ?? 0;
      rankInSection.set(seat.sectionId, rank + 1);
      row = { rank, order: rows.size, seats: [] };
      rows.set(seat.rowId, row);
    }
    row.seats.push(seat);
  }
  const runs: { rank: number; distance: number; order: number; start: number; ids: string[] }[] = [];
  for (const row of rows.values()) {
    const rowSeats = row.seats;
    const middle = (rowSeats.length - 1) / 2;
    // The free seats of the category, by position; a run is n of them with consecutive positions.
    let streak: PlanSeat[] = [];
    const close = () => {
      for (let start = 0; start + n <= streak.length; start += 1) {
        const run = streak.slice(start, start + n);
        const centre = (run[0]!.position + run[n - 1]!.position) / 2;
        runs.push({
          rank: row.rank,
          distance: Math.abs(centre - middle),
          order: row.order,
          start: run[0]!.position,
          ids: run.map((s) => s.id),
        });
      }
      streak = [];
    };
    for (const seat of rowSeats) {
      const free = seat.category === category && !taken.has(seat.id);
      const adjacent = streak.length > 0 && seat.position === streak[streak.length - 1]!.position + 1;
      if (!free || (streak.length > 0 && !adjacent)) close();
      if (free) streak.push(seat);
    }
    close();
  }
  runs.sort((a, b) => a.rank - b.rank || a.distance - b.distance || a.order - b.order || a.start - b.start);
  return runs.map((run) => run.ids);
}

/** How many seats of the category are free. */
export function freeCount(seats: PlanSeat[], category: string, taken: ReadonlySet<string>): number {
  let free = 0;
  for (const seat of seats) if (seat.category === category && !taken.has(seat.id)) free += 1;
  return free;
}
