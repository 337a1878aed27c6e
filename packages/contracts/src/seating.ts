import { z } from 'zod';

/**
 * Seating plans (docs/seating.md): the layout an organizer draws once per venue and reuses across events.
 * Everything a seat needs to be sold is in the layout: a stable `id` unique in the plan, its `label`,
 * where it is drawn and its category. Shapes and labels only draw the room. The API's bodies and answers about plans
 * and seats are in seating-api.ts.
 */

export const SEATING_LAYOUT_VERSION = 1;
/** Seats, standing areas and shapes one plan holds at most. */
export const MAX_PLAN_SEATS = 100_000;
export const MAX_PLAN_STANDING_AREAS = 200;
export const MAX_PLAN_SHAPES = 2_000;
export const MAX_PLAN_CATEGORIES = 50;
/** A standing area's capacity at most. */
export const MAX_STANDING_CAPACITY = 100_000;
/** The drawing's coordinates: units of the plan, 0 at the top left. */
export const MAX_PLAN_COORDINATE = 100_000;

export const SEAT_ACCESSIBILITY = ['WHEELCHAIR', 'COMPANION'] as const;
export type SeatAccessibility = (typeof SEAT_ACCESSIBILITY)[number];
/** How the editor numbers a row's seats; kept with the row so the editor can renumber it the same way. */
export const SEAT_NUMBERINGS = ['LEFT_TO_RIGHT', 'RIGHT_TO_LEFT', 'ODD_EVEN', 'EVEN_ODD'] as const;
export type SeatNumbering = (typeof SEAT_NUMBERINGS)[number];
export const SHAPE_KINDS = ['STAGE', 'LABEL', 'EXIT', 'RECTANGLE', 'ELLIPSE'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];
export const SEAT_STATES = ['AVAILABLE', 'HELD', 'SOLD', 'BLOCKED'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

/** Ids: what a seat, row, section, area or category is known by in orders, claims and URLs. */
const key = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(64, { message: 'name_too_long' })
  .regex(/^[A-Za-z0-9._:-]+$/, { message: 'invalid_seat_id' });
const text = z.string().trim().max(64, { message: 'name_too_long' });
const coordinate = z.number().finite().min(-MAX_PLAN_COORDINATE).max(MAX_PLAN_COORDINATE);
const size = z.number().finite().min(0).max(MAX_PLAN_COORDINATE);
const rotation = z.number().finite().min(-360).max(360);

export const seatingCategorySchema = z.object({
  id: key,
  name: text.min(1, { message: 'required' }),
  /** #rrggbb */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'invalid_color' }),
});
export type SeatingCategory = z.infer<typeof seatingCategorySchema>;

export const seatSchema = z.object({
  id: key,
  label: text.min(1, { message: 'required' }),
  x: coordinate,
  y: coordinate,
  /** The seat's category; omitted: its row's. */
  category: key.optional(),
  accessible: z.enum(SEAT_ACCESSIBILITY).nullable().optional(),
});
export type Seat = z.infer<typeof seatSchema>;

/** How the editor drew a row; the seats' positions are what counts. */
export const rowGeometrySchema = z.object({
  x: coordinate,
  y: coordinate,
  spacing: size,
  rotation: rotation.optional(),
  /** Bend of the row: 0 straight; the sagitta of the arc through its seats otherwise. */
  curve: z.number().finite().min(-MAX_PLAN_COORDINATE).max(MAX_PLAN_COORDINATE).optional(),
  numbering: z.enum(SEAT_NUMBERINGS).optional(),
  prefix: z.string().max(16).optional(),
  first_number: z.number().int().min(0).max(100_000).optional(),
});

export const seatRowSchema = z.object({
  id: key,
  label: text,
  category: key.optional(),
  geometry: rowGeometrySchema.optional(),
  seats: z.array(seatSchema).max(MAX_PLAN_SEATS),
});
export type SeatRow = z.infer<typeof seatRowSchema>;

/** A table with its seats around it; its seats are sold like a row's, the table's label standing for the row. */
export const seatTableSchema = z.object({
  id: key,
  label: text,
  shape: z.enum(['ROUND', 'RECTANGLE']),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  category: key.optional(),
  seats: z.array(seatSchema).max(1_000),
});
export type SeatTable = z.infer<typeof seatTableSchema>;

export const seatingSectionSchema = z.object({
  id: key,
  label: text,
  rows: z.array(seatRowSchema).max(5_000).default([]),
  tables: z.array(seatTableSchema).max(5_000).default([]),
});
export type SeatingSection = z.infer<typeof seatingSectionSchema>;

export const standingAreaSchema = z.object({
  id: key,
  label: text.min(1, { message: 'required' }),
  capacity: z.number().int().min(1).max(MAX_STANDING_CAPACITY),
  category: key,
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
});
export type StandingArea = z.infer<typeof standingAreaSchema>;

export const seatingShapeSchema = z.object({
  kind: z.enum(SHAPE_KINDS),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  rotation: rotation.optional(),
  text: z.string().trim().max(120).optional(),
});
export type SeatingShape = z.infer<typeof seatingShapeSchema>;

/** The shape of a layout; seatingLayoutSchema adds the rules that make it sellable. */
export const seatingLayoutShapeSchema = z.object({
  version: z.literal(SEATING_LAYOUT_VERSION),
  width: size.min(1),
  height: size.min(1),
  categories: z.array(seatingCategorySchema).max(MAX_PLAN_CATEGORIES),
  sections: z.array(seatingSectionSchema).max(1_000),
  standing_areas: z.array(standingAreaSchema).max(MAX_PLAN_STANDING_AREAS).default([]),
  shapes: z.array(seatingShapeSchema).max(MAX_PLAN_SHAPES).default([]),
});
export type SeatingLayout = z.output<typeof seatingLayoutShapeSchema>;
export type SeatingLayoutInput = z.input<typeof seatingLayoutShapeSchema>;

// planSeats has a module of its own, without zod: the buyer's seat picker reads plans with it and loads no schema.
export { planSeats, type PlanSeat } from './plan-seats.js';
export * from './public-plan.js';

/** Why a layout cannot be sold, as field errors: path and message key. */
export interface LayoutProblem {
  path: (string | number)[];
  message: 'duplicate_seat_id' | 'duplicate_seat_label' | 'seat_without_category' | 'unknown_category' | 'too_many_seats';
}

/** The rules a layout's shape cannot say: ids unique in the plan, labels unique in a row, every seat in a known category. */
export function layoutProblems(layout: SeatingLayout): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const categories = new Set(layout.categories.map((category) => category.id));
  const ids = new Set<string>();
  let count = 0;
  const claimId = (id: string, path: (string | number)[]) => {
    if (ids.has(id)) problems.push({ path, message: 'duplicate_seat_id' });
    ids.add(id);
  };
  layout.sections.forEach((section, s) => {
    (['rows', 'tables'] as const).forEach((kind) => {
      section[kind].forEach((row, r) => {
        const labels = new Set<string>();
        row.seats.forEach((seat, i) => {
          const path = ['sections', s, kind, r, 'seats', i];
          count += 1;
          claimId(seat.id, [...path, 'id']);
          if (labels.has(seat.label)) problems.push({ path: [...path, 'label'], message: 'duplicate_seat_label' });
          labels.add(seat.label);
          const category = seat.category ?? row.category;
          if (!category) problems.push({ path: [...path, 'category'], message: 'seat_without_category' });
          else if (!categories.has(category)) problems.push({ path: [...path, 'category'], message: 'unknown_category' });
        });
      });
    });
  });
  layout.standing_areas.forEach((area, a) => {
    claimId(area.id, ['standing_areas', a, 'id']);
    if (!categories.has(area.category)) problems.push({ path: ['standing_areas', a, 'category'], message: 'unknown_category' });
  });
  if (count > MAX_PLAN_SEATS) problems.push({ path: ['sections'], message: 'too_many_seats' });
  return problems.slice(0, 100);
}

/** A layout that can be sold: its shape, and the rules of layoutProblems. */
export const seatingLayoutSchema = seatingLayoutShapeSchema.superRefine((layout, ctx) => {
  for (const problem of layoutProblems(layout)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
});
