import { PAYMENT_METHODS } from './payment-methods.js';
import { z } from 'zod';
import { businessDetailsBodySchema } from './invoices.js';
import { MAX_AMOUNT, emailSchema, firstNameSchema, idSchema, personLastNameSchema, localeSchema } from './common.js';
import { TICKET_STATUSES, TICKET_TYPES, CALCULATION_TYPES, TAX_AND_FEE_TYPES, DISCOUNT_TYPES } from './catalogue.js';
import { publicEventSchema } from './events.js';
import { PROMO_CODE_MAX_LENGTH } from './promo-code.js';
import { orderDateSchema } from './date-cancel.js';
import { attendeeSeatSchema, seatedOrderLineFieldsSchema } from './seating-api.js';

// ---------------------------------------------------------------- the public event with its tickets

export const publicTicketPriceSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  /** Unit price before any promo discount (for DONATION: the minimum), minor units. */
  price: z.number().int(),
  /** Unit price after the promo code's discount. */
  discounted_price: z.number().int(),
  /** What the page shows per unit in the event's price display mode. */
  display_price: z.number().int(),
  /** Taxes and fees on one unit (listed beside EXCLUSIVE prices, folded into INCLUSIVE ones). */
  display_taxes_and_fees: z.number().int(),
  /** Null when unlimited or when the organizer does not show remaining quantities. */
  quantity_available: z.number().int().nullable(),
  status: z.enum(TICKET_STATUSES),
});
export type PublicTicketPrice = z.infer<typeof publicTicketPriceSchema>;

export const publicTicketSchema = z.object({
  id: z.number().int(),
  type: z.enum(TICKET_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  min_per_order: z.number().int().nullable(),
  /** The ticket's own maximum, or the product-wide ceiling when that is lower or the ticket has none. */
  max_per_order: z.number().int(),
  sale_start_date: z.string().nullable(),
  sale_end_date: z.string().nullable(),
  start_collapsed: z.boolean(),
  status: z.enum(TICKET_STATUSES),
  /** Whether the buyer's promo code discounts this ticket (a donation: the amount above its minimum). */
  promo_applies: z.boolean(),
  prices: z.array(publicTicketPriceSchema),
  taxes_and_fees: z.array(
    z.object({ name: z.string(), type: z.enum(TAX_AND_FEE_TYPES), calculation_type: z.enum(CALCULATION_TYPES), rate: z.number() }),
  ),
});
export type PublicTicket = z.infer<typeof publicTicketSchema>;

export const appliedPromoCodeSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  discount_type: z.enum(DISCOUNT_TYPES).nullable(),
  discount: z.number().nullable(),
});

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;

export const publicEventWithTicketsSchema = publicEventSchema.extend({
  tickets: z.array(publicTicketSchema),
  promo_code: appliedPromoCodeSchema.nullable(),
  /** True while the built-in test provider takes payments: pages show a "test mode" banner. */
  test_mode: z.boolean(),
  /** The most tickets one order may hold in all. */
  max_tickets_per_order: z.number().int(),
  /** The date whose tickets, prices and availability these are (the one asked for, else the first upcoming). */
  event_date_id: z.number().int().nullable(),
  /** How many dates the event has: with more than one, a purchase names its date. */
  dates_count: z.number().int(),
  /** Sold with a seating plan: the page loads the seat picker (GET /public/events/{id}/seating). */
  seated: z.boolean(),
});
export type PublicEventWithTickets = z.infer<typeof publicEventWithTicketsSchema>;

// ---------------------------------------------------------------- orders

export const ORDER_STATUSES = [
  'RESERVED',
  'AWAITING_PAYMENT',
  'PROCESSING',
  'COMPLETED',
  'CANCELLED',
  'PAYMENT_FAILED',
  'REFUND_PENDING',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'REFUND_FAILED',
  'EXPIRED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['NOT_REQUIRED', 'AWAITING_PAYMENT', 'PROCESSING', 'SUCCEEDED', 'FAILED'] as const;

/** Lines (one price of one ticket each) a reservation may carry, however they are grouped. */
export const MAX_ORDER_LINES = 50;
/** The product-wide ceiling on tickets in one order when the server's MAX_TICKETS_PER_ORDER is not set. */
export const DEFAULT_MAX_TICKETS_PER_ORDER = 100;

const reserveOrderShape = (maxTicketsPerOrder: number) =>
  z.object({
    tickets: z
      .array(
        z.object({
          ticket_id: idSchema,
          quantities: z
            .array(
              z
                .object({
                  price_id: idSchema,
                  quantity: z.number().int().min(0).max(maxTicketsPerOrder),
                  /** DONATION: the amount the buyer chose; otherwise the unit price the buyer was shown (checked). */
                  price: z.number().int().min(0).max(MAX_AMOUNT).optional(),
                })
                // A seated price (API.md "Seating"): the seats chosen (as many as `quantity`), or best available.
                .extend(seatedOrderLineFieldsSchema.shape)
                .superRefine((line, ctx) => {
                  if (line.seat_ids && line.seat_ids.length !== line.quantity) {
                    ctx.addIssue({ code: 'custom', path: ['seat_ids'], message: 'seat_count_mismatch' });
                  }
                  if (line.seat_ids && new Set(line.seat_ids).size !== line.seat_ids.length) {
                    ctx.addIssue({ code: 'custom', path: ['seat_ids'], message: 'duplicate_seat_id' });
                  }
                  if ([line.seat_ids, line.best_available, line.standing_area_id].filter(Boolean).length > 1) {
                    ctx.addIssue({ code: 'custom', path: ['seat_ids'], message: 'one_seat_choice' });
                  }
                }),
            )
            .min(1)
            .max(MAX_ORDER_LINES),
        }),
      )
      .min(1, { message: 'ticket_required' })
      .max(MAX_ORDER_LINES),
    promo_code: z.string().trim().max(PROMO_CODE_MAX_LENGTH).nullable().optional(),
    affiliate_code: z.string().trim().max(100).nullable().optional(),
    locale: localeSchema.optional(),
    /** The date bought for: required when the event has more than one (422 DATE_REQUIRED), else its only date. */
    date_id: idSchema.nullable().optional(),
  });

/**
 * The reservation request, bounded before anything is priced or stored: at most
 * `MAX_ORDER_LINES` lines and `maxTicketsPerOrder` tickets in all (422 on `tickets`).
 */
export function reserveOrderBodySchemaFor(maxTicketsPerOrder: number) {
  return reserveOrderShape(maxTicketsPerOrder).superRefine((body, ctx) => {
    const lines = body.tickets.reduce((sum, ticket) => sum + ticket.quantities.length, 0);
    if (lines > MAX_ORDER_LINES) {
      ctx.addIssue({ code: 'too_big', origin: 'array', maximum: MAX_ORDER_LINES, input: body.tickets, path: ['tickets'] });
    }
    const units = body.tickets.reduce((sum, ticket) => sum + ticket.quantities.reduce((total, q) => total + q.quantity, 0), 0);
    if (units > maxTicketsPerOrder) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: maxTicketsPerOrder,
        input: units,
        path: ['tickets'],
        message: 'too_many_tickets',
      });
    }
  });
}

export const reserveOrderBodySchema = reserveOrderBodySchemaFor(DEFAULT_MAX_TICKETS_PER_ORDER);
export type ReserveOrderBody = z.input<typeof reserveOrderBodySchema>;
export type ReserveOrderInput = z.output<typeof reserveOrderBodySchema>;

export const orderItemSchema = z.object({
  ticket_id: z.number().int(),
  ticket_price_id: z.number().int(),
  ticket_title: z.string(),
  price_label: z.string().nullable(),
  quantity: z.number().int(),
  price_before_discount: z.number().int(),
  price: z.number().int(),
  total_before_additions: z.number().int(),
  total_fee: z.number().int(),
  total_tax: z.number().int(),
  total_gross: z.number().int(),
  taxes_and_fees: z.array(z.object({ name: z.string(), type: z.enum(TAX_AND_FEE_TYPES), amount: z.number().int() })),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const publicAttendeeSchema = z.object({
  short_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  ticket_id: z.number().int(),
  ticket_price_id: z.number().int(),
  ticket_title: z.string(),
  price_label: z.string().nullable(),
  status: z.enum(['ACTIVE', 'CANCELLED', 'AWAITING_PAYMENT']),
  /** The date the order or ticket is for (API.md "Dates"); null for a pass, valid on every date. */
  event_date_id: z.number().int().nullable(),
  event_date: orderDateSchema.nullable(),
  /** The seat on a seated event (API.md "Seating"). */
  seat: attendeeSeatSchema.nullable(),
});
export type PublicAttendee = z.infer<typeof publicAttendeeSchema>;

export const publicOrderSchema = z.object({
  short_id: z.string(),
  event_id: z.number().int(),
  public_reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  currency: z.string(),
  total_before_additions: z.number().int(),
  total_discount: z.number().int(),
  total_fee: z.number().int(),
  total_tax: z.number().int(),
  total_gross: z.number().int(),
  total_refunded: z.number().int(),
  reserved_until: z.string().nullable(),
  is_test: z.boolean(),
  promo_code: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  locale: z.string(),
  items: z.array(orderItemSchema),
  attendees: z.array(publicAttendeeSchema),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** The date the order or ticket is for (API.md "Dates"); null for a pass, valid on every date. */
  event_date_id: z.number().int().nullable(),
  event_date: orderDateSchema.nullable(),
  /** How the buyer chose to pay (API.md "Money"); null until chosen, and for free or manual orders. */
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** The organizer's instructions for an offline method, as given to the buyer when it was chosen. */
  payment_instructions: z.string().nullable(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

export const answerSchema = z.object({
  question_id: idSchema,
  answer: z.union([z.string().max(5000), z.array(z.string().max(255)).max(200)]),
});
export type Answer = z.infer<typeof answerSchema>;

export const orderDetailsBodySchema = z.object({
  order: z.object({
    first_name: firstNameSchema,
    last_name: personLastNameSchema,
    email: emailSchema,
    answers: z.array(answerSchema).max(200).optional().default([]),
  }),
  /** Company, address and tax id when the event asks for them (settings.business_details). */
  business: businessDetailsBodySchema.optional(),
  attendees: z
    .array(
      z.object({
        ticket_price_id: idSchema,
        first_name: firstNameSchema,
        last_name: personLastNameSchema,
        email: emailSchema,
        answers: z.array(answerSchema).max(200).optional().default([]),
      }),
    )
    .max(1000),
});
export type OrderDetailsBody = z.input<typeof orderDetailsBodySchema>;
export type OrderDetailsInput = z.output<typeof orderDetailsBodySchema>;

export const paymentStartSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  client_secret: z.string().nullable().optional(),
  publishable_key: z.string().nullable().optional(),
  /** The connected Stripe account the PaymentIntent lives on (Stripe.js `stripeAccount`). */
  stripe_account_id: z.string().nullable().optional(),
  redirect_url: z.string().nullable().optional(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const testPaymentBodySchema = z.object({
  card_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { message: 'invalid_card_number' })),
});

/** The card numbers of the built-in test provider (API.md). */
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

// ---------------------------------------------------------------- tickets (attendee pages)

export const publicAttendeeTicketSchema = z.object({
  attendee: publicAttendeeSchema.extend({ checked_in_at: z.string().nullable() }),
  /** Never the order's short id: that is the buyer's key to every ticket of the order. */
  order: z.object({ public_reference: z.string(), status: z.enum(ORDER_STATUSES), is_test: z.boolean() }),
  event: publicEventSchema,
  /** Signed payload to encode in the QR code; scanners verify the signature. */
  qr_code: z.string(),
  ticket_page_message: z.string().nullable(),
});
export type PublicAttendeeTicket = z.infer<typeof publicAttendeeTicketSchema>;
