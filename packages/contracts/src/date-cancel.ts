import { z } from 'zod';
import { isoDateTime } from './common.js';

/** POST /events/{event_id}/dates/{id}/cancel (API.md "Dates"). */
export const cancelDateBodySchema = z.object({
  /** Refund every paid order of the date in full (manual orders are cancelled without a refund). */
  refund: z.boolean(),
  /** Mail each buyer, in the buyer's language, that the date is cancelled. */
  notify_buyers: z.boolean(),
  /** The organizer's words to the buyers, quoted in the mail. */
  message: z.string().trim().max(2000).nullish(),
});
export type CancelDateBody = z.input<typeof cancelDateBodySchema>;

export const EVENT_DATE_STATUS_VALUES = ['SCHEDULED', 'CANCELLED'] as const;

/** How far the cancellation of a date got: orders of the date to cancel, and those done. */
export const dateCancellationSchema = z.object({
  cancelled_at: isoDateTime,
  refund: z.boolean(),
  notify_buyers: z.boolean(),
  message: z.string().nullable(),
  orders_total: z.number().int(),
  orders_done: z.number().int(),
});

/** A date as the cancel route answers it (API.md "Dates": Date). */
export const cancelledDateSchema = z.object({
  id: z.number().int(),
  start_date: isoDateTime,
  end_date: isoDateTime.nullable(),
  label: z.string().nullable(),
  status: z.enum(EVENT_DATE_STATUS_VALUES),
  capacity: z.number().int().nullable(),
  sold_count: z.number().int(),
  cancellation: dateCancellationSchema.nullable(),
});
export type CancelledDate = z.infer<typeof cancelledDateSchema>;

/** The date of an order or attendee, as their answers carry it. */
export const orderDateSchema = z.object({
  start_date: isoDateTime,
  end_date: isoDateTime.nullable(),
  label: z.string().nullable(),
});
export type OrderDate = z.infer<typeof orderDateSchema>;
