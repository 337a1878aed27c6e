import type { OfflineCheckInData } from '@stagedoor/contracts';

type Row = OfflineCheckInData['attendees'][number];
/** A row without its date columns: a ONE_DATE ticket of no particular date. */
type ShortRow = [string, string, string, number, Row[4], string | null, string];
const fullRow = (row: Row | ShortRow): Row => (row.length === 7 ? [...row, null, 'ONE_DATE', []] : row);

/** The list's date and the event's dates, for a download of an event with several dates. */
export interface DatesOption {
  listDate?: number | null;
  dates?: OfflineCheckInData['dates'];
  dateCount?: number;
}

/**
 * A list's offline download as the server sends it: event 5, tickets 1 (on the list) and 2 (not),
 * and the attendee rows given.
 */
export function offlineData(
  attendees: (Row | ShortRow)[],
  publicKeys: OfflineCheckInData['public_keys'] = [],
  dates: DatesOption = {},
): OfflineCheckInData {
  const listDate = dates.listDate ?? null;
  const date = (dates.dates ?? []).find((candidate) => candidate.id === listDate);
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
      event_date_id: listDate,
      event_date: date ? { start_date: date.start_date, end_date: date.end_date, label: date.label } : null,
    },
    event: { id: 5, title: 'Harbour Lights', start_date: '2030-06-01T18:00:00.000Z', end_date: null, timezone: 'Europe/Berlin' },
    public_keys: publicKeys,
    generated_at: '2030-06-01T12:00:00.000Z',
    attendee_columns: [
      'short_id',
      'first_name',
      'last_name',
      'ticket_id',
      'status',
      'checked_in_at',
      'code_hash',
      'event_date_id',
      'validity',
      'admitted_date_ids',
      'seat',
    ],
    dates: dates.dates ?? [],
    date_count: dates.dateCount ?? Math.max(1, dates.dates?.length ?? 0),
    attendees: attendees.map(fullRow),
  };
}
