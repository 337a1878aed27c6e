import { z } from 'zod';
import { emailSchema, nameSchema } from './common.js';
import { exportListBodySchema } from './orders.js';

export const AFFILIATE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

/** Codes travel in links (`?aff=CODE`): letters, digits, dashes and underscores only. */
export const affiliateCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,50}$/, { message: 'affiliate_code_format' });

export const affiliateSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  email: z.string().nullable(),
  status: z.enum(AFFILIATE_STATUSES),
  /** Orders credited to it that still count as sales: refunded and cancelled orders do not. */
  sales_count: z.number().int(),
  /** Tickets of those orders still valid. */
  tickets_count: z.number().int(),
  /** What those orders brought, net of refunds, in minor units. */
  sales_gross: z.number().int(),
  created_at: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const affiliateBodySchema = z.object({
  name: nameSchema,
  code: affiliateCodeSchema,
  email: z.preprocess((value) => (value === '' ? null : value), emailSchema.nullable().optional().default(null)),
  status: z.enum(AFFILIATE_STATUSES).optional().default('ACTIVE'),
});
export type AffiliateBody = z.input<typeof affiliateBodySchema>;

/** The list's `query` and `filter_fields` may come in the body or in the query string. */
export const exportAffiliatesBodySchema = exportListBodySchema;
