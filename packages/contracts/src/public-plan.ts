import type { SeatAccessibility, SeatingLayout } from './seating.js';
import { planSeats, type PlanSeat } from './plan-seats.js';

/**
 * The seat picker's compact form of a layout (API.md "Seating"): per row or table its id, label, category and seat
 * count; the seats' coordinates in hundredths of a plan unit as differences from the previous seat (the first from
 * 0,0); ids only where they are not `<row id>-<n>` and labels only where they are not n (n = 1..count); a seat's own
 * category only where it differs from its row's; accessible seats as [position, mark] pairs. Shapes, standing areas
 * and categories are as in the layout. Zod-free: the web app decodes it without the schemas.
 */
export interface CompactSeatRow {
  id: string;
  label: string;
  category?: string;
  /** How many seats. */
  n: number;
  /** dx, dy of each seat in hundredths, from the previous seat (the first from 0,0). */
  xy: number[];
  /** Present when the seats' ids are not `<row id>-1` .. `<row id>-n`. */
  ids?: string[];
  /** Present when the seats' labels are not 1..n. */
  labels?: string[];
  /** Present when a seat has a category other than its row's: each seat's own category, 0 for the row's. */
  cats?: (string | 0)[];
  /** Accessible seats: position, mark, position, mark... */
  acc?: (number | SeatAccessibility)[];
}

export interface CompactSeatTable extends CompactSeatRow {
  shape: 'ROUND' | 'RECTANGLE';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CompactPlan {
  version: SeatingLayout['version'];
  width: number;
  height: number;
  categories: SeatingLayout['categories'];
  sections: { id: string; label: string; rows: CompactSeatRow[]; tables: CompactSeatTable[] }[];
  standing_areas: SeatingLayout['standing_areas'];
  shapes: SeatingLayout['shapes'];
}

type LayoutRow = SeatingLayout['sections'][number]['rows'][number];
type LayoutTable = SeatingLayout['sections'][number]['tables'][number];

function compactSeats(row: LayoutRow | LayoutTable): CompactSeatRow {
  const n = row.seats.length;
  const xy: number[] = new Array(n * 2);
  let x = 0;
  let y = 0;
  let plainIds = true;
  let plainLabels = true;
  let ownCategories = false;
  const acc: (number | SeatAccessibility)[] = [];
  row.seats.forEach((seat, i) => {
    const sx = Math.round(seat.x * 100);
    const sy = Math.round(seat.y * 100);
    xy[i * 2] = sx - x;
    xy[i * 2 + 1] = sy - y;
    x = sx;
    y = sy;
    if (seat.id !== `${row.id}-${i + 1}`) plainIds = false;
    if (seat.label !== String(i + 1)) plainLabels = false;
    if (seat.category !== undefined && seat.category !== row.category) ownCategories = true;
    if (seat.accessible) acc.push(i, seat.accessible);
  });
  const compact: CompactSeatRow = { id: row.id, label: row.label, n, xy };
  if (row.category !== undefined) compact.category = row.category;
  if (!plainIds) compact.ids = row.seats.map((seat) => seat.id);
  if (!plainLabels) compact.labels = row.seats.map((seat) => seat.label);
  if (ownCategories)
    compact.cats = row.seats.map((seat) => (seat.category !== undefined && seat.category !== row.category ? seat.category : 0));
  if (acc.length > 0) compact.acc = acc;
  return compact;
}

/** The compact form of a layout; coordinates are kept to a hundredth of a plan unit (the nearest double). */
export function encodePublicPlan(layout: SeatingLayout): CompactPlan {
  return {
    version: layout.version,
    width: layout.width,
    height: layout.height,
    categories: layout.categories,
    sections: layout.sections.map((section) => ({
      id: section.id,
      label: section.label,
      rows: section.rows.map(compactSeats),
      tables: section.tables.map((table) => ({
        ...compactSeats(table),
        shape: table.shape,
        x: table.x,
        y: table.y,
        width: table.width,
        height: table.height,
      })),
    })),
    standing_areas: layout.standing_areas,
    shapes: layout.shapes,
  };
}

function expandSeats(row: CompactSeatRow): LayoutRow['seats'] {
  const seats: LayoutRow['seats'] = new Array(row.n);
  const accessible = new Map<number, SeatAccessibility>();
  for (let i = 0; i + 1 < (row.acc?.length ?? 0); i += 2) accessible.set(row.acc![i] as number, row.acc![i + 1] as SeatAccessibility);
  let x = 0;
  let y = 0;
  for (let i = 0; i < row.n; i += 1) {
    x += row.xy[i * 2] ?? 0;
    y += row.xy[i * 2 + 1] ?? 0;
    const seat: LayoutRow['seats'][number] = {
      id: row.ids?.[i] ?? `${row.id}-${i + 1}`,
      label: row.labels?.[i] ?? String(i + 1),
      x: x / 100,
      y: y / 100,
    };
    const own = row.cats?.[i];
    if (own) seat.category = own;
    const mark = accessible.get(i);
    if (mark) seat.accessible = mark;
    seats[i] = seat;
  }
  return seats;
}

/** The layout a compact plan stands for (seats as the picker draws them; the editor's row geometry is not kept). */
export function decodePublicPlan(plan: CompactPlan): SeatingLayout {
  const category = (row: CompactSeatRow) => (row.category === undefined ? {} : { category: row.category });
  return {
    version: plan.version,
    width: plan.width,
    height: plan.height,
    categories: plan.categories,
    sections: plan.sections.map((section) => ({
      id: section.id,
      label: section.label,
      rows: section.rows.map((row) => ({ id: row.id, label: row.label, ...category(row), seats: expandSeats(row) })),
      tables: section.tables.map((table) => ({
        id: table.id,
        label: table.label,
        shape: table.shape,
        x: table.x,
        y: table.y,
        width: table.width,
        height: table.height,
        ...category(table),
        seats: expandSeats(table),
      })),
    })),
    standing_areas: plan.standing_areas,
    shapes: plan.shapes,
  };
}

/** The seats of a compact plan in planSeats order: the order of the public availability. */
export function publicPlanSeats(plan: CompactPlan): PlanSeat[] {
  return planSeats(decodePublicPlan(plan));
}

/** The public seating answer with its plan decoded into the layout the picker draws. */
export function decodePublicSeating<T extends { plan: CompactPlan }>(answer: T): Omit<T, 'plan'> & { layout: SeatingLayout } {
  const { plan, ...rest } = answer;
  return { ...rest, layout: decodePublicPlan(plan) };
}
