import { z } from 'zod';
import { MAX_AMOUNT, emailSchema, firstNameSchema, idSchema, personLastNameSchema, localeSchema } from './common.js';
import { QUESTION_TYPES } from './catalogue.js';
import { ORDER_STATUSES, answerSchema } from './checkout.js';
import { orderDateSchema } from './date-cancel.js';
import { attendeeSeatSchema } from './seating-api.js';
import { ATTENDEE_STATUSES, exportListBodySchema, type EXPORT_FORMATS } from './orders.js';

export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];
export const CHECK_IN_ACTIONS = ['CHECK_IN', 'CHECK_OUT'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** An attendee as the organizer sees it in the list. */
export const attendeeSchema = z.object({
  id: z.number().int(),
  short_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  locale: z.string(),
  status: z.enum(ATTENDEE_STATUSES),
  checked_in_at: z.string().nullable(),
  ticket_id: z.number().int(),
  ticket_price_id: z.number().int(),
  ticket_title: z.string(),
  price_label: z.string().nullable(),
  order_id: z.number().int(),
  order_short_id: z.string(),
  order_public_reference: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  is_manually_created: z.boolean(),
  is_test: z.boolean(),
  created_at: z.string(),
  /** The date the order or ticket is for (API.md "Dates"); null for a pass, valid on every date. */
  event_date_id: z.number().int().nullable(),
  event_date: orderDateSchema.nullable(),
  /** The seat on a seated event (API.md "Seating"). */
  seat: attendeeSeatSchema.nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendeeAnswerSchema = z.object({
  question_id: z.number().int(),
  title: z.string(),
  type: z.enum(QUESTION_TYPES),
  is_hidden: z.boolean(),
  answer: z.union([z.string(), z.array(z.string())]),
});
export type AttendeeAnswer = z.infer<typeof attendeeAnswerSchema>;

/** One attendee with its answers to the attendee questions. */
export const attendeeDetailsSchema = attendeeSchema.extend({ answers: z.array(attendeeAnswerSchema) });
export type AttendeeDetails = z.infer<typeof attendeeDetailsSchema>;

export const updateAttendeeBodySchema = z.object({
  first_name: firstNameSchema,
  last_name: personLastNameSchema,
  email: emailSchema,
  locale: localeSchema.optional(),
  answers: z.array(answerSchema).max(200).optional(),
});
export type UpdateAttendeeBody = z.input<typeof updateAttendeeBodySchema>;
export type UpdateAttendeeInput = z.output<typeof updateAttendeeBodySchema>;

/** A walk-in or comp ticket: a completed, manually created order holding one attendee. */
export const createAttendeeBodySchema = z.object({
  ticket_id: idSchema,
  ticket_price_id: idSchema.optional(),
  /** The date the ticket is for: required when the event has more than one (422 DATE_REQUIRED). */
  event_date_id: idSchema.optional(),
  first_name: firstNameSchema,
  last_name: personLastNameSchema,
  email: emailSchema,
  locale: localeSchema.optional(),
  /** What the attendee paid, in minor units; 0 (the default) for a complimentary ticket. */
  amount_paid: z
    .number()
    .int({ message: 'invalid_amount' })
    .min(0, { message: 'invalid_amount' })
    .max(MAX_AMOUNT, { message: 'invalid_amount' })
    .optional()
    .default(0),
  send_ticket: z.boolean().optional().default(false),
  /**
   * Take a unit the waiting list keeps for its waiting entries (docs/waiting-list.md): without it, 409
   * WAITING_LIST_FIRST when the list waits for the price (or its seat category) on the date.
   */
  take_from_waiting_list: z.boolean().optional().default(false),
  answers: z.array(answerSchema).max(200).optional().default([]),
});
export type CreateAttendeeBody = z.input<typeof createAttendeeBodySchema>;
export type CreateAttendeeInput = z.output<typeof createAttendeeBodySchema>;

/** Reactivating a cancelled ticket: the body may be left out (routes take it `.nullish()`). */
export const reactivateAttendeeBodySchema = z.object({
  /** Take a unit the waiting list keeps (docs/waiting-list.md): without it, 409 WAITING_LIST_FIRST. */
  take_from_waiting_list: z.boolean().optional(),
});
export type ReactivateAttendeeBody = z.input<typeof reactivateAttendeeBodySchema>;

export const checkInSchema = z.object({
  id: z.number().int(),
  attendee_id: z.number().int(),
  attendee_short_id: z.string(),
  check_in_list_id: z.number().int().nullable(),
  action: z.enum(CHECK_IN_ACTIONS),
  device_id: z.string().nullable(),
  created_at: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const checkInResultSchema = z.object({ attendee: attendeeSchema, check_in: checkInSchema });
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const exportBodySchema = exportListBodySchema;
export type ExportBody = z.input<typeof exportBodySchema>;
