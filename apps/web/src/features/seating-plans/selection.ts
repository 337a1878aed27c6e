import type { SeatAccessibility, SeatingLayout } from '@stagedoor/contracts';
import { round } from './geometry';
import { mapRows } from './layout-ops';

/**
 * What the organizer has selected: a set of keys, `seat:<id>`, `row:<id>`, `table:<id>`, `area:<id>` and
 * `shape:<index>`. Selecting a row or a table selects its seats too, so they move and change with it.
 */
export type Selection = ReadonlySet<string>;
export const EMPTY_SELECTION: Selection = new Set();

export const seatKey = (id: string) => `seat:${id}`;
export const rowKey = (id: string) => `row:${id}`;
export const tableKey = (id: string) => `table:${id}`;
export const areaKey = (id: string) => `area:${id}`;
export const shapeKey = (index: number) => `shape:${index}`;

export interface SelectionParts {
  seats: Set<string>;
  rows: Set<string>;
  tables: Set<string>;
  areas: Set<string>;
  shapes: Set<number>;
}

export function selectionParts(selection: Selection): SelectionParts {
  const parts: SelectionParts = { seats: new Set(), rows: new Set(), tables: new Set(), areas: new Set(), shapes: new Set() };
  for (const key of selection) {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    const id = key.slice(colon + 1);
    if (kind === 'seat') parts.seats.add(id);
    else if (kind === 'row') parts.rows.add(id);
    else if (kind === 'table') parts.tables.add(id);
    else if (kind === 'area') parts.areas.add(id);
    else if (kind === 'shape') parts.shapes.add(Number(id));
  }
  return parts;
}

/** A row or table with its seats. */
export function groupSelection(layout: SeatingLayout, kind: 'row' | 'table', id: string): string[] {
  for (const section of layout.sections) {
    const group = (kind === 'row' ? section.rows : section.tables).find((item) => item.id === id);
    if (group) return [kind === 'row' ? rowKey(id) : tableKey(id), ...group.seats.map((seat) => seatKey(seat.id))];
  }
  return [];
}

/** Adds the keys, or takes them away when every one of them is selected already (shift-click). */
export function toggle(selection: Selection, keys: string[]): Selection {
  const next = new Set(selection);
  const all = keys.every((key) => next.has(key));
  for (const key of keys) {
    if (all) next.delete(key);
    else next.add(key);
  }
  return next;
}

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The seats whose centre is in the box, and the areas and shapes the box overlaps. */
export function selectInBox(layout: SeatingLayout, box: Box): Set<string> {
  const left = Math.min(box.x1, box.x2);
  const right = Math.max(box.x1, box.x2);
  const top = Math.min(box.y1, box.y2);
  const bottom = Math.max(box.y1, box.y2);
  const keys = new Set<string>();
  for (const section of layout.sections) {
    for (const row of [...section.rows, ...section.tables]) {
      for (const seat of row.seats) if (seat.x >= left && seat.x <= right && seat.y >= top && seat.y <= bottom) keys.add(seatKey(seat.id));
    }
  }
  const overlaps = (item: { x: number; y: number; width: number; height: number }) =>
    item.x <= right && item.x + item.width >= left && item.y <= bottom && item.y + item.height >= top;
  for (const area of layout.standing_areas) if (overlaps(area)) keys.add(areaKey(area.id));
  layout.shapes.forEach((shape, index) => {
    if (overlaps(shape)) keys.add(shapeKey(index));
  });
  return keys;
}

/** Moves everything selected by (dx, dy). */
export function moveSelection(layout: SeatingLayout, selection: Selection, dx: number, dy: number): SeatingLayout {
  if (selection.size === 0 || (dx === 0 && dy === 0)) return layout;
  const parts = selectionParts(selection);
  const moved = mapRows(layout, (row, kind) => {
    const whole = kind === 'rows' ? parts.rows.has(row.id) : parts.tables.has(row.id);
    const seatsMove = row.seats.some((seat) => parts.seats.has(seat.id));
    if (!whole && !seatsMove) return row;
    const seats = row.seats.map((seat) => (parts.seats.has(seat.id) ? { ...seat, x: round(seat.x + dx), y: round(seat.y + dy) } : seat));
    if (!whole) return { ...row, seats };
    if ('shape' in row) return { ...row, x: round(row.x + dx), y: round(row.y + dy), seats };
    const geometry = row.geometry && { ...row.geometry, x: round(row.geometry.x + dx), y: round(row.geometry.y + dy) };
    return { ...row, ...(geometry ? { geometry } : {}), seats };
  });
  const areasMove = layout.standing_areas.some((area) => parts.areas.has(area.id));
  const shapesMove = parts.shapes.size > 0;
  if (!areasMove && !shapesMove) return moved;
  return {
    ...moved,
    standing_areas: areasMove
      ? moved.standing_areas.map((area) => (parts.areas.has(area.id) ? { ...area, x: round(area.x + dx), y: round(area.y + dy) } : area))
      : moved.standing_areas,
    shapes: shapesMove
      ? moved.shapes.map((shape, index) => (parts.shapes.has(index) ? { ...shape, x: round(shape.x + dx), y: round(shape.y + dy) } : shape))
      : moved.shapes,
  };
}

/** Deletes what is selected: seats, whole rows and tables, standing areas and shapes. */
export function deleteSelection(layout: SeatingLayout, selection: Selection): SeatingLayout {
  const parts = selectionParts(selection);
  const sections = layout.sections.map((section) => ({
    ...section,
    rows: section.rows
      .filter((row) => !parts.rows.has(row.id))
      .map((row) => ({ ...row, seats: row.seats.filter((seat) => !parts.seats.has(seat.id)) })),
    tables: section.tables
      .filter((table) => !parts.tables.has(table.id))
      .map((table) => ({ ...table, seats: table.seats.filter((seat) => !parts.seats.has(seat.id)) })),
  }));
  return {
    ...layout,
    sections,
    standing_areas: layout.standing_areas.filter((area) => !parts.areas.has(area.id)),
    shapes: layout.shapes.filter((_, index) => !parts.shapes.has(index)),
  };
}

export interface SeatPatch {
  category?: string;
  accessible?: SeatAccessibility | null;
}

/** Sets the category or the accessibility of the selected seats; an empty category gives them their row's. */
export function updateSeats(layout: SeatingLayout, seatIds: ReadonlySet<string>, patch: SeatPatch): SeatingLayout {
  return mapRows(layout, (row) => {
    if (!row.seats.some((seat) => seatIds.has(seat.id))) return row;
    const seats = row.seats.map((seat) => {
      if (!seatIds.has(seat.id)) return seat;
      const next = { ...seat };
      if (patch.category !== undefined) {
        if (patch.category) next.category = patch.category;
        else delete next.category;
      }
      if (patch.accessible !== undefined) {
        if (patch.accessible) next.accessible = patch.accessible;
        else delete next.accessible;
      }
      return next;
    });
    return { ...row, seats };
  });
}

/** The ids of seats and standing areas that `before` has and `after` has not: what a plan in use must keep. */
export function removedIds(before: SeatingLayout, after: SeatingLayout): string[] {
  const ids = (layout: SeatingLayout) => {
    const set = new Set(layout.standing_areas.map((area) => area.id));
    for (const section of layout.sections)
      for (const row of [...section.rows, ...section.tables]) for (const seat of row.seats) set.add(seat.id);
    return set;
  };
  const kept = ids(after);
  return [...ids(before)].filter((id) => !kept.has(id));
}
