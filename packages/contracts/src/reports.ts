/**
 * Reports of an event and of an organizer (API.md "Money"). Every figure follows the counting rules of
 * docs/reports.md: sold orders only, net of cancellations and refunds. Money is integer minor units of `currency`.
 */
import { z } from 'zod';
import { idSchema } from './common.js';

export const EVENT_REPORT_KINDS = [
  'sales-by-ticket',
  'sales-by-day',
  'promo-codes',
  'affiliates',
  'taxes-and-fees',
  'check-ins',
  'dates',
] as const;
export const ORGANIZER_REPORT_KINDS = ['revenue-by-event', 'taxes-and-fees'] as const;
export type EventReportKind = (typeof EVENT_REPORT_KINDS)[number];
export type OrganizerReportKind = (typeof ORGANIZER_REPORT_KINDS)[number];

/** A calendar day in the event's time zone. */
export const reportDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date' });

/** Query of every report: a range of days of sale (inclusive, in the event's time zone), a date, CSV. */
export const reportQuerySchema = z.object({
  from: reportDaySchema.optional().describe('First day of sale counted (YYYY-MM-DD, in the event’s time zone)'),
  to: reportDaySchema.optional().describe('Last day of sale counted (YYYY-MM-DD, in the event’s time zone)'),
  date_id: idSchema.optional().describe('Only the orders placed for this date (404 for a date of another event)'),
  format: z.enum(['json', 'csv']).optional().describe('csv: the rows as a CSV file, amounts in major units with the currency named'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const count = z.number().int();
const money = z.number().int();

/** What a group of sales comes to: orders still counting, valid tickets, money taken, given back, and kept. */
export const salesFiguresSchema = z.object({ orders: count, tickets: count, gross: money, refunded: money, net: money });
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesByTicketRowSchema = salesFiguresSchema.extend({
  ticket_id: z.number().int(),
  ticket_title: z.string(),
  price_id: z.number().int(),
  price_label: z.string().nullable(),
});
export const salesByDayRowSchema = salesFiguresSchema.extend({ day: z.string() });
export const promoCodeRowSchema = salesFiguresSchema.extend({
  promo_code_id: z.number().int().nullable(),
  code: z.string(),
  /** What the code took off the price before taxes and fees. */
  discount: money,
});
export const affiliateRowSchema = salesFiguresSchema.extend({ affiliate_id: z.number().int(), code: z.string(), name: z.string() });
export const dateRowSchema = salesFiguresSchema.extend({
  date_id: z.number().int(),
  start_date: z.string(),
  label: z.string().nullable(),
  status: z.string(),
});
export const taxRowSchema = z.object({
  tax_or_fee_id: z.number().int(),
  name: z.string(),
  type: z.enum(['TAX', 'FEE']),
  calculation_type: z.enum(['PERCENTAGE', 'FIXED']).nullable(),
  /** Percent (19.5) or minor units per ticket; null when the tax or fee was deleted since. */
  rate: z.number().nullable(),
  currency: z.string(),
  gross: money,
  refunded: money,
  net: money,
});
export const checkInRowSchema = z.object({
  date_id: z.number().int().nullable(),
  start_date: z.string().nullable(),
  label: z.string().nullable(),
  total: count,
  checked_in: count,
});
export const revenueByEventRowSchema = salesFiguresSchema.extend({
  event_id: z.number().int(),
  title: z.string(),
  currency: z.string(),
});

const base = {
  currency: z.string(),
  timezone: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  date_id: z.number().int().nullable(),
};

export const eventReportSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sales-by-ticket'), ...base, rows: z.array(salesByTicketRowSchema), totals: salesFiguresSchema }),
  z.object({ kind: z.literal('sales-by-day'), ...base, rows: z.array(salesByDayRowSchema), totals: salesFiguresSchema }),
  z.object({
    kind: z.literal('promo-codes'),
    ...base,
    rows: z.array(promoCodeRowSchema),
    totals: salesFiguresSchema.extend({ discount: money }),
  }),
  z.object({ kind: z.literal('affiliates'), ...base, rows: z.array(affiliateRowSchema), totals: salesFiguresSchema }),
  z.object({
    kind: z.literal('taxes-and-fees'),
    ...base,
    rows: z.array(taxRowSchema),
    totals: z.array(z.object({ currency: z.string(), type: z.enum(['TAX', 'FEE']), gross: money, refunded: money, net: money })),
  }),
  z.object({
    kind: z.literal('check-ins'),
    ...base,
    rows: z.array(checkInRowSchema),
    totals: z.object({ total: count, checked_in: count }),
  }),
  z.object({ kind: z.literal('dates'), ...base, rows: z.array(dateRowSchema), totals: salesFiguresSchema }),
]);
export type EventReport = z.infer<typeof eventReportSchema>;

/** Over the organizer's events, which may sell in several currencies: totals per currency. */
export const organizerReportSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('revenue-by-event'),
    from: z.string().nullable(),
    to: z.string().nullable(),
    rows: z.array(revenueByEventRowSchema),
    totals: z.array(salesFiguresSchema.extend({ currency: z.string() })),
  }),
  z.object({
    kind: z.literal('taxes-and-fees'),
    from: z.string().nullable(),
    to: z.string().nullable(),
    rows: z.array(taxRowSchema),
    totals: z.array(z.object({ currency: z.string(), type: z.enum(['TAX', 'FEE']), gross: money, refunded: money, net: money })),
  }),
]);
export type OrganizerReport = z.infer<typeof organizerReportSchema>;

export const eventReportParamsSchema = z.object({ event_id: idSchema, kind: z.enum(EVENT_REPORT_KINDS) });
export const organizerReportParamsSchema = z.object({ id: idSchema, kind: z.enum(ORGANIZER_REPORT_KINDS) });
export const organizerReportQuerySchema = reportQuerySchema.omit({ date_id: true });
