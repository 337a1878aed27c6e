import { z } from 'zod';
import { descriptionSchema, idSchema } from './common.js';

export const MESSAGE_TYPES = ['ALL_ATTENDEES', 'TICKET_HOLDERS', 'INDIVIDUAL_ATTENDEES', 'ORDER_OWNER'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_STATUSES = ['SCHEDULED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_RECIPIENT_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;
export type MessageRecipientStatus = (typeof MESSAGE_RECIPIENT_STATUSES)[number];
/** Chosen attendees or tickets one message may name. */
export const MAX_MESSAGE_IDS = 1000;

/** Who a message goes to (API.md "Operations"); the ids must belong to the event. */
export const messageRecipientsSchema = z.object({
  type: z.enum(MESSAGE_TYPES),
  ticket_ids: z.array(idSchema).max(MAX_MESSAGE_IDS).optional(),
  attendee_ids: z.array(idSchema).max(MAX_MESSAGE_IDS).optional(),
  order_id: idSchema.nullable().optional(),
  /** Only the holders of these dates (pass holders too, valid on every date); left out or empty: every date. Not for ORDER_OWNER. */
  event_date_ids: z.array(idSchema).max(MAX_MESSAGE_IDS).optional(),
});
export type MessageRecipients = z.infer<typeof messageRecipientsSchema>;

export const createMessageBodySchema = messageRecipientsSchema.extend({
  subject: z.string().trim().min(1).max(200),
  content: descriptionSchema.min(1),
  is_test: z.boolean().optional(),
  send_copy_to_current_user: z.boolean().optional(),
  scheduled_at: z.iso.datetime({ offset: true, message: 'invalid_date' }).nullable().optional(),
  // The sender confirms the message is not promotional; the server refuses it otherwise.
  acknowledgement: z.literal(true, { message: 'acknowledgement_required' }),
});
export type CreateMessageBody = z.infer<typeof createMessageBodySchema>;

/** How many people a message with these recipients would reach now. */
export const messagePreviewSchema = z.object({ recipients_count: z.number().int() });
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  content: z.string(),
  type: z.enum(MESSAGE_TYPES),
  ticket_ids: z.array(z.number().int()),
  attendee_ids: z.array(z.number().int()),
  order_id: z.number().int().nullable(),
  event_date_ids: z.array(z.number().int()),
  is_test: z.boolean(),
  send_copy_to_current_user: z.boolean(),
  scheduled_at: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  recipients_count: z.number().int(),
  sent_count: z.number().int(),
  failed_count: z.number().int(),
  sender: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageRecipientSchema = z.object({
  email: z.string(),
  name: z.string(),
  attendee_id: z.number().int().nullable(),
  status: z.enum(MESSAGE_RECIPIENT_STATUSES),
  failure_reason: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

/** One message as sent, with the first of its recipients and their delivery. */
export const messageDetailsSchema = messageSchema.extend({ recipients: z.array(messageRecipientSchema) });
export type MessageDetails = z.infer<typeof messageDetailsSchema>;
