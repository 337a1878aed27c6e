import type { OfflineCheckInData } from '@stagedoor/contracts';

type Row = OfflineCheckInData['attendees'][number];

/**
 * A list's offline download as the server sends it: event 5, tickets 1 (on the list) and 2 (not),
 * and the attendee rows given.
 */
export function offlineData(attendees: Row[], publicKeys: OfflineCheckInData['public_keys'] = []): OfflineCheckInData {
  return {
    check_in_list: {
      short_id: 'list',
      name: 'Main door',
      description: null,
      status: 'ACTIVE',
      activates_at: null,
      expires_at: null,
      checked_in_count: 0,
      total_count: attendees.length,
      tickets: [{ id: 1, title: 'Standing' }],
      ticket_ids: [1],
    },
    event: { id: 5, title: 'Harbour Lights', start_date: '2030-06-01T18:00:00.000Z', end_date: null, timezone: 'Europe/Berlin' },
    public_keys: publicKeys,
    generated_at: '2030-06-01T12:00:00.000Z',
    attendee_columns: ['short_id', 'first_name', 'last_name', 'ticket_id', 'status', 'checked_in_at', 'code_hash'],
    attendees,
  };
}
