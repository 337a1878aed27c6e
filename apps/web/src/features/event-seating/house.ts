import {
  planSeats,
  SEAT_STATES,
  type EventSeating,
  type PlanSeat,
  type SeatingCategory,
  type SeatingLayout,
  type SeatState,
  type SeatStateRow,
} from '@stagedoor/contracts';

/** A seat's state as a small number, so 20,000 seats fit in one typed array: the index in SEAT_STATES. */
export const STATE_CODE: Record<SeatState, number> = { AVAILABLE: 0, HELD: 1, SOLD: 2, BLOCKED: 3 };

/** A standing area's places on the date: `taken` is `held` (by a hold still running), `sold` and `blocked` together. */
export interface StandingUse {
  id: string;
  label: string;
  capacity: number;
  taken: number;
  held: number;
  sold: number;
  blocked: number;
}

/**
 * One date of the house: every seat of the plan in plan order with its state, who holds the taken ones,
 * and the counts the legend shows. Built once per answer; the map and the list read it, nothing copies it per seat.
 */
export interface House {
  layout: SeatingLayout;
  seats: PlanSeat[];
  /** Seat id → index in `seats`. */
  indexOf: Map<string, number>;
  /** State code per seat index (STATE_CODE). */
  states: Uint8Array;
  /** The claims of taken seats, by seat index. */
  claims: Map<number, SeatStateRow>;
  counts: Record<SeatState, number>;
  categories: Map<string, SeatingCategory>;
  standing: StandingUse[];
}

export function buildHouse(layout: SeatingLayout, rows: SeatStateRow[] | null, standing: EventSeating['standing']): House {
  const seats = planSeats(layout);
  const indexOf = new Map<string, number>();
  for (const seat of seats) indexOf.set(seat.id, seat.index);
  const states = new Uint8Array(seats.length);
  const claims = new Map<number, SeatStateRow>();
  const counts: Record<SeatState, number> = { AVAILABLE: seats.length, HELD: 0, SOLD: 0, BLOCKED: 0 };
  for (const row of rows ?? []) {
    const index = indexOf.get(row.seat_id);
    // A standing place's claim (`<area>#<n>`) or a seat the plan no longer has: counted with its area, not drawn.
    if (index === undefined || row.state === 'AVAILABLE') continue;
    const previous = SEAT_STATES[states[index]!]!;
    counts[previous] -= 1;
    counts[row.state] += 1;
    states[index] = STATE_CODE[row.state];
    claims.set(index, row);
  }
  const use = new Map((standing ?? []).map((area) => [area.id, area]));
  return {
    layout,
    seats,
    indexOf,
    states,
    claims,
    counts,
    categories: new Map(layout.categories.map((category) => [category.id, category])),
    standing: layout.standing_areas.map((area) => {
      const date = use.get(area.id);
      return {
        id: area.id,
        label: area.label,
        capacity: date?.capacity ?? area.capacity,
        taken: date?.taken ?? 0,
        held: date?.held ?? 0,
        sold: date?.sold ?? 0,
        blocked: date?.blocked ?? 0,
      };
    }),
  };
}

export function seatState(house: House, index: number): SeatState {
  return SEAT_STATES[house.states[index] ?? 0] ?? 'AVAILABLE';
}

/** The free seats an attendee on `fromIndex` can move to: same category, free on the date, in plan order. */
export function moveTargets(house: House, fromIndex: number): number[] {
  const category = house.seats[fromIndex]?.category;
  const targets: number[] = [];
  for (const seat of house.seats) {
    if (seat.index !== fromIndex && seat.category === category && house.states[seat.index] === STATE_CODE.AVAILABLE)
      targets.push(seat.index);
  }
  return targets;
}

/** The selected seats split by what can be done with them: free ones can be blocked, blocked ones released. */
export function selectionByState(house: House, selected: Iterable<string>): Record<SeatState, string[]> {
  const split: Record<SeatState, string[]> = { AVAILABLE: [], HELD: [], SOLD: [], BLOCKED: [] };
  for (const id of selected) {
    const index = house.indexOf.get(id);
    if (index !== undefined) split[seatState(house, index)].push(id);
  }
  return split;
}

export interface SeatFilter {
  state: SeatState | null;
  /** Matched against section, row, seat label and the holder's name, case-insensitively. */
  text: string;
}

/** The seat indexes the list shows for a filter, in plan order. */
export function filterSeats(house: House, filter: SeatFilter): number[] {
  const text = filter.text.trim().toLowerCase();
  const code = filter.state === null ? null : STATE_CODE[filter.state];
  const shown: number[] = [];
  for (const seat of house.seats) {
    if (code !== null && house.states[seat.index] !== code) continue;
    if (text) {
      const holder = house.claims.get(seat.index)?.attendee;
      const haystack = [seat.section, seat.row, seat.label, holder ? `${holder.first_name} ${holder.last_name}` : '']
        .join(' ')
        .toLowerCase();
      if (!haystack.includes(text)) continue;
    }
    shown.push(seat.index);
  }
  return shown;
}

export type Direction = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

/**
 * The seat the map's keyboard cursor goes to from `index`: left and right along the plan order (a row's
 * neighbours), up and down to the nearest seat above or below on the drawing, home and end to the ends of the row.
 */
export function neighbourSeat(seats: readonly PlanSeat[], index: number, direction: Direction): number {
  const current = seats[index];
  if (!current) return seats.length > 0 ? 0 : -1;
  if (direction === 'left') return Math.max(0, index - 1);
  if (direction === 'right') return Math.min(seats.length - 1, index + 1);
  if (direction === 'home' || direction === 'end') {
    let at = index;
    const step = direction === 'home' ? -1 : 1;
    while (seats[at + step]?.rowId === current.rowId && seats[at + step]?.sectionId === current.sectionId) at += step;
    return at;
  }
  const sign = direction === 'up' ? -1 : 1;
  let best = index;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const seat of seats) {
    const dy = (seat.y - current.y) * sign;
    if (dy <= 0.5) continue;
    // A seat straight above or below beats a closer one off to the side.
    const dx = seat.x - current.x;
    const score = dy * dy + 4 * dx * dx;
    if (score < bestScore) {
      bestScore = score;
      best = seat.index;
    }
  }
  return best;
}

/** How large a seat is drawn: a little under half the usual distance between neighbours in a row. */
export function seatRadius(seats: readonly PlanSeat[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < seats.length && gaps.length < 2000; i += 1) {
    const a = seats[i - 1]!;
    const b = seats[i]!;
    if (a.rowId !== b.rowId || a.sectionId !== b.sectionId) continue;
    const gap = Math.hypot(a.x - b.x, a.y - b.y);
    if (gap > 0) gaps.push(gap);
  }
  if (gaps.length === 0) return 10;
  gaps.sort((x, y) => x - y);
  return Math.max(1, gaps[Math.floor(gaps.length / 2)]! * 0.4);
}

/** The date the house view opens on: the next scheduled one still to come, else the last one. */
export function defaultDateId(
  dates: readonly { id: number; start_date: string; end_date: string | null; status: string }[],
  now: string,
): number | null {
  const coming = dates.find((date) => date.status === 'SCHEDULED' && Date.parse(date.end_date ?? date.start_date) >= Date.parse(now));
  return coming?.id ?? dates.at(-1)?.id ?? null;
}
