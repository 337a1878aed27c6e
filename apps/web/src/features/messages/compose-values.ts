import type { MessageRecipients, MessageType } from '@stagedoor/contracts';

/** What the message form holds. */
export interface Values {
  subject: string;
  content: string;
  type: MessageType;
  ticketIds: number[];
  attendeeIds: number[];
  orderId: number | null;
  /** Only the holders of these dates (pass holders too); empty: every date. */
  eventDateIds: number[];
  isTest: boolean;
  sendCopy: boolean;
  when: 'now' | 'later';
  scheduledLocal: string;
  acknowledgement: boolean;
}

export const EMPTY: Values = {
  subject: '',
  content: '',
  type: 'ALL_ATTENDEES',
  ticketIds: [],
  attendeeIds: [],
  orderId: null,
  eventDateIds: [],
  isTest: false,
  sendCopy: false,
  when: 'now',
  scheduledLocal: '',
  acknowledgement: false,
};

/** Whether the recipients can be narrowed to the holders of some dates: an order or chosen people are reached as they are. */
export const byDate = (type: MessageType) => type === 'ALL_ATTENDEES' || type === 'TICKET_HOLDERS';

/** The recipients part of the body, or null while the chosen type still lacks its ids. */
export function recipientsOf(values: Values): MessageRecipients | null {
  const recipients = recipientsOfType(values);
  if (recipients === null || !byDate(values.type) || values.eventDateIds.length === 0) return recipients;
  return { ...recipients, event_date_ids: values.eventDateIds };
}

function recipientsOfType(values: Values): MessageRecipients | null {
  switch (values.type) {
    case 'TICKET_HOLDERS':
      return values.ticketIds.length ? { type: values.type, ticket_ids: values.ticketIds } : null;
    case 'INDIVIDUAL_ATTENDEES':
      return values.attendeeIds.length ? { type: values.type, attendee_ids: values.attendeeIds } : null;
    case 'ORDER_OWNER':
      return values.orderId !== null ? { type: values.type, order_id: values.orderId } : null;
    default:
      return { type: values.type };
  }
}
