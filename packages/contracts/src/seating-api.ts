import { z } from 'zod';
import { idSchema } from './common.js';
import {
  MAX_PLAN_CATEGORIES,
  MAX_PLAN_SEATS,
  SEAT_ACCESSIBILITY,
  SEAT_STATES,
  SEATING_LAYOUT_VERSION,
  seatingCategorySchema,
  seatingLayoutSchema,
  seatingLayoutShapeSchema,
  seatingShapeSchema,
  seatSchema,
  standingAreaSchema,
  type SeatingLayout,
} from './seating.js';

/**
 * The seating API's bodies, queries and answers (docs/seating.md): the account's plans, an event's seating and the
 * house of a date, the seats attendees hold, the buyer's view and the box office. The layout itself is seating.ts.
 */

/** What a seat, row, area or category is known by, as the layout's ids are. */
const key = seatSchema.shape.id;

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

/**
 * A plan answer as the management app reads it: the plan's columns checked, its layout taken as the server checked it
 * when the plan was saved (seatingPlanSchema), so that the editor does not check a stadium's seats one by one again.
 */
export const seatingPlanAnswerSchema = seatingPlanSummarySchema.extend({
  layout: z.custom<SeatingPlan['layout']>((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
});

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
  /** Each standing area: its places, those taken (`held` by a hold still running, `sold`, `blocked`, together `taken`). */
  standing: z
    .array(
      z.object({
        id: z.string(),
        capacity: z.number().int(),
        taken: z.number().int(),
        held: z.number().int(),
        sold: z.number().int(),
        blocked: z.number().int(),
      }),
    )
    .nullable(),
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
