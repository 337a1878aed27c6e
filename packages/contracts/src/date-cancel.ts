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

/** The date of an order or attendee, as their answers carry it. */
export const orderDateSchema = z.object({
  start_date: isoDateTime,
  end_date: isoDateTime.nullable(),
  label: z.string().nullable(),
});
export type OrderDate = z.infer<typeof orderDateSchema>;
