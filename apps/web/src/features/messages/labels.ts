import { useLingui } from '@lingui/react/macro';
import type { MessageRecipientStatus, MessageStatus, MessageType } from '@stagedoor/contracts';

export const STATUS_COLORS: Record<MessageStatus, string> = {
  SCHEDULED: 'blue',
  SENDING: 'yellow',
  SENT: 'teal',
  FAILED: 'red',
  CANCELLED: 'gray',
};

export function useMessageLabels() {
  const { t } = useLingui();
  const types: Record<MessageType, string> = {
    ALL_ATTENDEES: t`All attendees`,
    TICKET_HOLDERS: t`Holders of chosen tickets`,
    INDIVIDUAL_ATTENDEES: t`Chosen attendees`,
    ORDER_OWNER: t`The buyer of one order`,
  };
  const statuses: Record<MessageStatus, string> = {
    SCHEDULED: t`Scheduled`,
    SENDING: t`Sending`,
    SENT: t`Sent`,
    FAILED: t`Failed`,
    CANCELLED: t`Cancelled`,
  };
  const recipientStatuses: Record<MessageRecipientStatus, string> = {
    QUEUED: t`Queued`,
    SENDING: t`Sending`,
    SENT: t`Sent`,
    FAILED: t`Failed`,
  };
  return { types, statuses, recipientStatuses };
}
