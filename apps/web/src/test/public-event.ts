import { DEFAULT_EVENT_SETTINGS, type PublicEventWithTickets, type PublicTicket, type PublicTicketPrice } from '@stagedoor/contracts';

/** One price as the public API sends it: by default €25.00, no discount, no taxes, unlimited. */
export function price(overrides: Partial<PublicTicketPrice> & { id: number }): PublicTicketPrice {
  const amount = overrides.price ?? 2500;
  return {
    label: null,
    price: amount,
    discounted_price: amount,
    display_price: amount,
    display_taxes_and_fees: 0,
    quantity_available: null,
    status: 'ON_SALE',
    ...overrides,
  };
}

/** A ticket on sale, at most ten an order, with the prices given (one at €25.00 otherwise). */
export function ticket(overrides: Partial<PublicTicket> & { id: number }): PublicTicket {
  return {
    type: 'PAID',
    title: `Ticket ${overrides.id}`,
    description: null,
    min_per_order: null,
    max_per_order: 10,
    sale_start_date: null,
    sale_end_date: null,
    start_collapsed: false,
    status: 'ON_SALE',
    promo_applies: false,
    prices: [price({ id: overrides.id * 10 })],
    taxes_and_fees: [],
    ...overrides,
  };
}

/** A live event in euros with the tickets given, as the event page receives it. */
export function publicEvent(overrides: Partial<PublicEventWithTickets> = {}): PublicEventWithTickets {
  return {
    id: 1,
    organizer_id: 1,
    organizer: { id: 1, name: 'Harbour Hall', website: null, description: null },
    title: 'Harbour Lights',
    description: null,
    slug: 'harbour-lights',
    start_date: '2030-06-01T18:00:00.000Z',
    end_date: null,
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    status: 'LIVE',
    lifecycle: 'UPCOMING',
    location_details: null,
    is_online_event: false,
    online_event_connection_details: null,
    settings: { ...DEFAULT_EVENT_SETTINGS },
    images: [],
    tickets: [],
    promo_code: null,
    test_mode: false,
    max_tickets_per_order: 20,
    event_date_id: 1,
    dates_count: 1,
    seated: false,
    ...overrides,
  };
}
