import type { EventSeating, SeatingLayout, SeatStateRow } from '@stagedoor/contracts';

/** A small hall for the tests: row A of four stalls seats, row B of four balcony seats, a standing area. */
export const hall: SeatingLayout = {
  version: 1,
  width: 400,
  height: 300,
  categories: [
    { id: 'stalls', name: 'Stalls', color: '#aa3333' },
    { id: 'balcony', name: 'Balcony', color: '#3333aa' },
  ],
  sections: [
    {
      id: 'main',
      label: 'Main',
      rows: [
        {
          id: 'A',
          label: 'A',
          category: 'stalls',
          seats: [1, 2, 3, 4].map((n) => ({ id: `A-${n}`, label: String(n), x: 100 + n * 30, y: 100 })),
        },
        {
          id: 'B',
          label: 'B',
          category: 'balcony',
          seats: [1, 2, 3, 4].map((n) => ({ id: `B-${n}`, label: String(n), x: 100 + n * 30, y: 140 })),
        },
      ],
      tables: [],
    },
  ],
  standing_areas: [{ id: 'floor', label: 'Floor', capacity: 50, category: 'stalls', x: 10, y: 200, width: 100, height: 60 }],
  shapes: [{ kind: 'STAGE', x: 100, y: 20, width: 200, height: 40, text: 'Stage' }],
};

export function soldTo(seatId: string, first: string, last: string, attendeeId = 31): SeatStateRow {
  return {
    seat_id: seatId,
    state: 'SOLD',
    reason: null,
    attendee: {
      attendee_id: attendeeId,
      attendee_short_id: `a_${attendeeId}`,
      first_name: first,
      last_name: last,
      order_id: 41,
      order_short_id: 'o_41',
    },
  };
}

export function blocked(seatId: string, reason: string | null = null): SeatStateRow {
  return { seat_id: seatId, state: 'BLOCKED', reason, attendee: null };
}

export function seatingOf(seats: SeatStateRow[] | null, dateId: number | null = 5): EventSeating {
  return {
    seating_plan_id: 3,
    seating_plan: {
      id: 3,
      name: 'Town hall',
      seat_count: 8,
      standing_capacity: 50,
      events_count: 1,
      in_use: true,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      layout: hall,
    },
    categories: [{ category: 'stalls', ticket_price_ids: [11] }],
    date_id: dateId,
    seats,
    standing: seats === null ? null : [{ id: 'floor', capacity: 50, taken: 7, held: 2, sold: 5, blocked: 0 }],
  };
}
