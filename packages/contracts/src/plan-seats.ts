import type { SeatAccessibility, SeatingLayout } from './seating.js';

/** One sellable seat of a plan, flattened: what orders, claims, lists and exports name. */
export interface PlanSeat {
  id: string;
  /** Index in the plan's seat order (sections, then rows and tables, then seats): the public availability's order. */
  index: number;
  section: string;
  sectionId: string;
  /** The row's label, or the table's. */
  row: string;
  rowId: string;
  label: string;
  category: string;
  accessible: SeatAccessibility | null;
  x: number;
  y: number;
  /** Position in its row or around its table: neighbours differ by one. */
  position: number;
}

/** Every seat of a layout in plan order, with its row's category where it has none of its own. */
export function planSeats(layout: SeatingLayout): PlanSeat[] {
  const seats: PlanSeat[] = [];
  for (const section of layout.sections) {
    for (const row of [...section.rows, ...section.tables]) {
      row.seats.forEach((seat, position) => {
        seats.push({
          id: seat.id,
          index: seats.length,
          section: section.label,
          sectionId: section.id,
          row: row.label,
          rowId: row.id,
          label: seat.label,
          category: seat.category ?? row.category ?? '',
          accessible: seat.accessible ?? null,
          x: seat.x,
          y: seat.y,
          position,
        });
      });
    }
  }
  return seats;
}
