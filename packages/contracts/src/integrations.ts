import { z } from 'zod';
import { V, descriptionSchema, idSchema, isoDateTime } from './common.js';

/** What an API token may do (API.md "Integrations"): read or read-write per area, door check-in, sending messages. */
export const API_SCOPES = ['events:read', 'events:write', 'orders:read', 'orders:write', 'check-in:write', 'messages:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** The changes a webhook can be told about. */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.completed',
  'order.cancelled',
  'order.refunded',
  'attendee.created',
  'attendee.updated',
  'attendee.cancelled',
  'checkin.created',
  'checkin.deleted',
  'event.published',
  'event.archived',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_STATUSES = ['ENABLED', 'PAUSED'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

const futureDate = z.iso.datetime({ offset: true, message: 'invalid_date' });

export const createApiTokenBodySchema = z.object({
  name: z.string().trim().min(1, { message: V.required }).max(100, { message: V.nameTooLong }),
  scopes: z.array(z.enum(API_SCOPES)).min(1, { message: V.required }).max(API_SCOPES.length),
  expires_at: futureDate.nullish(),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  expires_at: isoDateTime.nullable(),
  last_used_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  /** The member whose current role and status the token acts with; null once that person was deleted. */
  created_by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a token: the only time its secret is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ message: V.invalidUrl, protocol: /^https?$/ }));

export const saveWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, { message: V.required }).max(WEBHOOK_EVENT_TYPES.length),
  event_id: idSchema.nullish(),
  description: descriptionSchema.max(500).nullish(),
});
export type SaveWebhookBody = z.infer<typeof saveWebhookBodySchema>;

/**
 * An update changes only the fields it sends, so `{"status": "ENABLED"}` alone resumes a paused webhook; a field that
 * is sent is checked as on creation.
 */
export const updateWebhookBodySchema = saveWebhookBodySchema.partial().extend({ status: z.enum(WEBHOOK_STATUSES).optional() });
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  /** Credentials in the URL (`user:pass@`) are shown as `***:***@`; deliveries use the stored ones. */
  url: z.string(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  event_id: z.number().int().nullable(),
  description: z.string().nullable(),
  status: z.enum(WEBHOOK_STATUSES),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to creating a webhook: the only time its signing secret is shown. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_key: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
  last_attempt_at: isoDateTime.nullable(),
  next_attempt_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
