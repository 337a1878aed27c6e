import { z } from 'zod';
import { idSchema } from './common.js';

/**
 * Seating plans (docs/seating.md): the layout an organizer draws once per venue and reuses across events.
 * Everything a seat needs to be sold is in the layout: a stable `id` unique in the plan, its `label`,
 * where it is drawn and its category. Shapes and labels only draw the room.
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

// ---------------------------------------------------------------- plans (account level)

export const seatingPlanBodySchema = z.object({
  name: z.string().trim().min(1, { message: 'required' }).max(255, { message: 'name_too_long' }),
  layout: seatingLayoutSchema,
});
export type SeatingPlanBody = z.input<typeof seatingPlanBodySchema>;
export type SeatingPlanInput = z.output<typeof seatingPlanBodySchema>;

export const seatingPlanSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  seat_count: z.number().int(),
  standing_capacity: z.number().int(),
  /** Events that use this plan. */
  events_count: z.number().int(),
  /** Whether an event using it has sold or holds seats: its seats can no longer be removed (copy it to change them). */
  in_use: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SeatingPlanSummary = z.infer<typeof seatingPlanSummarySchema>;

export const seatingPlanSchema = seatingPlanSummarySchema.extend({ layout: seatingLayoutShapeSchema });
export type SeatingPlan = z.infer<typeof seatingPlanSchema>;

export const copySeatingPlanBodySchema = z.object({
  name: z.string().trim().min(1, { message: 'required' }).max(255, { message: 'name_too_long' }).optional(),
});

// ---------------------------------------------------------------- an event's seating

export const eventSeatingCategorySchema = z.object({
  category: key,
  ticket_price_ids: z.array(idSchema).max(100),
});

export const eventSeatingBodySchema = z.object({
  seating_plan_id: idSchema.nullable(),
  categories: z.array(eventSeatingCategorySchema).max(MAX_PLAN_CATEGORIES).default([]),
});
export type EventSeatingBody = z.input<typeof eventSeatingBodySchema>;
export type EventSeatingInput = z.output<typeof eventSeatingBodySchema>;

/** Who holds a seat, as the organizer's house view shows it. */
export const seatHolderSchema = z.object({
  attendee_id: z.number().int(),
  attendee_short_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  order_id: z.number().int(),
  order_short_id: z.string(),
});

export const seatStateSchema = z.object({
  seat_id: z.string(),
  state: z.enum(SEAT_STATES),
  attendee: seatHolderSchema.nullable(),
  /** Why a BLOCKED seat is off sale. */
  reason: z.string().nullable(),
});
export type SeatStateRow = z.infer<typeof seatStateSchema>;

export const eventSeatingSchema = z.object({
  seating_plan_id: z.number().int().nullable(),
  seating_plan: seatingPlanSchema.nullable(),
  categories: z.array(z.object({ category: z.string(), ticket_price_ids: z.array(z.number().int()) })),
  /** With ?date_id=: the state of every seat that is not AVAILABLE on that date, and the standing areas' use. */
  date_id: z.number().int().nullable(),
  seats: z.array(seatStateSchema).nullable(),
  standing: z.array(z.object({ id: z.string(), capacity: z.number().int(), taken: z.number().int() })).nullable(),
});
export type EventSeating = z.infer<typeof eventSeatingSchema>;

export const seatBlocksBodySchema = z.object({
  /** The date whose seats are blocked; omitted: every date the event has. */
  date_id: idSchema.optional(),
  seat_ids: z.array(key).min(1, { message: 'required' }).max(MAX_PLAN_SEATS),
  reason: z.string().trim().max(255, { message: 'name_too_long' }).nullable().optional(),
});
export type SeatBlocksBody = z.input<typeof seatBlocksBodySchema>;

export const moveSeatBodySchema = z.object({ seat_id: key });

// ---------------------------------------------------------------- attendees' seats

/** The seat an attendee holds, as every ticket, list, export and check-in answer shows it. */
export const attendeeSeatSchema = z.object({
  id: z.string(),
  section: z.string(),
  row: z.string(),
  label: z.string(),
  category: z.string(),
});
export type AttendeeSeat = z.infer<typeof attendeeSeatSchema>;

// ---------------------------------------------------------------- the buyer's view

/** Seated order line: the seats chosen, or n of a category picked by the server next to each other. */
export const seatedOrderLineFieldsSchema = z.object({
  seat_ids: z.array(key).min(1).max(100).optional(),
  best_available: z.boolean().optional(),
  /** A standing area of the plan: `quantity` places in it. */
  standing_area_id: key.optional(),
});

const compactSeatRowFields = {
  id: z.string(),
  label: z.string(),
  category: z.string().optional(),
  n: z.number().int().describe('How many seats'),
  xy: z.array(z.number().int()).describe("Each seat's dx, dy in hundredths of a plan unit from the previous seat (the first from 0,0)"),
  ids: z.array(z.string()).optional().describe("The seats' ids; omitted: `<row id>-1` .. `<row id>-n`"),
  labels: z.array(z.string()).optional().describe("The seats' labels; omitted: 1..n"),
  cats: z
    .array(z.union([z.string(), z.literal(0)]))
    .optional()
    .describe("Each seat's own category, 0 for the row's"),
  acc: z
    .array(z.union([z.number().int(), z.enum(SEAT_ACCESSIBILITY)]))
    .optional()
    .describe('Accessible seats: position, mark, ...'),
};

/** The compact layout of the public seating (public-plan.ts encodes and decodes it). */
export const compactPlanSchema = z.object({
  version: z.literal(SEATING_LAYOUT_VERSION),
  width: z.number(),
  height: z.number(),
  categories: z.array(seatingCategorySchema),
  sections: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      rows: z.array(z.object(compactSeatRowFields)),
      tables: z.array(
        z.object({
          ...compactSeatRowFields,
          shape: z.enum(['ROUND', 'RECTANGLE']),
          x: z.number(),
          y: z.number(),
          width: z.number(),
          height: z.number(),
        }),
      ),
    }),
  ),
  standing_areas: z.array(standingAreaSchema),
  shapes: z.array(seatingShapeSchema),
});

export const publicSeatingSchema = z.object({
  date_id: z.number().int(),
  /** The plan in its compact form: decodePublicSeating turns it back into the layout. */
  plan: compactPlanSchema,
  /** The plan's categories with the prices that sell them. */
  categories: z.array(z.object({ category: z.string(), name: z.string(), color: z.string(), ticket_price_ids: z.array(z.number().int()) })),
  /** One character per seat in plan order (planSeats): "0" free, "1" not free. */
  availability: z.string(),
  standing: z.array(z.object({ id: z.string(), available: z.number().int() })),
});
/** The public seating as the server sends it. */
export type PublicSeatingAnswer = z.infer<typeof publicSeatingSchema>;
/** The public seating with its plan decoded into a layout: what the seat picker reads. */
export type PublicSeating = Omit<PublicSeatingAnswer, 'plan'> & { layout: SeatingLayout };

/**
 * What best available needs of a seated event's date without its plan: the categories with their prices and free
 * seats, and the standing areas with their free places. The server embeds it in the event page it renders, so that a
 * phone can choose seats before (or without) fetching the plan.
 */
export interface PublicSeatingSummary {
  date_id: number;
  /** The seats of the plan (standing places aside): none means the plan sells standing places only. */
  seat_count: number;
  categories: { category: string; name: string; color: string; ticket_price_ids: number[]; free: number }[];
  standing_areas: { id: string; label: string; category: string; capacity: number; available: number }[];
}

// ---------------------------------------------------------------- the box office

/** `GET /events/{event_id}/seating?date_id=`: with a date, the answer adds each seat's state on it. */
export const eventSeatingQuerySchema = z.object({ date_id: idSchema.optional() });

/** What a block or its release changed: claims written or removed, over the dates it reached. */
export const seatBlocksResultSchema = z.object({
  date_ids: z.array(z.number().int()),
  seat_ids: z.array(z.string()),
  /** BLOCKED claims written (POST) or removed (DELETE): one per seat and date. */
  count: z.number().int(),
});
export type SeatBlocksResult = z.infer<typeof seatBlocksResultSchema>;

/** `GET /events/{event_id}/seating/seat-list`: every seat of the plan on one date, as a file. */
export const seatListQuerySchema = z.object({
  date_id: idSchema,
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
