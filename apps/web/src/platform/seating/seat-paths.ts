import type { PlanSeat } from '@stagedoor/contracts';

/** Where a seat is drawn: its centre, in plan units. */
export interface SeatPoint {
  x: number;
  y: number;
}

/**
 * The seats of a plan drawn as one SVG path per fill: a circle per seat as two arcs. Twenty thousand seats
 * make a handful of path elements instead of twenty thousand nodes, so a redraw costs one string per fill.
 */
export function circlesPath(seats: readonly SeatPoint[], indexes: Iterable<number>, radius: number): string {
  const parts: string[] = [];
  const r = round(radius);
  const d = round(radius * 2);
  for (const index of indexes) {
    const seat = seats[index];
    if (!seat) continue;
    parts.push(`M${round(seat.x - radius)} ${round(seat.y)}a${r} ${r} 0 1 0 ${d} 0a${r} ${r} 0 1 0 -${d} 0`);
  }
  return parts.join('');
}

/** A cross over each seat: how a blocked seat shows without its colour. */
export function crossesPath(seats: readonly SeatPoint[], indexes: Iterable<number>, radius: number): string {
  const parts: string[] = [];
  const h = round(radius * 0.6);
  const w = round(radius * 1.2);
  for (const index of indexes) {
    const seat = seats[index];
    if (!seat) continue;
    parts.push(`M${round(seat.x - h)} ${round(seat.y - h)}l${w} ${w}m0 -${w}l-${w} ${w}`);
  }
  return parts.join('');
}

/** Squares (a wheelchair space) over each seat, the size of the seat's circle. */
export function squaresPath(seats: readonly SeatPoint[], indexes: Iterable<number>, radius: number): string {
  const parts: string[] = [];
  const d = round(radius * 2);
  for (const index of indexes) {
    const seat = seats[index];
    if (!seat) continue;
    parts.push(`M${round(seat.x - radius)} ${round(seat.y - radius)}h${d}v${d}h-${d}z`);
  }
  return parts.join('');
}

/** Diamonds (a companion seat) over each seat, a little wider than the seat's circle. */
export function diamondsPath(seats: readonly SeatPoint[], indexes: Iterable<number>, radius: number): string {
  const parts: string[] = [];
  const h = round(radius * 1.15);
  for (const index of indexes) {
    const seat = seats[index];
    if (!seat) continue;
    parts.push(`M${round(seat.x)} ${round(seat.y - h)}l${h} ${h}l-${h} ${h}l-${h} -${h}z`);
  }
  return parts.join('');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Finds the seat under a point of the drawing quickly: seats bucketed in a grid of cells about two seats wide,
 * so a click looks at the few seats around it rather than all of them.
 */
export class SeatGrid {
  private readonly cells = new Map<string, number[]>();
  private readonly size: number;

  constructor(
    private readonly seats: readonly PlanSeat[],
    private readonly radius: number,
  ) {
    this.size = Math.max(1, radius * 4);
    for (const seat of seats) {
      const key = this.key(Math.floor(seat.x / this.size), Math.floor(seat.y / this.size));
      const cell = this.cells.get(key);
      if (cell) cell.push(seat.index);
      else this.cells.set(key, [seat.index]);
    }
  }

  private key(column: number, row: number): string {
    return `${column}:${row}`;
  }

  /** The seat nearest to (x, y) within a seat and a half, or -1. */
  seatAt(x: number, y: number): number {
    const column = Math.floor(x / this.size);
    const row = Math.floor(y / this.size);
    const reach = this.radius * 1.5;
    let best = -1;
    let bestDistance = reach * reach;
    for (let dc = -1; dc <= 1; dc += 1) {
      for (let dr = -1; dr <= 1; dr += 1) {
        for (const index of this.cells.get(this.key(column + dc, row + dr)) ?? []) {
          const seat = this.seats[index]!;
          const distance = (seat.x - x) ** 2 + (seat.y - y) ** 2;
          if (distance <= bestDistance) {
            bestDistance = distance;
            best = index;
          }
        }
      }
    }
    return best;
  }
}
