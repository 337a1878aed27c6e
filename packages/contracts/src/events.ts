import { z } from 'zod';
import { BUSINESS_DETAILS_MODES, INVOICE_MODES } from './invoices.js';
import { DEFAULT_WIDGET_SETTINGS, WIDGET_CHECKOUT_TARGETS } from './widget.js';
import {
  currencySchema,
  descriptionSchema,
  emailSchema,
  hexColorSchema,
  idSchema,
  nameSchema,
  timezoneSchema,
  urlSchema,
} from './common.js';
import { imageSchema } from './organizers.js';
import { DEFAULT_PAYMENT_SETTINGS, PAYMENT_METHODS, paymentMethodsSettingSchema } from './payment-methods.js';

export const EVENT_STATUSES = ['DRAFT', 'LIVE', 'ARCHIVED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** Where an event stands in time, derived from its dates and status (the tabs of the events list). */
export const EVENT_LIFECYCLES = ['UPCOMING', 'ONGOING', 'ENDED', 'ARCHIVED'] as const;
export type EventLifecycle = (typeof EVENT_LIFECYCLES)[number];
export const EVENT_IMAGE_TYPES = ['EVENT_COVER', 'DOCUMENT'] as const;
export type EventImageType = (typeof EVENT_IMAGE_TYPES)[number];
export const PRICE_DISPLAY_MODES = ['INCLUSIVE', 'EXCLUSIVE'] as const;
export const HOMEPAGE_BACKGROUND_TYPES = ['COLOR', 'MIRROR_COVER_IMAGE'] as const;
/** Where the embeddable widget continues to checkout: a new browser tab, or inside its own frame. */
export const MAX_WIDGET_PADDING = 64;

const optionalText = (max: number) => z.string().max(max).nullable();
const isoDate = z.iso.datetime({ offset: true, message: 'invalid_date' });

export const locationDetailsSchema = z.object({
  venue_name: optionalText(255).optional().default(null),
  address_line_1: optionalText(255).optional().default(null),
  address_line_2: optionalText(255).optional().default(null),
  city: optionalText(255).optional().default(null),
  state_or_region: optionalText(255).optional().default(null),
  zip_or_postal_code: optionalText(64).optional().default(null),
  country: optionalText(64).optional().default(null),
});
export type LocationDetails = z.infer<typeof locationDetailsSchema>;

const eventSettingsFields = {
  custom_map_url: urlSchema.nullable(),
  seo_title: optionalText(255),
  seo_description: optionalText(500),
  seo_keywords: optionalText(255),
  allow_search_engine_indexing: z.boolean(),
  support_email: emailSchema.nullable(),
  email_footer_message: optionalText(5000),
  order_timeout_in_minutes: z.number().int().min(1).max(1440),
  homepage_background_color: hexColorSchema,
  homepage_content_background_color: hexColorSchema,
  homepage_primary_color: hexColorSchema,
  homepage_secondary_color: hexColorSchema,
  homepage_text_color: hexColorSchema,
  homepage_button_color: hexColorSchema,
  homepage_button_text_color: hexColorSchema,
  homepage_link_color: hexColorSchema,
  homepage_padding: z.number().int().min(0).max(160),
  homepage_background_type: z.enum(HOMEPAGE_BACKGROUND_TYPES),
  notify_organizer_of_new_orders: z.boolean(),
  notify_buyer_of_refund: z.boolean(),
  pre_checkout_message: optionalText(20_000),
  post_checkout_message: optionalText(20_000),
  ticket_page_message: optionalText(20_000),
  continue_button_text: optionalText(60),
  hide_getting_started_page: z.boolean(),
  show_hidden_questions: z.boolean(),
  price_display_mode: z.enum(PRICE_DISPLAY_MODES),
  show_available_ticket_quantity: z.boolean(),
  show_powered_by_footer: z.boolean(),
  widget_background_color: hexColorSchema,
  widget_text_color: hexColorSchema,
  widget_primary_color: hexColorSchema,
  widget_primary_text_color: hexColorSchema,
  widget_padding: z.number().int().min(0).max(MAX_WIDGET_PADDING),
  widget_continue_button_text: optionalText(60),
  widget_checkout_target: z.enum(WIDGET_CHECKOUT_TARGETS),
  widget_auto_resize: z.boolean(),
  widget_show_event_title: z.boolean(),
  /** API.md "Money": the methods buyers may pay with, how long an offline payment holds, door tickets at once. */
  payment_methods: paymentMethodsSettingSchema,
  offline_payment_days: z.number().int().min(1).max(60),
  pay_at_door_issues_tickets: z.boolean(),
  /** How long a waiting-list offer holds its tickets (docs/waiting-list.md). */
  waiting_list_offer_hours: z.number().int().min(1).max(336),
  /** AUTOMATIC: stock that comes back is offered at once; MANUAL: only when the organizer offers it. */
  waiting_list_offers: z.enum(['AUTOMATIC', 'MANUAL']),
  invoice_mode: z.enum(INVOICE_MODES),
  business_details: z.enum(BUSINESS_DETAILS_MODES),
};

/** Every setting of an event. */
export const eventSettingsSchema = z.object(eventSettingsFields);
export type EventSettings = z.infer<typeof eventSettingsSchema>;
/** Settings sent by clients: any subset, merged into the current ones. */
export const eventSettingsInputSchema = z.object(eventSettingsFields).partial();

/** The settings a new event starts from. */
export const DEFAULT_EVENT_SETTINGS: EventSettings = {
  custom_map_url: null,
  seo_title: null,
  seo_description: null,
  seo_keywords: null,
  allow_search_engine_indexing: true,
  support_email: null,
  email_footer_message: null,
  order_timeout_in_minutes: 15,
  homepage_background_color: '#f5f3ef',
  homepage_content_background_color: '#ffffff',
  homepage_primary_color: '#0c8599',
  homepage_secondary_color: '#364fc7',
  homepage_text_color: '#1f2328',
  homepage_button_color: '#0b7285',
  homepage_button_text_color: '#ffffff',
  homepage_link_color: '#0b7285',
  homepage_padding: 32,
  homepage_background_type: 'COLOR',
  notify_organizer_of_new_orders: true,
  notify_buyer_of_refund: true,
  pre_checkout_message: null,
  post_checkout_message: null,
  ticket_page_message: null,
  continue_button_text: null,
  hide_getting_started_page: false,
  show_hidden_questions: false,
  price_display_mode: 'EXCLUSIVE',
  show_available_ticket_quantity: false,
  show_powered_by_footer: true,
  ...DEFAULT_WIDGET_SETTINGS,
  ...DEFAULT_PAYMENT_SETTINGS,
  waiting_list_offer_hours: 24,
  waiting_list_offers: 'AUTOMATIC',
  invoice_mode: 'ON_COMPLETION',
  business_details: 'OFF',
};
export const DEFAULT_CONTINUE_BUTTON_TEXT = 'Continue';

export const eventSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  organizer_id: z.number().int(),
  organizer: z.object({ id: z.number().int(), name: z.string() }),
  title: z.string(),
  description: z.string().nullable(),
  slug: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
  status: z.enum(EVENT_STATUSES),
  lifecycle: z.enum(EVENT_LIFECYCLES),
  location_details: locationDetailsSchema.nullable(),
  is_online_event: z.boolean(),
  online_event_connection_details: z.string().nullable(),
  settings: eventSettingsSchema,
  images: z.array(imageSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

const eventFields = {
  title: nameSchema,
  description: descriptionSchema.nullable().optional(),
  start_date: isoDate,
  end_date: isoDate.nullable().optional(),
  timezone: timezoneSchema.optional(),
  currency: currencySchema.optional(),
  location_details: locationDetailsSchema.nullable().optional(),
  is_online_event: z.boolean().optional(),
  online_event_connection_details: optionalText(20_000).optional(),
  settings: eventSettingsInputSchema.optional(),
};

function endAfterStart<T extends { start_date?: string | undefined; end_date?: string | null | undefined }>(body: T): boolean {
  return !body.start_date || !body.end_date || new Date(body.end_date) > new Date(body.start_date);
}
const endAfterStartIssue = { message: 'end_before_start', path: ['end_date'] };

export const createEventBodySchema = z.object({ organizer_id: idSchema, ...eventFields }).refine(endAfterStart, endAfterStartIssue);
export type CreateEventBody = z.input<typeof createEventBodySchema>;
export type CreateEventInput = z.output<typeof createEventBodySchema>;

export const updateEventBodySchema = z
  .object({ organizer_id: idSchema, ...eventFields })
  .partial()
  .refine(endAfterStart, endAfterStartIssue);
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;
export type UpdateEventInput = z.output<typeof updateEventBodySchema>;

export const eventStatusBodySchema = z.object({ status: z.enum(EVENT_STATUSES) });

export const duplicateEventBodySchema = z.object({
  title: nameSchema.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.nullable().optional(),
});
export type DuplicateEventBody = z.input<typeof duplicateEventBodySchema>;
export type DuplicateEventInput = z.output<typeof duplicateEventBodySchema>;

/** The public face of an event: what buyers and search engines see. */
export const publicEventSchema = eventSchema
  .omit({ account_id: true, settings: true, created_at: true, updated_at: true, lifecycle: true })
  .extend({
    lifecycle: z.enum(EVENT_LIFECYCLES),
    organizer: z.object({ id: z.number().int(), name: z.string(), website: z.string().nullable(), description: z.string().nullable() }),
    settings: eventSettingsSchema
      .omit({
        notify_organizer_of_new_orders: true,
        notify_buyer_of_refund: true,
        hide_getting_started_page: true,
        show_hidden_questions: true,
        email_footer_message: true,
      })
      .extend({
        /** The methods buyers may pick; their instructions go only to the buyer who picks one, with the order. */
        payment_methods: z.array(z.object({ method: z.enum(PAYMENT_METHODS) })),
      }),
  });
export type PublicEvent = z.infer<typeof publicEventSchema>;

const statTotals = {
  tickets_sold: z.number().int(),
  orders_created: z.number().int(),
  sales_total_gross: z.number().int(),
  total_fee: z.number().int(),
  total_tax: z.number().int(),
  total_refunded: z.number().int(),
};

/** GET events/{id}/stats: money in the event's currency, in minor units. */
export const eventStatsSchema = z.object({
  currency: z.string(),
  totals: z.object({ ...statTotals, attendees_registered: z.number().int(), check_ins: z.number().int() }),
  daily: z.array(z.object({ date: z.string(), ...statTotals })),
});
export type EventStats = z.infer<typeof eventStatsSchema>;

export const eventCheckInStatsSchema = z.object({
  total_attendees: z.number().int(),
  checked_in: z.number().int(),
});
export type EventCheckInStats = z.infer<typeof eventCheckInStatsSchema>;
