import { z } from 'zod';
import { errorResponseSchema, idSchema, nameSchema, queryIntegerSchema } from './common.js';
import { ATTENDEE_STATUSES } from './orders.js';
import { CHECK_IN_BATCH_MAX } from './door.js';
import { attendeeSeatSchema } from './seating-api.js';

/** SPEC §4: a list's status is derived from its activation and expiry dates, never stored. */
export const CHECK_IN_LIST_STATUSES = ['ACTIVE', 'NOT_ACTIVE', 'EXPIRED'] as const;
export type CheckInListStatus = (typeof CHECK_IN_LIST_STATUSES)[number];

const dateTimeSchema = z.iso.datetime({ offset: true, message: 'invalid_format' });

/** A date of the event as the door names it (docs/check-in.md "Dates"). */
export const checkInDateSchema = z.object({
  start_date: z.string(),
  end_date: z.string().nullable(),
  label: z.string().nullable(),
});
export type CheckInDate = z.infer<typeof checkInDateSchema>;

/** A check-in list as the organizer sees it (API.md "Operations"). */
export const checkInListSchema = z.object({
  id: z.number().int(),
  short_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  ticket_ids: z.array(z.number().int()),
  activates_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  status: z.enum(CHECK_IN_LIST_STATUSES),
  /** Attendees of the list's tickets who are in (an attendee is counted once, whichever door let them in). */
  checked_in_count: z.number().int(),
  /** Active attendees of the list's tickets. */
  total_count: z.number().int(),
  /** Offline scans of this list that found the ticket already admitted on another device. */
  conflicts_count: z.number().int(),
  /** The one date the list admits on; null: every date. */
  event_date_id: z.number().int().nullable(),
  event_date: checkInDateSchema.nullable(),
  created_at: z.string(),
});
export type CheckInList = z.infer<typeof checkInListSchema>;

/** POST and PUT check-in-lists: PUT replaces every field. */
export const checkInListBodySchema = z
  .object({
    name: nameSchema,
    description: z.string().trim().max(2000).nullable().optional(),
    ticket_ids: z.array(idSchema).min(1, { message: 'required' }).max(500),
    activates_at: dateTimeSchema.nullable().optional(),
    expires_at: dateTimeSchema.nullable().optional(),
    /** One date of the event (422 for a date of another event); null or absent: every date. */
    event_date_id: idSchema.nullable().optional(),
  })
  .superRefine((body, context) => {
    if (body.activates_at && body.expires_at && Date.parse(body.expires_at) <= Date.parse(body.activates_at)) {
      context.addIssue({ code: 'custom', path: ['expires_at'], message: 'expiry_before_activation' });
    }
  });
export type CheckInListBody = z.input<typeof checkInListBodySchema>;

/**
 * POST attendees/{id}/check_in and check_out: the date to admit on or let out of (a date of the event).
 * Absent: a pass is admitted on the date that is on now; a ONE_DATE ticket on its own date.
 */
export const attendeeCheckInBodySchema = z.object({ event_date_id: idSchema.optional() });
export type AttendeeCheckInBody = z.input<typeof attendeeCheckInBodySchema>;
export type CheckInListInput = z.output<typeof checkInListBodySchema>;

/**
 * An offline scan of a ticket that the server had already admitted on another
 * device (or the organizer's screen): both scans happened, the person was let in once.
 */
export const checkInConflictSchema = z.object({
  id: z.number().int(),
  attendee_id: z.number().int().nullable(),
  attendee_short_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** The device whose upload found the ticket already in. */
  device_id: z.string(),
  scanned_at: z.string(),
  received_at: z.string(),
  /** The admission that counted. */
  checked_in_at: z.string().nullable(),
  checked_in_device_id: z.string().nullable(),
});
export type CheckInConflict = z.infer<typeof checkInConflictSchema>;

// ---------------------------------------------------------------- public (no token)

export const publicCheckInEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  timezone: z.string(),
});

/** GET /public/check-in-lists/{short_id}: the list, its event and its state. */
export const publicCheckInListSchema = z.object({
  short_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(CHECK_IN_LIST_STATUSES),
  activates_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  checked_in_count: z.number().int(),
  total_count: z.number().int(),
  tickets: z.array(z.object({ id: z.number().int(), title: z.string() })),
  event: publicCheckInEventSchema,
  /** The one date the list admits on; null: every date. */
  event_date_id: z.number().int().nullable().optional(),
  event_date: checkInDateSchema.nullable().optional(),
});
export type PublicCheckInList = z.infer<typeof publicCheckInListSchema>;

/** What the door sees of an attendee: names and ticket, never an email. */
export const publicCheckInAttendeeSchema = z.object({
  /** The list's door id of the attendee: checks them in on this list and opens nothing else. */
  short_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  ticket_id: z.number().int(),
  ticket_title: z.string(),
  price_label: z.string().nullable(),
  status: z.enum(ATTENDEE_STATUSES),
  checked_in: z.boolean(),
  checked_in_at: z.string().nullable(),
  /** Where the person sits on a seated event (API.md "Seating"); null without a seat. */
  seat: attendeeSeatSchema.nullable().optional(),
});
export type PublicCheckInAttendee = z.infer<typeof publicCheckInAttendeeSchema>;

/** GET …/attendees: names are shown only once a search term is given. */
export const publicCheckInAttendeesQuerySchema = z.object({
  query: z.string().trim().min(1, { message: 'required' }).max(100),
  page: queryIntegerSchema.pipe(z.number().min(1)).default(1),
  per_page: queryIntegerSchema.pipe(z.number().min(1).max(100)).default(20),
});

export const PUBLIC_CHECK_IN_ACTIONS = ['check_in', 'check_out'] as const;
export type PublicCheckInAction = (typeof PUBLIC_CHECK_IN_ACTIONS)[number];

const deviceIdSchema = z.string().trim().min(1).max(100);

/** POST …/check-ins: a ticket by short id (manual search) or by the text of its QR code. */
export const publicCheckInBodySchema = z
  .object({
    attendee_short_id: z.string().trim().min(1).max(64).optional(),
    qr: z.string().trim().min(1).max(1000).optional(),
    action: z.enum(PUBLIC_CHECK_IN_ACTIONS),
    device_id: deviceIdSchema.optional(),
    scanned_at: dateTimeSchema.optional(),
  })
  .superRefine((body, context) => {
    if (!body.attendee_short_id === !body.qr) {
      context.addIssue({ code: 'custom', path: ['attendee_short_id'], message: 'attendee_or_qr' });
    }
  });
export type PublicCheckInBody = z.input<typeof publicCheckInBodySchema>;

/** One recorded admission or exit (API.md "Check-in" fields, plus when it was scanned). */
export const publicCheckInRecordSchema = z.object({
  id: z.number().int(),
  attendee_short_id: z.string(),
  check_in_list_id: z.number().int().nullable(),
  action: z.enum(['CHECK_IN', 'CHECK_OUT']),
  device_id: z.string().nullable(),
  scanned_at: z.string(),
  created_at: z.string(),
});

/** 200 of POST …/check-ins. */
export const publicCheckInResultSchema = z.object({
  attendee: publicCheckInAttendeeSchema,
  check_in: publicCheckInRecordSchema,
});
export type PublicCheckInResult = z.infer<typeof publicCheckInResultSchema>;

/**
 * The 404/409 answers of the public check-in calls carry `details` where the
 * door needs more than the message:
 * - ALREADY_CHECKED_IN: `{checked_in_at, device_id, attendee}` (when and by which device)
 * - WRONG_DATE: `{event_date, attendee}` (the date the ticket is for)
 * - ATTENDEE_CANCELLED, TICKET_NOT_ON_LIST, NOT_CHECKED_IN: `{attendee}`
 * - CHECK_IN_LIST_NOT_ACTIVE: `{activates_at}`; CHECK_IN_LIST_EXPIRED: `{expires_at}`
 * Unknown or forged codes answer 404 NOT_FOUND; an unknown list 404 CHECK_IN_LIST_NOT_FOUND.
 */
export const checkInErrorSchema = errorResponseSchema.extend({
  details: z
    .object({
      checked_in_at: z.string().nullable().optional(),
      device_id: z.string().nullable().optional(),
      activates_at: z.string().nullable().optional(),
      expires_at: z.string().nullable().optional(),
      attendee: publicCheckInAttendeeSchema.optional(),
      event_date: checkInDateSchema.optional(),
    })
    .optional(),
});
export type CheckInError = z.infer<typeof checkInErrorSchema>;

// ---------------------------------------------------------------- offline

/** A public key that verifies signed ticket QR codes (SD2 codes), as a JWK for WebCrypto's Ed25519. */
export const ticketSigningKeySchema = z.object({
  key_id: z.string(),
  algorithm: z.literal('Ed25519'),
  jwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string() }),
});
export type TicketSigningKey = z.infer<typeof ticketSigningKeySchema>;

/** The seat as an offline row carries it, with what the door shows only. */
export const offlineSeatSchema = z.tuple([z.string(), z.string(), z.string()]);
export type OfflineSeat = z.infer<typeof offlineSeatSchema>;

/**
 * Column order of the offline attendee rows (kept as arrays so 20k attendees stay small).
 * `short_id` is the list's door id of the attendee (what the door sends back to check them
 * in), never the ticket's own short id; `code_hash` finds the row of a QR code read offline
 * (`ticketCodeHash`).
 */
export const OFFLINE_ATTENDEE_COLUMNS = [
  'short_id',
  'first_name',
  'last_name',
  'ticket_id',
  'status',
  'checked_in_at',
  'code_hash',
  'event_date_id',
  'validity',
  'admitted_date_ids',
  'seat',
] as const;
export const offlineAttendeeRowSchema = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.number().int(),
  z.enum(ATTENDEE_STATUSES),
  z.string().nullable(),
  z.string(),
  /** The ticket's date (ONE_DATE), a row of `dates`; null for a pass or a ticket of no particular date. */
  z.number().int().nullable(),
  z.enum(['ONE_DATE', 'ALL_DATES']),
  /** A pass's admissions: the dates of `dates` it was admitted on. */
  z.array(z.number().int()),
  /** Where the person sits on a seated event: `[section, row, seat label]` (a standing area's place: `[area, '', '']`); null without a seat. */
  offlineSeatSchema.nullable().optional(),
]);
export type OfflineAttendeeRow = z.infer<typeof offlineAttendeeRowSchema>;

/** GET …/offline: everything a scanner needs to keep working without network. */
export const offlineCheckInDataSchema = z.object({
  check_in_list: publicCheckInListSchema.omit({ event: true }).extend({ ticket_ids: z.array(z.number().int()) }),
  event: publicCheckInEventSchema,
  /** Every key whose codes are still valid; the first signs new tickets. */
  public_keys: z.array(ticketSigningKeySchema),
  generated_at: z.string(),
  attendee_columns: z.array(z.string()),
  /**
   * The dates the rows name, the list's date, and the event's scheduled dates that have not ended (a door of
   * every date admits a pass on the date that is on, `dateOnAt`); `date_count` is the event's number of dates.
   */
  dates: z.array(
    z.object({
      id: z.number().int(),
      start_date: z.string(),
      end_date: z.string().nullable(),
      label: z.string().nullable(),
      status: z.string(),
    }),
  ),
  date_count: z.number().int(),
  attendees: z.array(offlineAttendeeRowSchema),
});
export type OfflineCheckInData = z.infer<typeof offlineCheckInDataSchema>;

export const checkInBatchBodySchema = z.object({
  device_id: deviceIdSchema,
  check_ins: z
    .array(
      z.object({
        attendee_short_id: z.string().trim().min(1).max(64),
        action: z.enum(PUBLIC_CHECK_IN_ACTIONS),
        scanned_at: dateTimeSchema,
      }),
    )
    .min(1)
    .max(CHECK_IN_BATCH_MAX),
});
export type CheckInBatchBody = z.input<typeof checkInBatchBodySchema>;

/**
 * What happened to one uploaded scan. APPLIED: it admitted or let out;
 * ALREADY_CHECKED_IN: the ticket was already in (`conflict` when another device or
 * the organizer admitted it); the rest as the online call's error codes.
 */
export const CHECK_IN_BATCH_RESULTS = [
  'APPLIED',
  'ALREADY_CHECKED_IN',
  'NOT_CHECKED_IN',
  'ATTENDEE_CANCELLED',
  'TICKET_NOT_ON_LIST',
  'WRONG_DATE',
  'NO_DATE_TODAY',
  'NOT_FOUND',
] as const;
export type CheckInBatchResultCode = (typeof CHECK_IN_BATCH_RESULTS)[number];

export const checkInBatchItemResultSchema = z.object({
  attendee_short_id: z.string(),
  action: z.enum(PUBLIC_CHECK_IN_ACTIONS),
  scanned_at: z.string(),
  result: z.enum(CHECK_IN_BATCH_RESULTS),
  conflict: z.boolean(),
  /** True when this scan had been uploaded before: the stored answer is repeated and nothing changes. */
  duplicate: z.boolean(),
  checked_in_at: z.string().nullable(),
  checked_in_device_id: z.string().nullable(),
  /** WRONG_DATE: the date the ticket is for. */
  event_date: checkInDateSchema.optional(),
});
export type CheckInBatchItemResult = z.infer<typeof checkInBatchItemResultSchema>;

/** 200 of POST …/check-ins/batch: one answer per scan, in the order sent. */
export const checkInBatchResultSchema = z.object({ results: z.array(checkInBatchItemResultSchema) });
export type CheckInBatchResult = z.infer<typeof checkInBatchResultSchema>;

// Signed ticket codes: ticket-code.ts (no zod, for the scanner page).

export const checkInShortIdParamsSchema = z.object({ short_id: z.string().max(64) });

/** GET /accounts/{account_id}/ticket-signing-keys: the account's keys, newest (the current one) first. */
export const ticketSigningKeyDetailsSchema = ticketSigningKeySchema.extend({
  created_at: z.string(),
  /** Signs nothing new since; its codes stay valid unless revoked. */
  retired_at: z.string().nullable(),
  /** Its codes are refused since. */
  revoked_at: z.string().nullable(),
});
export type TicketSigningKeyDetails = z.infer<typeof ticketSigningKeyDetailsSchema>;

/** POST /accounts/{account_id}/ticket-signing-keys/rotate (docs/check-in.md "Key rotation"). */
export const rotateSigningKeyBodySchema = z.object({ revoke_previous: z.boolean().optional().default(false) });
export type RotateSigningKeyBody = z.input<typeof rotateSigningKeyBodySchema>;
