import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_EVENT_SETTINGS, type Attendee, type Event, type SeatStateRow, type User } from '@stagedoor/contracts';
import { i18n } from '../../platform/i18n/i18n';
import { meQueryKey } from '../../platform/session/session';
import { theme } from '../../platform/theme/theme';
import { eventKey } from '../events/api';
import { blocked, seatingOf, soldTo } from './test-plan';

/**
 * A stand-in for the API the seating screens call, for the page tests: event 7 with one date (5), a plan of
 * eight seats, and the claims of that date in `server`, which blocks and moves change as the real server would.
 */
export const event: Event = {
  id: 7,
  account_id: 1,
  organizer_id: 1,
  organizer: { id: 1, name: 'Town hall' },
  title: 'Gala',
  description: null,
  slug: 'gala',
  start_date: '2030-10-01T17:00:00Z',
  end_date: null,
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  status: 'LIVE',
  lifecycle: 'UPCOMING',
  location_details: null,
  is_online_event: false,
  online_event_connection_details: null,
  settings: DEFAULT_EVENT_SETTINGS,
  images: [],
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
};
const user = { id: 1, account_id: 1, role: 'ADMIN' } as User;
const date = {
  id: 5,
  start_date: '2030-10-01T17:00:00Z',
  end_date: null,
  label: null,
  status: 'SCHEDULED',
  capacity: null,
  sold_count: 1,
  available: null,
  cancellation: null,
};
const price = (id: number, label: string | null) => ({
  id,
  label,
  price: 2500,
  initial_quantity_available: null,
  quantity_sold: 0,
  quantity_available: null,
  is_hidden: false,
  sale_start_date: null,
  sale_end_date: null,
  status: 'ON_SALE',
});
const ticket = (id: number, title: string, validity: string, prices: ReturnType<typeof price>[]) => ({
  id,
  event_id: 7,
  type: 'PAID',
  validity,
  title,
  description: null,
  prices,
  min_per_order: null,
  max_per_order: null,
  sale_start_date: null,
  sale_end_date: null,
  hide_before_sale_start_date: false,
  hide_after_sale_end_date: false,
  hide_when_sold_out: false,
  is_hidden: false,
  is_hidden_without_promo_code: false,
  start_collapsed: false,
  show_quantity_remaining: false,
  is_paused: false,
  tax_and_fee_ids: [],
  order: id,
  status: 'ON_SALE',
  has_sales: false,
});
const tickets = [ticket(1, 'Evening', 'ONE_DATE', [price(11, 'Adult')]), ticket(2, 'Season pass', 'ALL_DATES', [price(21, null)])];
const meta = (total: number) => ({ current_page: 1, per_page: 100, total, last_page: 1 });

/** What the server knows in a test: whether the event is seated and the claims of the date. */
export interface Hall {
  seated: boolean;
  seats: SeatStateRow[];
  /** Seats someone else takes just before the organizer moves an attendee there. */
  takenMeanwhile: Set<string>;
}

export const server: Hall = { seated: true, seats: [], takenMeanwhile: new Set() };

/** The date's claims as each test starts: Ann Lee on A-2, B-1 blocked. */
export function resetServer(): void {
  Object.assign(server, { seated: true, seats: [soldTo('A-2', 'Ann', 'Lee'), blocked('B-1', 'Technician')], takenMeanwhile: new Set() });
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The API as the seating page uses it, answering from `server`. */
export async function handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://stagedoor.test');
  const method = init?.method ?? 'GET';
  const path = url.pathname.replace(/^\/api/, '');
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
  if (path === '/events/7') return answer(200, { data: event });
  if (path === '/events/7/tickets') return answer(200, { data: tickets, meta: meta(tickets.length) });
  if (path === '/events/7/dates/5') return answer(200, { data: { ...date, overrides: [] } });
  if (path === '/events/7/dates') {
    const coming = url.searchParams.has('filter_fields[start_date][gte]') ? [date] : [];
    return answer(200, { data: coming, meta: meta(coming.length) });
  }
  if (path === '/accounts/1/seating-plans') {
    const { layout: _layout, ...summary } = seatingOf(null).seating_plan!;
    return answer(200, { data: [summary], meta: meta(1) });
  }
  if (path === '/accounts/1/seating-plans/3') return answer(200, { data: seatingOf(null).seating_plan });
  if (path === '/events/7/seating' && method === 'GET') {
    const dateId = url.searchParams.get('date_id');
    if (!server.seated)
      return answer(200, {
        data: { seating_plan_id: null, seating_plan: null, categories: [], date_id: null, seats: null, standing: null },
      });
    return answer(200, { data: seatingOf(dateId ? server.seats : null, dateId ? Number(dateId) : null) });
  }
  if (path === '/events/7/seating' && method === 'PUT') {
    return answer(409, { code: 'PLAN_IN_USE', message: 'This plan is used by an event with sales.' });
  }
  if (path === '/events/7/seating/blocks' && method === 'POST') {
    for (const id of body.seat_ids as string[]) server.seats.push(blocked(id, String(body.reason ?? '')));
    return answer(200, { message: 'Blocked' });
  }
  if (path === '/events/7/attendees/31/seat' && method === 'PUT') {
    const seatId = String(body.seat_id);
    if (server.takenMeanwhile.has(seatId)) {
      server.seats.push(soldTo(seatId, 'Bo', 'Ek', 32));
      return answer(409, { code: 'SEAT_TAKEN', message: `Seat ${seatId} is taken.` });
    }
    const claim = server.seats.find((seat) => seat.attendee?.attendee_id === 31)!;
    claim.seat_id = seatId;
    const moved: Attendee = {
      id: 31,
      short_id: 'a_31',
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      locale: 'en',
      status: 'ACTIVE',
      checked_in_at: null,
      ticket_id: 1,
      ticket_price_id: 11,
      ticket_title: 'Evening',
      price_label: 'Adult',
      order_id: 41,
      order_short_id: 'o_41',
      order_public_reference: 'R41',
      order_status: 'COMPLETED',
      is_manually_created: false,
      is_test: false,
      created_at: '2030-01-01T00:00:00Z',
      event_date_id: 5,
      event_date: { start_date: date.start_date, end_date: null, label: null },
      seat: { id: seatId, section: 'Main', row: 'A', label: seatId.slice(2), category: 'stalls' },
    };
    return answer(200, { data: moved });
  }
  return answer(404, { code: 'NOT_FOUND', message: `No ${method} ${path} in this test` });
}

/** Draws `page` at `path` (matched by `route`) with the app's providers and the event and user already known. */
export function renderRoute(route: string, path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(eventKey(7), event);
  client.setQueryData(meQueryKey, user);
  const router = createMemoryRouter([{ path: route, element: page }], { initialEntries: [path] });
  // Mantine's test environment: no transitions, so dropdowns and dialogs are there at once.
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}
