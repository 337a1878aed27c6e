import type { Message, MessageRecipient } from '@stagedoor/contracts';
import type { MessageRecipientRow, MessageRow } from '../../platform/db/schema.js';
import { renderRichText } from '../../platform/html/sanitize.js';

export function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    subject: row.subject,
    content: renderRichText(row.content) ?? '',
    type: row.type,
    ticket_ids: row.ticketIds,
    attendee_ids: row.attendeeIds,
    order_id: row.orderId,
    event_date_ids: row.eventDateIds,
    is_test: row.isTest,
    send_copy_to_current_user: row.sendCopyToCurrentUser,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    status: row.status,
    recipients_count: row.recipientsCount,
    sent_count: row.sentCount,
    failed_count: row.failedCount,
    sender: { id: row.senderUserId, name: row.senderName, email: row.senderEmail },
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

export function presentRecipient(row: MessageRecipientRow): MessageRecipient {
  return {
    email: row.email,
    name: row.name,
    attendee_id: row.attendeeId,
    status: row.status,
    failure_reason: row.failureReason,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
