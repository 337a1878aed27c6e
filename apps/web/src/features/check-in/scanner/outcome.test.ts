import { describe, expect, it } from 'vitest';
import { outcomeOfAnswer } from './outcome';

const attendee = {
  short_id: 'd_1_x',
  first_name: 'Ana',
  last_name: 'Lima',
  ticket_id: 1,
  ticket_title: 'Standing',
  price_label: null,
  status: 'ACTIVE' as const,
  checked_in: false,
  checked_in_at: null,
};

/** The server's refusals of a date, as the door shows them. */
describe('outcomeOfAnswer', () => {
  it('shows WRONG_DATE with the date the ticket is for', () => {
    const date = { start_date: '2030-06-02T12:00:00.000Z', end_date: null, label: 'Matinee' };
    const outcome = outcomeOfAnswer('check_in', {
      ok: false,
      status: 409,
      code: 'WRONG_DATE',
      message: 'This ticket is for another date: Matinee.',
      details: { event_date: date, attendee },
      errors: {},
    });
    expect(outcome).toEqual({
      kind: 'wrong_date',
      attendee: { short_id: 'd_1_x', first_name: 'Ana', last_name: 'Lima', ticket_title: 'Standing' },
      date,
    });
  });

  it('shows NO_DATE_TODAY as no date today', () => {
    const outcome = outcomeOfAnswer('check_in', { ok: false, status: 409, code: 'NO_DATE_TODAY', message: '', details: {}, errors: {} });
    expect(outcome).toEqual({ kind: 'no_date', attendee: null });
  });
});
