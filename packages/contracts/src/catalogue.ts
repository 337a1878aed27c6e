import { z } from 'zod';
import { MAX_AMOUNT, descriptionSchema, idSchema, nameSchema } from './common.js';
import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH } from './promo-code.js';

const isoDate = z.iso.datetime({ offset: true, message: 'invalid_date' });
const money = z
  .number()
  .int({ message: 'invalid_amount' })
  .min(0, { message: 'invalid_amount' })
  .max(MAX_AMOUNT, { message: 'invalid_amount' });
/** A percentage with at most three decimals, 0 to 100. */
const percentage = z
  .number()
  .min(0, { message: 'invalid_percentage' })
  .max(100, { message: 'invalid_percentage' })
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, { message: 'invalid_percentage' });

// ---------------------------------------------------------------- taxes and fees

export const TAX_AND_FEE_TYPES = ['TAX', 'FEE'] as const;
export const CALCULATION_TYPES = ['PERCENTAGE', 'FIXED'] as const;

export const taxAndFeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(TAX_AND_FEE_TYPES),
  calculation_type: z.enum(CALCULATION_TYPES),
  /** PERCENTAGE: a percent such as 19.5; FIXED: minor units. */
  rate: z.number(),
  is_default: z.boolean(),
  is_active: z.boolean(),
});
export type TaxAndFee = z.infer<typeof taxAndFeeSchema>;

export const taxAndFeeBodySchema = z
  .object({
    name: nameSchema,
    type: z.enum(TAX_AND_FEE_TYPES),
    calculation_type: z.enum(CALCULATION_TYPES),
    rate: z.number(),
    is_default: z.boolean().optional().default(false),
    is_active: z.boolean().optional().default(true),
  })
  .superRefine((body, ctx) => {
    const schema = body.calculation_type === 'PERCENTAGE' ? percentage : money;
    if (!schema.safeParse(body.rate).success || body.rate <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['rate'],
        message: body.calculation_type === 'PERCENTAGE' ? 'invalid_percentage' : 'invalid_amount',
      });
    }
  });
export type TaxAndFeeBody = z.input<typeof taxAndFeeBodySchema>;

// ---------------------------------------------------------------- tickets

export const TICKET_TYPES = ['PAID', 'FREE', 'DONATION', 'TIERED'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
/** ONE_DATE: stock per date; ALL_DATES: a pass, one stock for the series, admitted once on each date (docs/dates.md). */
export const TICKET_VALIDITIES = ['ONE_DATE', 'ALL_DATES'] as const;
export type TicketValidity = (typeof TICKET_VALIDITIES)[number];
/** SPEC §4 ticket visibility, as one status computed from the ticket, prices, capacity, clock and promo code. */
export const TICKET_STATUSES = ['ON_SALE', 'NOT_ON_SALE', 'SOLD_OUT', 'SALE_ENDED', 'HIDDEN', 'PAUSED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ticketPriceSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  price: z.number().int(),
  initial_quantity_available: z.number().int().nullable(),
  quantity_sold: z.number().int(),
  quantity_available: z.number().int().nullable(),
  is_hidden: z.boolean(),
  sale_start_date: z.string().nullable(),
  sale_end_date: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
});
export type TicketPrice = z.infer<typeof ticketPriceSchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  type: z.enum(TICKET_TYPES),
  validity: z.enum(TICKET_VALIDITIES),
  title: z.string(),
  description: z.string().nullable(),
  prices: z.array(ticketPriceSchema),
  min_per_order: z.number().int().nullable(),
  max_per_order: z.number().int().nullable(),
  sale_start_date: z.string().nullable(),
  sale_end_date: z.string().nullable(),
  hide_before_sale_start_date: z.boolean(),
  hide_after_sale_end_date: z.boolean(),
  hide_when_sold_out: z.boolean(),
  is_hidden: z.boolean(),
  is_hidden_without_promo_code: z.boolean(),
  start_collapsed: z.boolean(),
  show_quantity_remaining: z.boolean(),
  is_paused: z.boolean(),
  tax_and_fee_ids: z.array(z.number().int()),
  order: z.number().int(),
  status: z.enum(TICKET_STATUSES),
  has_sales: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketPriceBodySchema = z.object({
  id: idSchema.optional(),
  label: z.string().trim().max(255).nullable().optional(),
  price: money.optional().default(0),
  initial_quantity_available: z.number().int().min(0).max(10_000_000).nullable().optional().default(null),
  is_hidden: z.boolean().optional().default(false),
  sale_start_date: isoDate.nullable().optional().default(null),
  sale_end_date: isoDate.nullable().optional().default(null),
});

const ticketFields = {
  type: z.enum(TICKET_TYPES),
  /** ONE_DATE when a new ticket leaves it out; an update without it keeps the ticket's. */
  validity: z.enum(TICKET_VALIDITIES).optional(),
  title: nameSchema,
  description: descriptionSchema.nullable().optional(),
  prices: z.array(ticketPriceBodySchema).min(1, { message: 'price_tier_required' }).max(100),
  min_per_order: z.number().int().min(1).max(1000).nullable().optional(),
  max_per_order: z.number().int().min(1).max(1000).nullable().optional(),
  sale_start_date: isoDate.nullable().optional(),
  sale_end_date: isoDate.nullable().optional(),
  hide_before_sale_start_date: z.boolean().optional(),
  hide_after_sale_end_date: z.boolean().optional(),
  hide_when_sold_out: z.boolean().optional(),
  is_hidden: z.boolean().optional(),
  is_hidden_without_promo_code: z.boolean().optional(),
  start_collapsed: z.boolean().optional(),
  show_quantity_remaining: z.boolean().optional(),
  is_paused: z.boolean().optional(),
  tax_and_fee_ids: z.array(idSchema).max(50).optional(),
};

function checkTicket(
  body: Partial<{
    type: TicketType;
    prices: z.infer<typeof ticketPriceBodySchema>[];
    min_per_order?: number | null;
    max_per_order?: number | null;
    sale_start_date?: string | null;
    sale_end_date?: string | null;
  }>,
  ctx: z.RefinementCtx,
) {
  if (body.type && body.prices && body.type !== 'TIERED' && body.prices.length > 1) {
    ctx.addIssue({ code: 'custom', path: ['prices'], message: 'single_price_only' });
  }
  if (body.type === 'TIERED') {
    body.prices?.forEach((price, index) => {
      if (!price.label) ctx.addIssue({ code: 'custom', path: ['prices', index, 'label'], message: 'required' });
    });
  }
  if (body.min_per_order && body.max_per_order && body.min_per_order > body.max_per_order) {
    ctx.addIssue({ code: 'custom', path: ['max_per_order'], message: 'max_below_min' });
  }
  if (body.sale_start_date && body.sale_end_date && new Date(body.sale_end_date) <= new Date(body.sale_start_date)) {
    ctx.addIssue({ code: 'custom', path: ['sale_end_date'], message: 'end_before_start' });
  }
  body.prices?.forEach((price, index) => {
    if (price.sale_start_date && price.sale_end_date && new Date(price.sale_end_date) <= new Date(price.sale_start_date)) {
      ctx.addIssue({ code: 'custom', path: ['prices', index, 'sale_end_date'], message: 'end_before_start' });
    }
  });
}

export const createTicketBodySchema = z.object(ticketFields).superRefine(checkTicket);
export type CreateTicketBody = z.input<typeof createTicketBodySchema>;
export type CreateTicketInput = z.output<typeof createTicketBodySchema>;
export const updateTicketBodySchema = z.object(ticketFields).superRefine(checkTicket);
export type UpdateTicketBody = z.input<typeof updateTicketBodySchema>;

export const sortBodySchema = z
  .array(z.object({ id: idSchema, order: z.number().int().min(0).max(100_000) }))
  .min(1)
  .max(500);
export type SortBody = z.input<typeof sortBodySchema>;

// ---------------------------------------------------------------- promo codes

export const DISCOUNT_TYPES = ['PERCENTAGE', 'FIXED', 'NONE'] as const;

export const promoCodeSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  /** PERCENTAGE: a percent; FIXED: minor units off each ticket; NONE: 0. */
  discount: z.number(),
  applicable_ticket_ids: z.array(z.number().int()),
  expiry_date: z.string().nullable(),
  max_allowed_usages: z.number().int().nullable(),
  usage_count: z.number().int(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(PROMO_CODE_MIN_LENGTH, { message: 'promo_code_length' })
      .max(PROMO_CODE_MAX_LENGTH, { message: 'promo_code_length' })
      .regex(/^\S+$/, { message: 'promo_code_spaces' }),
    discount_type: z.enum(DISCOUNT_TYPES),
    discount: z.number().optional().default(0),
    applicable_ticket_ids: z.array(idSchema).max(500).optional().default([]),
    expiry_date: isoDate.nullable().optional().default(null),
    max_allowed_usages: z.number().int().min(1).max(10_000_000).nullable().optional().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.discount_type === 'PERCENTAGE' && (!percentage.safeParse(body.discount).success || body.discount <= 0)) {
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'invalid_percentage' });
    }
    if (body.discount_type === 'FIXED' && (!money.safeParse(body.discount).success || body.discount <= 0)) {
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'invalid_amount' });
    }
  });
export type PromoCodeBody = z.input<typeof promoCodeBodySchema>;

export const promoCodeCheckSchema = z.object({ valid: z.boolean() });

// ---------------------------------------------------------------- capacity assignments

export const capacityAssignmentSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  used_capacity: z.number().int(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  stop_sales_at_limit: z.boolean(),
  ticket_ids: z.array(z.number().int()),
});
export type CapacityAssignment = z.infer<typeof capacityAssignmentSchema>;

export const capacityAssignmentBodySchema = z.object({
  name: nameSchema,
  capacity: z.number().int().min(0).max(10_000_000).nullable().optional().default(null),
  status: z.enum(['ACTIVE', 'INACTIVE']).optional().default('ACTIVE'),
  stop_sales_at_limit: z.boolean().optional().default(true),
  ticket_ids: z.array(idSchema).min(1, { message: 'ticket_required' }).max(500),
});
export type CapacityAssignmentBody = z.input<typeof capacityAssignmentBodySchema>;

// ---------------------------------------------------------------- questions

export const QUESTION_TYPES = ['SINGLE_LINE_TEXT', 'MULTI_LINE_TEXT', 'DROPDOWN', 'RADIO', 'CHECKBOX', 'DATE'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const CHOICE_QUESTION_TYPES: readonly QuestionType[] = ['DROPDOWN', 'RADIO', 'CHECKBOX'];
export const QUESTION_SCOPES = ['ATTENDEE', 'ORDER'] as const;
/** The default questions every buyer and attendee answers; listed, never editable. */
export const DEFAULT_QUESTION_KEYS = ['first_name', 'last_name', 'email'] as const;

export const questionSchema = z.object({
  /** A number for the event's own questions; the key for a default question. */
  id: z.union([z.number().int(), z.enum(DEFAULT_QUESTION_KEYS)]),
  event_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  is_hidden: z.boolean(),
  belongs_to: z.enum(QUESTION_SCOPES),
  ticket_ids: z.array(z.number().int()),
  order: z.number().int(),
  is_default: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionBodySchema = z
  .object({
    title: z.string().trim().min(1, { message: 'required' }).max(1000),
    description: z.string().max(5000).nullable().optional().default(null),
    type: z.enum(QUESTION_TYPES),
    options: z.array(z.string().trim().min(1).max(255)).max(200).optional().default([]),
    required: z.boolean().optional().default(false),
    is_hidden: z.boolean().optional().default(false),
    belongs_to: z.enum(QUESTION_SCOPES),
    ticket_ids: z.array(idSchema).max(500).optional().default([]),
  })
  .superRefine((body, ctx) => {
    if (CHOICE_QUESTION_TYPES.includes(body.type) && body.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'option_required' });
    }
    if (body.belongs_to === 'ATTENDEE' && body.ticket_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['ticket_ids'], message: 'ticket_required' });
    }
  });
export type QuestionBody = z.input<typeof questionBodySchema>;
