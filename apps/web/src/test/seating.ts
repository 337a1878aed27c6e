import { encodePublicPlan, type PublicEventWithTickets, type PublicSeating, type PublicSeatingAnswer } from '@stagedoor/contracts';
import { price, publicEvent, ticket } from './public-event';

/**
 * A small hall: the Stalls' rows A (four seats) and B (a wheelchair space and its companion seat) in the standard
 * category, a Terrace table of two VIP seats, and a standing floor of the standard category.
 */
export function hallSeating(overrides: Partial<PublicSeating> = {}): PublicSeating {
  const seat = (id: string, label: string, x: number, y: number, extra: object = {}) => ({ id, label, x, y, ...extra });
  return {
    date_id: 1,
    layout: {
      version: 1,
      width: 400,
      height: 300,
      categories: [
        { id: 'std', name: 'Standard', color: '#1c7ed6' },
        { id: 'vip', name: 'VIP', color: '#e8590c' },
      ],
      sections: [
        {
          id: 'stalls',
          label: 'Stalls',
          rows: [
            {
              id: 'stalls-a',
              label: 'A',
              category: 'std',
              seats: [seat('a1', '1', 100, 100), seat('a2', '2', 120, 100), seat('a3', '3', 140, 100), seat('a4', '4', 160, 100)],
            },
            {
              id: 'stalls-b',
              label: 'B',
              category: 'std',
              seats: [seat('b1', '1', 100, 130, { accessible: 'WHEELCHAIR' }), seat('b2', '2', 120, 130, { accessible: 'COMPANION' })],
            },
          ],
          tables: [],
        },
        {
          id: 'terrace',
          label: 'Terrace',
          rows: [],
          tables: [
            {
              id: 't1',
              label: '1',
              shape: 'ROUND',
              x: 280,
              y: 80,
              width: 40,
              height: 40,
              category: 'vip',
              seats: [seat('t1-1', '1', 275, 100), seat('t1-2', '2', 325, 100)],
            },
          ],
        },
      ],
      standing_areas: [{ id: 'floor', label: 'Floor', capacity: 50, category: 'std', x: 20, y: 200, width: 360, height: 80 }],
      shapes: [{ kind: 'STAGE', x: 100, y: 10, width: 200, height: 40, text: 'Stage' }],
    },
    categories: [
      { category: 'std', name: 'Standard', color: '#1c7ed6', ticket_price_ids: [10, 11] },
      { category: 'vip', name: 'VIP', color: '#e8590c', ticket_price_ids: [20] },
    ],
    // a2 and t1-2 are taken.
    availability: '01000001',
    standing: [{ id: 'floor', available: 12 }],
    ...overrides,
  };
}

/** The hall's event: standard seats at €30 (or €20 reduced), VIP seats at €80, and parking sold without a seat. */
export function seatedEvent(overrides: Partial<PublicEventWithTickets> = {}): PublicEventWithTickets {
  return publicEvent({
    seated: true,
    max_tickets_per_order: 6,
    tickets: [
      ticket({
        id: 1,
        title: 'Seat',
        prices: [price({ id: 10, label: 'Adult', price: 3000 }), price({ id: 11, label: 'Reduced', price: 2000 })],
      }),
      ticket({ id: 2, title: 'VIP', prices: [price({ id: 20, price: 8000 })] }),
      ticket({ id: 3, title: 'Parking', prices: [price({ id: 30, price: 1000 })] }),
    ],
    ...overrides,
  });
}

/** The seating as the server sends it: the plan in its compact form. */
export function seatingAnswer(seating: PublicSeating): PublicSeatingAnswer {
  const { layout, ...rest } = seating;
  return { ...rest, plan: encodePublicPlan(layout) };
}
