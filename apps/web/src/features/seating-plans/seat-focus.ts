import type { Seat, SeatingLayout, SeatRow, SeatTable } from '@stagedoor/contracts';
import { areaKey, groupSelection, rowKey, seatKey, shapeKey, tableKey, type Selection } from './selection';

/**
 * The keyboard's way through the seats of the drawing: one seat has the focus, the arrow keys move it and the
 * selection is built from it (docs/seating.md, "The editor's keyboard"). A seat is not an element of its own (a row's
 * seats are drawn as one path), so the focus is a seat id the canvas keeps and draws a ring around.
 */

/** A row or table with its seats, in plan order. */
export interface SeatGroup {
  kind: 'row' | 'table';
  group: SeatRow | SeatTable;
  sectionIndex: number;
}

export interface SeatPlace extends SeatGroup {
  seat: Seat;
  /** The seat's place in its row or around its table. */
  index: number;
}

export type FocusMove = 'left' | 'right' | 'up' | 'down' | 'first' | 'last';

/** Every row and table with seats, in plan order: a section's rows and then its tables, section by section. */
export function seatGroups(layout: SeatingLayout): SeatGroup[] {
  const groups: SeatGroup[] = [];
  layout.sections.forEach((section, sectionIndex) => {
    for (const row of section.rows) if (row.seats.length > 0) groups.push({ kind: 'row', group: row, sectionIndex });
    for (const table of section.tables) if (table.seats.length > 0) groups.push({ kind: 'table', group: table, sectionIndex });
  });
  return groups;
}

export function findSeat(layout: SeatingLayout, seatId: string): SeatPlace | null {
  for (const group of seatGroups(layout)) {
    const index = group.group.seats.findIndex((seat) => seat.id === seatId);
    if (index >= 0) return { ...group, seat: group.group.seats[index]!, index };
  }
  return null;
}

/** Where the focus starts: the first selected seat, else the first seat of the plan. */
export function startingSeat(layout: SeatingLayout, selection: Selection): string | null {
  let first: string | null = null;
  for (const { group } of seatGroups(layout)) {
    for (const seat of group.seats) {
      if (selection.has(seatKey(seat.id))) return seat.id;
      first ??= seat.id;
    }
  }
  return first;
}

/**
 * The seat the focus moves to. Left and right go to the seat before or after in the row (a row's seats are written
 * in the order they stand), first and last to the row's ends; up and down to the row or table before or after in
 * plan order, at its seat nearest to this one. At an end the focus stays.
 */
export function moveFocus(layout: SeatingLayout, seatId: string, move: FocusMove): string {
  const groups = seatGroups(layout);
  const at = groups.findIndex((group) => group.group.seats.some((seat) => seat.id === seatId));
  if (at < 0) return seatId;
  const seats = groups[at]!.group.seats;
  const index = seats.findIndex((seat) => seat.id === seatId);
  switch (move) {
    case 'left':
      return seats[Math.max(0, index - 1)]!.id;
    case 'right':
      return seats[Math.min(seats.length - 1, index + 1)]!.id;
    case 'first':
      return seats[0]!.id;
    case 'last':
      return seats[seats.length - 1]!.id;
    default: {
      const next = groups[move === 'up' ? at - 1 : at + 1];
      if (!next) return seatId;
      const from = seats[index]!;
      let nearest = next.group.seats[0]!;
      let best = Infinity;
      for (const seat of next.group.seats) {
        const distance = (seat.x - from.x) ** 2 + (seat.y - from.y) ** 2;
        if (distance < best) {
          best = distance;
          nearest = seat;
        }
      }
      return nearest.id;
    }
  }
}

/**
 * Adds the seat to the selection or takes it away. The seat's row or table leaves the selection as a whole (its seats
 * stay selected), as when seats are ticked one by one: what is then moved or edited is seats, not the row.
 */
export function toggleSeat(layout: SeatingLayout, selection: Selection, seatId: string): Selection {
  const place = findSeat(layout, seatId);
  const next = new Set(selection);
  if (place) next.delete(place.kind === 'row' ? rowKey(place.group.id) : tableKey(place.group.id));
  const key = seatKey(seatId);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** Every row and table with its seats, every standing area and every shape. */
export function everything(layout: SeatingLayout): string[] {
  const all: string[] = [];
  for (const section of layout.sections) {
    for (const row of section.rows) all.push(...groupSelection(layout, 'row', row.id));
    for (const table of section.tables) all.push(...groupSelection(layout, 'table', table.id));
  }
  layout.standing_areas.forEach((area) => all.push(areaKey(area.id)));
  layout.shapes.forEach((_, index) => all.push(shapeKey(index)));
  return all;
}

export type SelectAllScope = 'group' | 'section' | 'plan';

/**
 * Ctrl+A from a row or table: first the row (or table) with its seats; when that is all selected already, its
 * section's rows and tables; then everything in the plan. Without a row, everything.
 */
export function widenSelection(
  layout: SeatingLayout,
  selection: Selection,
  from: { kind: 'row' | 'table'; id: string } | null,
): { scope: SelectAllScope; keys: string[] } {
  const covered = (keys: string[]) => keys.length > 0 && keys.every((key) => selection.has(key));
  if (from) {
    const group = groupSelection(layout, from.kind, from.id);
    if (!covered(group)) return { scope: 'group', keys: group };
    const section = layout.sections.find((item) =>
      (from.kind === 'row' ? item.rows : item.tables).some((candidate) => candidate.id === from.id),
    );
    if (section) {
      const keys = [
        ...section.rows.flatMap((row) => groupSelection(layout, 'row', row.id)),
        ...section.tables.flatMap((table) => groupSelection(layout, 'table', table.id)),
      ];
      if (!covered(keys)) return { scope: 'section', keys };
    }
  }
  return { scope: 'plan', keys: everything(layout) };
}

/**
 * Shift with an arrow key: the focus moved from one seat to another and the selection follows it. Onto a seat not
 * selected, both seats are added; back onto a selected seat, the seat left is taken away, so going back undoes
 * what going forward added.
 */
export function extendSelection(layout: SeatingLayout, selection: Selection, from: string, to: string): Selection {
  if (from === to) return selection;
  if (selection.has(seatKey(to))) return selection.has(seatKey(from)) ? toggleSeat(layout, selection, from) : selection;
  let next = selection.has(seatKey(from)) ? selection : toggleSeat(layout, selection, from);
  next = toggleSeat(layout, next, to);
  return next;
}
