import {
  SEATING_LAYOUT_VERSION,
  type Seat,
  type SeatingCategory,
  type SeatingLayout,
  type SeatingSection,
  type SeatingShape,
  type SeatNumbering,
  type SeatRow,
  type SeatTable,
  type StandingArea,
} from '@stagedoor/contracts';
import { rowPositions, seatLabels, tablePositions } from './geometry';

/**
 * Changes to a layout, each returning a new layout that shares every part it did not change (the canvas redraws
 * only what changed). Seat ids are made once, `<row id>-<n>` unique in the plan, and never change afterwards:
 * renumbering a row changes its labels only.
 */

export const DEFAULT_SPACING = 24;
export const TABLE_GAP = 14;

export interface RowSpec {
  label: string;
  category: string;
  count: number;
  x: number;
  y: number;
  spacing: number;
  curve: number;
  rotation: number;
  numbering: SeatNumbering;
  prefix: string;
  first_number: number;
}

export interface TableSpec {
  label: string;
  category: string;
  shape: 'ROUND' | 'RECTANGLE';
  count: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function emptyLayout(sectionLabel: string, category: SeatingCategory): SeatingLayout {
  return {
    version: SEATING_LAYOUT_VERSION,
    width: 1000,
    height: 700,
    categories: [category],
    sections: [{ id: 'section-1', label: sectionLabel, rows: [], tables: [] }],
    standing_areas: [],
    shapes: [],
  };
}

/** Every id the plan uses: sections, rows, tables, seats, standing areas and categories. */
export function takenIds(layout: SeatingLayout): Set<string> {
  const ids = new Set<string>();
  for (const category of layout.categories) ids.add(category.id);
  for (const area of layout.standing_areas) ids.add(area.id);
  for (const section of layout.sections) {
    ids.add(section.id);
    for (const row of [...section.rows, ...section.tables]) {
      ids.add(row.id);
      for (const seat of row.seats) ids.add(seat.id);
    }
  }
  return ids;
}

/** `<prefix><n>` with the smallest n from 1 that no id of the plan has; the new id is added to `taken`. */
export function freshId(taken: Set<string>, prefix: string): string {
  for (let n = 1; ; n += 1) {
    const id = `${prefix}${n}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** The seats of a row or table at the positions and labels given, keeping the ids and settings of those it had. */
function placeSeats(
  owner: string,
  old: readonly Seat[],
  positions: { x: number; y: number }[],
  labels: string[],
  taken: Set<string>,
): Seat[] {
  return positions.map((position, i) => {
    const before = old[i];
    const label = labels[i] ?? String(i + 1);
    if (before) return { ...before, label, x: position.x, y: position.y };
    return { id: freshId(taken, `${owner}-`), label, x: position.x, y: position.y };
  });
}

function rowSeats(rowId: string, old: readonly Seat[], spec: RowSpec, taken: Set<string>): Seat[] {
  const count = Math.max(0, Math.round(spec.count));
  const positions = rowPositions({ ...spec, count });
  return placeSeats(rowId, old, positions, seatLabels(count, spec.numbering, spec.first_number, spec.prefix), taken);
}

function rowFromSpec(id: string, spec: RowSpec, seats: Seat[]): SeatRow {
  return {
    id,
    label: spec.label,
    ...(spec.category ? { category: spec.category } : {}),
    geometry: {
      x: spec.x,
      y: spec.y,
      spacing: spec.spacing,
      rotation: spec.rotation,
      curve: spec.curve,
      numbering: spec.numbering,
      prefix: spec.prefix,
      first_number: spec.first_number,
    },
    seats,
  };
}

/** What a row's form shows: the way it was drawn, or a plain left-to-right row through its seats. */
export function rowSpec(row: SeatRow): RowSpec {
  const geometry = row.geometry;
  const first = row.seats[0];
  return {
    label: row.label,
    category: row.category ?? '',
    count: row.seats.length,
    x: geometry?.x ?? first?.x ?? 0,
    y: geometry?.y ?? first?.y ?? 0,
    spacing: geometry?.spacing ?? DEFAULT_SPACING,
    curve: geometry?.curve ?? 0,
    rotation: geometry?.rotation ?? 0,
    numbering: geometry?.numbering ?? 'LEFT_TO_RIGHT',
    prefix: geometry?.prefix ?? '',
    first_number: geometry?.first_number ?? 1,
  };
}

export function tableSpec(table: SeatTable): TableSpec {
  return {
    label: table.label,
    category: table.category ?? '',
    shape: table.shape,
    count: table.seats.length,
    x: table.x,
    y: table.y,
    width: table.width,
    height: table.height,
  };
}

function mapSection(layout: SeatingLayout, sectionId: string, change: (section: SeatingSection) => SeatingSection): SeatingLayout {
  return { ...layout, sections: layout.sections.map((section) => (section.id === sectionId ? change(section) : section)) };
}

export function addRow(layout: SeatingLayout, sectionId: string, spec: RowSpec): { layout: SeatingLayout; id: string } {
  const taken = takenIds(layout);
  const id = freshId(taken, 'row-');
  const row = rowFromSpec(id, spec, rowSeats(id, [], spec, taken));
  return { layout: mapSection(layout, sectionId, (section) => ({ ...section, rows: [...section.rows, row] })), id };
}

/** Redraws and renumbers a row from its form; seats it keeps keep their ids, category and accessibility. */
export function updateRow(layout: SeatingLayout, rowId: string, spec: RowSpec): SeatingLayout {
  const taken = takenIds(layout);
  const change = (row: SeatRow) => (row.id === rowId ? rowFromSpec(row.id, spec, rowSeats(row.id, row.seats, spec, taken)) : row);
  return {
    ...layout,
    sections: layout.sections.map((section) =>
      section.rows.some((row) => row.id === rowId) ? { ...section, rows: section.rows.map(change) } : section,
    ),
  };
}

function tableFromSpec(id: string, spec: TableSpec, old: readonly Seat[], taken: Set<string>): SeatTable {
  const count = Math.max(0, Math.round(spec.count));
  const positions = tablePositions({ ...spec, count, gap: TABLE_GAP });
  const labels = Array.from({ length: count }, (_, i) => String(i + 1));
  return {
    id,
    label: spec.label,
    shape: spec.shape,
    x: spec.x,
    y: spec.y,
    width: spec.width,
    height: spec.height,
    ...(spec.category ? { category: spec.category } : {}),
    seats: placeSeats(id, old, positions, labels, taken),
  };
}

export function addTable(layout: SeatingLayout, sectionId: string, spec: TableSpec): { layout: SeatingLayout; id: string } {
  const taken = takenIds(layout);
  const id = freshId(taken, 'table-');
  const table = tableFromSpec(id, spec, [], taken);
  return { layout: mapSection(layout, sectionId, (section) => ({ ...section, tables: [...section.tables, table] })), id };
}

export function updateTable(layout: SeatingLayout, tableId: string, spec: TableSpec): SeatingLayout {
  const taken = takenIds(layout);
  const change = (table: SeatTable) => (table.id === tableId ? tableFromSpec(table.id, spec, table.seats, taken) : table);
  return {
    ...layout,
    sections: layout.sections.map((section) =>
      section.tables.some((table) => table.id === tableId) ? { ...section, tables: section.tables.map(change) } : section,
    ),
  };
}

/** Applies `change` to every row and table; sections whose rows all come back unchanged stay the same object. */
export function mapRows(
  layout: SeatingLayout,
  change: <R extends SeatRow | SeatTable>(row: R, kind: 'rows' | 'tables') => R,
): SeatingLayout {
  let changed = false;
  const sections = layout.sections.map((section) => {
    const rows = section.rows.map((row) => change(row, 'rows'));
    const tables = section.tables.map((table) => change(table, 'tables'));
    const same = rows.every((row, i) => row === section.rows[i]) && tables.every((table, i) => table === section.tables[i]);
    if (same) return section;
    changed = true;
    return { ...section, rows, tables };
  });
  return changed ? { ...layout, sections } : layout;
}

export function addSection(layout: SeatingLayout, label: string): { layout: SeatingLayout; id: string } {
  const id = freshId(takenIds(layout), 'section-');
  return { layout: { ...layout, sections: [...layout.sections, { id, label, rows: [], tables: [] }] }, id };
}

export function renameSection(layout: SeatingLayout, sectionId: string, label: string): SeatingLayout {
  return mapSection(layout, sectionId, (section) => ({ ...section, label }));
}

export function deleteSection(layout: SeatingLayout, sectionId: string): SeatingLayout {
  return { ...layout, sections: layout.sections.filter((section) => section.id !== sectionId) };
}

export function addArea(layout: SeatingLayout, area: Omit<StandingArea, 'id'>): { layout: SeatingLayout; id: string } {
  const id = freshId(takenIds(layout), 'area-');
  return { layout: { ...layout, standing_areas: [...layout.standing_areas, { id, ...area }] }, id };
}

export function updateArea(layout: SeatingLayout, areaId: string, patch: Partial<Omit<StandingArea, 'id'>>): SeatingLayout {
  return { ...layout, standing_areas: layout.standing_areas.map((area) => (area.id === areaId ? { ...area, ...patch } : area)) };
}

export function addShape(layout: SeatingLayout, shape: SeatingShape): { layout: SeatingLayout; index: number } {
  return { layout: { ...layout, shapes: [...layout.shapes, shape] }, index: layout.shapes.length };
}

export function updateShape(layout: SeatingLayout, index: number, patch: Partial<SeatingShape>): SeatingLayout {
  return { ...layout, shapes: layout.shapes.map((shape, i) => (i === index ? { ...shape, ...patch } : shape)) };
}

// ---------------------------------------------------------------- categories

export function addCategory(layout: SeatingLayout, name: string, color: string): { layout: SeatingLayout; id: string } {
  const id = freshId(takenIds(layout), 'cat-');
  return { layout: { ...layout, categories: [...layout.categories, { id, name, color }] }, id };
}

export function updateCategory(layout: SeatingLayout, id: string, patch: Partial<Omit<SeatingCategory, 'id'>>): SeatingLayout {
  return { ...layout, categories: layout.categories.map((category) => (category.id === id ? { ...category, ...patch } : category)) };
}

/** Whether a seat, row, table or standing area names the category. */
export function categoryInUse(layout: SeatingLayout, id: string): boolean {
  if (layout.standing_areas.some((area) => area.category === id)) return true;
  return layout.sections.some((section) =>
    [...section.rows, ...section.tables].some((row) => row.category === id || row.seats.some((seat) => seat.category === id)),
  );
}

/** Deletes a category nothing uses; one in use stays. */
export function deleteCategory(layout: SeatingLayout, id: string): SeatingLayout {
  if (categoryInUse(layout, id)) return layout;
  return { ...layout, categories: layout.categories.filter((category) => category.id !== id) };
}
