import { describe, expect, it } from 'vitest';
import { EMPTY, recipientsOf } from './compose-values';

describe('message recipients', () => {
  it('reach every date unless dates are chosen', () => {
    expect(recipientsOf(EMPTY)).toEqual({ type: 'ALL_ATTENDEES' });
    expect(recipientsOf({ ...EMPTY, eventDateIds: [4, 7] })).toEqual({ type: 'ALL_ATTENDEES', event_date_ids: [4, 7] });
  });

  it('narrow the holders of tickets to the chosen dates once tickets are chosen', () => {
    expect(recipientsOf({ ...EMPTY, type: 'TICKET_HOLDERS', eventDateIds: [4] })).toBeNull();
    expect(recipientsOf({ ...EMPTY, type: 'TICKET_HOLDERS', ticketIds: [2], eventDateIds: [4] })).toEqual({
      type: 'TICKET_HOLDERS',
      ticket_ids: [2],
      event_date_ids: [4],
    });
  });

  it('send no dates for an order or chosen people, who are reached as they are', () => {
    expect(recipientsOf({ ...EMPTY, type: 'ORDER_OWNER', orderId: 9, eventDateIds: [4] })).toEqual({ type: 'ORDER_OWNER', order_id: 9 });
    expect(recipientsOf({ ...EMPTY, type: 'INDIVIDUAL_ATTENDEES', attendeeIds: [3], eventDateIds: [4] })).toEqual({
      type: 'INDIVIDUAL_ATTENDEES',
      attendee_ids: [3],
    });
  });
});
