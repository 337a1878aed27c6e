import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EVENT_SETTINGS, type Attendee, type Event, type SeatStateRow, type User } from '@stagedoor/contracts';
import { meQueryKey } from '../../platform/session/session';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { i18n } from '../../platform/i18n/i18n';
import { theme } from '../../platform/theme/theme';
import { eventKey } from '../events/api';
import { SeatingPage } from './SeatingPage';
import { blocked, seatingOf, soldTo } from './test-plan';

const event: Event = {
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
interface Hall {
  seated: boolean;
  seats: SeatStateRow[];
  /** Seats someone else takes just before the organizer moves an attendee there. */
  takenMeanwhile: Set<string>;
}

let server: Hall;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The API as the seating page uses it, answering from `server`. */
async function handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://stagedoor.test');
  const method = init?.method ?? 'GET';
  const path = url.pathname.replace(/^\/api/, '');
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
  if (path === '/events/7') return answer(200, { data: event });
  if (path === '/events/7/tickets') return answer(200, { data: tickets, meta: meta(tickets.length) });
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

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(eventKey(7), event);
  client.setQueryData(meQueryKey, user);
  // The management shell puts every page in its <main>.
  const Page = () => (
    <main>
      <SeatingPage />
    </main>
  );
  const router = createMemoryRouter([{ path: '/manage/event/:eventId/seating', Component: Page }], {
    initialEntries: ['/manage/event/7/seating'],
  });
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

const legendEntry = (state: string) =>
  within(screen.getByRole('list', { name: 'Legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
    .find((text) => text?.startsWith(`${state}:`));

beforeEach(() => {
  server = { seated: true, seats: [soldTo('A-2', 'Ann', 'Lee'), blocked('B-1', 'Technician')], takenMeanwhile: new Set() };
  vi.spyOn(globalThis, 'fetch').mockImplementation(handle);
});

afterEach(() => {
  vi.restoreAllMocks();
});

// A page of dialogs and dropdowns in a simulated DOM takes seconds on a busy two-core machine.
describe('SeatingPage', { timeout: 30_000 }, () => {
  it('shows the house of the date with its counts, and who sits on a seat picked with the keyboard', async () => {
    const person = userEvent.setup();
    renderPage();
    const map = await screen.findByRole('application', { name: 'Seating plan' });
    expect(legendEntry('Free')).toBe('Free: 6');
    expect(legendEntry('Sold')).toBe('Sold: 1');
    expect(legendEntry('Blocked')).toBe('Blocked: 1');
    expect(screen.getByText('Floor (standing): 7 of 50 taken')).toBeTruthy();
    // The list names every seat with its state and holder.
    const row = screen.getByRole('checkbox', { name: 'Select Main, row A, seat 2' }).closest('tr')!;
    expect(within(row).getByText('Sold')).toBeTruthy();
    expect(within(row).getByText('Ann Lee')).toBeTruthy();

    act(() => map.focus());
    await person.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('Main, row A, seat 2: Sold, Ann Lee');
    await person.keyboard('{Enter}');
    const details = screen.getByRole('region', { name: 'Main, row A, seat 2' });
    expect(within(details).getByText('Ann Lee')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Open order o_41' })).toBeTruthy();
  });

  it('leaves axe nothing to report on the house, its details and its list', async () => {
    const person = userEvent.setup();
    renderPage();
    await person.click(await screen.findByRole('button', { name: 'Show Main, row A, seat 2' }));
    await person.click(screen.getByRole('checkbox', { name: 'Select Main, row A, seat 1' }));
    // Colour contrast needs a real layout: the browser suite checks it.
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });

  it('blocks a free seat picked in the list, with a reason, and the house shows it blocked', async () => {
    const person = userEvent.setup();
    renderPage();
    await person.click(await screen.findByRole('checkbox', { name: 'Select Main, row A, seat 1' }));
    await person.click(screen.getByRole('checkbox', { name: 'Select Main, row A, seat 2' }));
    expect(screen.getByRole('heading', { name: '2 seats selected' })).toBeTruthy();
    expect(screen.getByText('1 of them is held or sold and stays as it is.')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Block 1 free seat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block seats' });
    await person.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Camera');
    await person.click(within(dialog).getByRole('button', { name: 'Block seats' }));
    await waitFor(() => expect(legendEntry('Blocked')).toBe('Blocked: 2'));
    expect(legendEntry('Free')).toBe('Free: 5');
  });

  it('moves an attendee to a free seat of the category, saying so when the seat was taken meanwhile', async () => {
    const person = userEvent.setup();
    server.takenMeanwhile.add('A-3');
    renderPage();
    await person.click(await screen.findByRole('button', { name: 'Show Main, row A, seat 2' }));
    await person.click(screen.getByRole('button', { name: 'Move' }));
    const choose = async (name: string) => {
      await person.click(screen.getByRole('combobox', { name: /New seat/ }));
      await person.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
    };
    // Only the free seats of the stalls are offered: not B-2, not the blocked B-1.
    await person.click(screen.getByRole('combobox', { name: /New seat/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Main, row A, seat 1', 'Main, row A, seat 3', 'Main, row A, seat 4']);
    await person.keyboard('{Escape}');
    await choose('Main, row A, seat 3');
    await person.click(screen.getByRole('button', { name: 'Move to this seat' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That seat has just been taken by someone else.');

    await choose('Main, row A, seat 1');
    await person.click(screen.getByRole('button', { name: 'Move to this seat' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Move to this seat' })).toBeNull());
    const row = screen.getByRole('checkbox', { name: 'Select Main, row A, seat 1' }).closest('tr')!;
    await waitFor(() => expect(within(row).queryByText('Ann Lee')).toBeTruthy());
  });

  it('sets up an event without a plan, leaves passes out and explains a plan in use', async () => {
    const person = userEvent.setup();
    server.seated = false;
    renderPage();
    const plan = await screen.findByRole('combobox', { name: /Seating plan/ });
    expect(screen.getByRole('link', { name: "Draw or edit the account's seating plans" }).getAttribute('href')).toBe(
      '/account/seating-plans',
    );
    expect(screen.getByText(/they cannot hold one seat and are not offered here: Season pass/)).toBeTruthy();
    await waitFor(() => expect(within(plan).queryByRole('option', { name: 'Town hall' })).toBeTruthy());
    await person.selectOptions(plan, 'Town hall');
    const stalls = await screen.findByRole('combobox', { name: 'Stalls' });
    await person.click(stalls);
    await person.click(await screen.findByRole('option', { name: 'Evening: Adult' }));
    expect(screen.queryByRole('option', { name: /Season pass/ })).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The plan is in use');
    expect(alert.textContent).toContain('already held or sold');
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});
