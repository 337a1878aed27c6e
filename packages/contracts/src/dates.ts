import { z } from 'zod';
import { MAX_AMOUNT, idSchema } from './common.js';

const isoDate = z.iso.datetime({ offset: true, message: 'invalid_date' });
/** A calendar day in the event's time zone. */
const calendarDay = z.iso.date({ message: 'invalid_date' });

export const EVENT_DATE_STATUSES = ['SCHEDULED', 'CANCELLED'] as const;
export type EventDateStatus = (typeof EVENT_DATE_STATUSES)[number];
/** What a buyer can do with a date on the event page. */
export const EVENT_DATE_AVAILABILITIES = ['ON_SALE', 'SOLD_OUT', 'NOT_ON_SALE', 'CANCELLED'] as const;
export type EventDateAvailability = (typeof EVENT_DATE_AVAILABILITIES)[number];

/** Dates one generate call creates at most, and an event holds at most. */
export const MAX_GENERATED_DATES = 1_000;
export const MAX_DATES_PER_EVENT = 10_000;

export const eventDateSchema = z.object({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  label: z.string().nullable(),
  status: z.enum(EVENT_DATE_STATUSES),
  capacity: z.number().int().nullable(),
  /** Units held on this date: its ONE_DATE units and every pass unit of the event. */
  sold_count: z.number().int(),
  /** Units still to sell under the date's capacity; null without a capacity. */
  available: z.number().int().nullable(),
  /** Set once the date is cancelled: what its cancellation does, and how far the job got (orders of the date). */
  cancellation: z
    .object({
      cancelled_at: z.string(),
      refund: z.boolean(),
      notify_buyers: z.boolean(),
      message: z.string().nullable(),
      orders_total: z.number().int(),
      orders_done: z.number().int(),
    })
    .nullable(),
});
export type EventDate = z.infer<typeof eventDateSchema>;

const label = z.string().trim().max(255, { message: 'name_too_long' });
const capacity = z.number().int().min(0).max(10_000_000);

export const eventDateBodySchema = z
  .object({
    start_date: isoDate,
    end_date: isoDate.nullable(),
    label: label.nullable().optional(),
    capacity: capacity.nullable().optional(),
    status: z.enum(EVENT_DATE_STATUSES).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.end_date && new Date(body.end_date) <= new Date(body.start_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'end_before_start' });
    }
  });
export type EventDateBody = z.input<typeof eventDateBodySchema>;
export type EventDateInput = z.output<typeof eventDateBodySchema>;

export const generateDatesBodySchema = z.object({
  /** An RFC 5545 rule, such as FREQ=WEEKLY;BYDAY=TU,TH;BYHOUR=19;COUNT=20, optionally with its own DTSTART. */
  rrule: z.string().trim().min(1, { message: 'required' }).max(2000),
  duration_minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 31),
  label: label.nullable().optional(),
  /** Days (in the event's time zone) on which the rule creates no date. */
  exclusions: z.array(calendarDay).max(MAX_GENERATED_DATES).optional(),
  /** Further starts besides the rule's. */
  additions: z.array(isoDate).max(MAX_GENERATED_DATES).optional(),
});
export type GenerateDatesBody = z.input<typeof generateDatesBodySchema>;
export type GenerateDatesInput = z.output<typeof generateDatesBodySchema>;
export const generateDatesResponseSchema = z.object({ created: z.number().int() });

export const dateOverrideSchema = z.object({
  ticket_price_id: idSchema,
  /** This date's price in minor units; null: the ticket price's. */
  price: z
    .number()
    .int({ message: 'invalid_amount' })
    .min(0, { message: 'invalid_amount' })
    .max(MAX_AMOUNT, { message: 'invalid_amount' })
    .nullable()
    .optional(),
  /** This date's quantity; null: the ticket price's. */
  quantity: z.number().int().min(0).max(10_000_000).nullable().optional(),
  /** This date's visibility; null: the ticket price's. */
  is_hidden: z.boolean().nullable().optional(),
});
export const dateOverridesBodySchema = z.array(dateOverrideSchema).max(500);
export type DateOverridesBody = z.input<typeof dateOverridesBodySchema>;
export const dateOverrideItemSchema = z.object({
  ticket_price_id: z.number().int(),
  price: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  is_hidden: z.boolean().nullable(),
  quantity_held: z.number().int(),
});
export type DateOverride = z.infer<typeof dateOverrideItemSchema>;

/** One date as GET /events/{event_id}/dates/{id} answers it: with its overrides, as PUT …/overrides answers them. */
export const eventDateDetailSchema = eventDateSchema.extend({
  overrides: z.array(dateOverrideItemSchema),
});
export type EventDateDetail = z.infer<typeof eventDateDetailSchema>;

export const publicEventDateSchema = z.object({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  label: z.string().nullable(),
  status: z.enum(EVENT_DATE_STATUSES),
  availability: z.enum(EVENT_DATE_AVAILABILITIES),
});
export type PublicEventDate = z.infer<typeof publicEventDateSchema>;
