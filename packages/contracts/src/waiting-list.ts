import { z } from 'zod';
import { emailSchema, idSchema, localeSchema, nameSchema } from './common.js';
import { exportListBodySchema } from './orders.js';

/**
 * A waiting-list entry's life (docs/waiting-list.md): WAITING in line; OFFERED while a reserved order holds its
 * party's tickets; PURCHASED once that order is paid; EXPIRED when the offer lapsed unpaid; CANCELLED when the
 * entrant left or the organizer removed it.
 */
export const WAITING_LIST_STATUSES = ['WAITING', 'OFFERED', 'PURCHASED', 'EXPIRED', 'CANCELLED'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** POST /public/events/{event_id}/waiting-list: joining the list of a sold-out price (on a date). */
export const joinWaitingListBodySchema = z.object({
  ticket_price_id: idSchema,
  /** Required when the event has several dates, as for a purchase. */
  date_id: idSchema.optional(),
  /** The party's size: at least one, at most the ticket's maximum per order (422 above it). */
  quantity: z.number().int().min(1).max(1000),
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  /** The language of the entrant's mails; the request's language otherwise. */
  locale: localeSchema.optional(),
});
export type JoinWaitingListBody = z.input<typeof joinWaitingListBodySchema>;

export const joinedWaitingListSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  status: z.enum(WAITING_LIST_STATUSES),
  /** Place in line among the entries still waiting for the same price and date (1 is next); null once not waiting. */
  position: z.number().int().nullable(),
});
export type JoinedWaitingList = z.infer<typeof joinedWaitingListSchema>;

/** GET /public/waiting-list/{token}: what the entrant sees. */
export const publicWaitingListEntrySchema = joinedWaitingListSchema.extend({
  event_id: z.number().int(),
  event_title: z.string(),
  ticket_title: z.string(),
  price_label: z.string().nullable(),
  date_id: z.number().int(),
  quantity: z.number().int(),
  first_name: z.string(),
  locale: localeSchema,
  /** While OFFERED: the order that holds the tickets, its checkout path and when the offer lapses. */
  order_short_id: z.string().nullable(),
  checkout_path: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type PublicWaitingListEntry = z.infer<typeof publicWaitingListEntrySchema>;

/** One entry as the organizer sees it. */
export const waitingListEntrySchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  ticket_id: z.number().int(),
  ticket_title: z.string(),
  ticket_price_id: z.number().int(),
  price_label: z.string().nullable(),
  date_id: z.number().int(),
  /** The seat category whose line the entry is on (docs/waiting-list.md, "Seated prices"); null on another line. */
  seat_category: z.string().nullable().optional(),
  /** The capacity pool (assignment) whose line the entry is on ("Capacity pools"); null on another line. */
  capacity_assignment_id: z.number().int().nullable().optional(),
  /** That pool's name. */
  capacity_assignment_name: z.string().nullable().optional(),
  quantity: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  locale: localeSchema,
  status: z.enum(WAITING_LIST_STATUSES),
  position: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  order_short_id: z.string().nullable(),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

/** Figures of an event's list, with the entries: how many wait, offers sent and how many turned into sales. */
export const waitingListFiguresSchema = z.object({
  waiting: z.number().int(),
  offered: z.number().int(),
  offers_sent: z.number().int(),
  offers_converted: z.number().int(),
});
export type WaitingListFigures = z.infer<typeof waitingListFiguresSchema>;

export const exportWaitingListBodySchema = exportListBodySchema;
