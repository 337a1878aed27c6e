/** The organizer's back office for orders (API.md "Operations"). */
import { z } from 'zod';
import { emailSchema, firstNameSchema, personLastNameSchema } from './common.js';
import { ORDER_STATUSES, PAYMENT_STATUSES, orderItemSchema } from './checkout.js';
import { orderDateSchema } from './date-cancel.js';
import { attendeeSeatSchema } from './seating-api.js';
import { PAYMENT_METHODS } from './payment-methods.js';

export const ATTENDEE_STATUSES = ['ACTIVE', 'CANCELLED', 'AWAITING_PAYMENT'] as const;
export const ORDER_REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELED'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormatName = (typeof EXPORT_FORMATS)[number];

/** Holds that never became sales: left out of the orders list unless a status filter asks for them. */
export const HOLD_ONLY_ORDER_STATUSES = ['RESERVED', 'EXPIRED'] as const;

/** The colour of each order status (SPEC.md §4). */
export const ORDER_STATUS_COLORS: Record<(typeof ORDER_STATUSES)[number], 'orange' | 'red' | 'teal'> = {
  RESERVED: 'teal',
  AWAITING_PAYMENT: 'orange',
  PROCESSING: 'teal',
  COMPLETED: 'teal',
  CANCELLED: 'red',
  PAYMENT_FAILED: 'red',
  REFUND_PENDING: 'orange',
  REFUNDED: 'red',
  PARTIALLY_REFUNDED: 'orange',
  REFUND_FAILED: 'red',
  EXPIRED: 'teal',
};

export const managedOrderAttendeeSchema = z.object({
  id: z.number().int(),
  short_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  ticket_id: z.number().int(),
  ticket_price_id: z.number().int(),
  ticket_title: z.string(),
  price_label: z.string().nullable(),
  status: z.enum(ATTENDEE_STATUSES),
  checked_in_at: z.string().nullable(),
  locale: z.string(),
  /** The date the order or ticket is for (API.md "Dates"); null for a pass, valid on every date. */
  event_date_id: z.number().int().nullable(),
  event_date: orderDateSchema.nullable(),
  /** The seat on a seated event (API.md "Seating"). */
  seat: attendeeSeatSchema.nullable(),
});
export type ManagedOrderAttendee = z.infer<typeof managedOrderAttendeeSchema>;

/** An order as the organizer sees it in the list: the Order fields of API.md plus attendees_count. */
export const managedOrderSchema = z.object({
  id: z.number().int(),
  short_id: z.string(),
  public_reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_provider: z.string().nullable(),
  currency: z.string(),
  total_before_additions: z.number().int(),
  total_fee: z.number().int(),
  total_tax: z.number().int(),
  total_gross: z.number().int(),
  total_refunded: z.number().int(),
  reserved_until: z.string().nullable(),
  is_manually_created: z.boolean(),
  is_test: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  locale: z.string(),
  promo_code: z.string().nullable(),
  items: z.array(orderItemSchema),
  attendees: z.array(managedOrderAttendeeSchema),
  attendees_count: z.number().int(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** The date the order or ticket is for (API.md "Dates"); null for a pass, valid on every date. */
  event_date_id: z.number().int().nullable(),
  event_date: orderDateSchema.nullable(),
  /** How the buyer pays (API.md "Money"); null for free and manual orders and holds not yet at payment. */
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
});
export type ManagedOrder = z.infer<typeof managedOrderSchema>;

export const orderAnswerSchema = z.object({
  question_id: z.number().int(),
  title: z.string(),
  is_hidden: z.boolean(),
  answer: z.union([z.string(), z.array(z.string())]),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

export const orderPaymentSchema = z.object({
  provider: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  provider_payment_id: z.string().nullable(),
  provider_account_id: z.string().nullable(),
});

export const orderRefundSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  provider_refund_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_REFUND_STATUSES),
  reason: z.string(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const ORDER_HISTORY_ACTIONS = [
  'CREATED',
  'PAID',
  'REFUND_REQUESTED',
  'REFUNDED',
  'REFUND_FAILED',
  'CANCELLED',
  'CONFIRMATION_RESENT',
  'MARKED_PAID',
  'BUYER_EDITED',
] as const;

export const orderHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** One of ORDER_HISTORY_ACTIONS, or an action a later feature writes. */
  action: z.string(),
  /** Null when the system, the payment provider or the buyer acted. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderDetailsSchema = managedOrderSchema.extend({
  attendees: z.array(managedOrderAttendeeSchema.extend({ answers: z.array(orderAnswerSchema) })),
  answers: z.array(orderAnswerSchema),
  affiliate: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  totals: z.object({
    gross: z.number().int(),
    fee: z.number().int(),
    tax: z.number().int(),
    refunded: z.number().int(),
    remaining: z.number().int(),
  }),
  payments: z.array(orderPaymentSchema),
  refunds: z.array(orderRefundSchema),
  history: z.array(orderHistoryEntrySchema),
  can_refund: z.boolean(),
  can_cancel: z.boolean(),
  can_mark_paid: z.boolean(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const cancelOrderBodySchema = z
  .object({
    /** Also refund what is left of the payment. */
    refund: z.boolean().optional().default(false),
    /** Left out: the cancellation is mailed, and a refund as the event's notify_buyer_of_refund says. */
    notify_buyer: z.boolean().optional(),
  })
  .default({ refund: false });
export type CancelOrderBody = z.input<typeof cancelOrderBodySchema>;

export const refundOrderBodySchema = z.object({
  /**
   * Minor units, at most total_gross - total_refunded (checked against the order, 422 refund_too_large):
   * any safe integer, since an order's gross may pass MAX_AMOUNT (docs/money.md), so a full refund of
   * any order is one call.
   */
  amount: z
    .number()
    .int({ message: 'invalid_amount' })
    .min(1, { message: 'invalid_amount' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'invalid_amount' }),
  cancel_order: z.boolean().optional().default(false),
  /** Left out: as the event's notify_buyer_of_refund setting says. */
  notify_buyer: z.boolean().optional(),
});
export type RefundOrderBody = z.input<typeof refundOrderBodySchema>;

export const updateOrderBodySchema = z.object({
  first_name: firstNameSchema,
  last_name: personLastNameSchema,
  email: emailSchema,
});
export type UpdateOrderBody = z.input<typeof updateOrderBodySchema>;

/**
 * The body of every list export (orders, attendees, affiliates): the format, and the list's own
 * parameters (`query`, `filter_fields`, …), which may come here or in the query string, so that
 * a file never holds more than the list shows for the same parameters. No body at all is a CSV of the list.
 */
export const exportListBodySchema = z.looseObject({ format: z.enum(EXPORT_FORMATS).optional().default('csv') }).nullish();
export type ExportListBody = z.input<typeof exportListBodySchema>;

export const exportOrdersBodySchema = exportListBodySchema;
export type ExportOrdersBody = z.input<typeof exportOrdersBodySchema>;
