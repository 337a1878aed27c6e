import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeatingLayout, SeatingPlanSummary, User } from '@stagedoor/contracts';
import { meQueryKey } from '../../platform/session/session';
import { renderWithProviders } from '../../test/render';
import { emptyLayout } from './layout-ops';
import { SeatingPlansPage } from './SeatingPlansPage';

const hall: SeatingPlanSummary = {
  id: 4,
  name: 'Harbour Hall',
  seat_count: 1200,
  standing_capacity: 300,
  events_count: 2,
  in_use: true,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

/** The account's plans as the server lists them, and what the page posts. */
function server() {
  const posted: { url: string; body: { name: string; layout: SeatingLayout } }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input);
    const json = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string; layout: SeatingLayout };
      posted.push({ url, body });
      return json({ data: { ...hall, id: 12, name: body.name, in_use: false, events_count: 0, layout: body.layout } }, 201);
    }
    return json({ data: [hall], meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 } });
  });
  return posted;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  // The management layout's loader has fetched the user.
  client.setQueryData(meQueryKey, { id: 1, account_id: 9, role: 'ADMIN' } as User);
  const router = createMemoryRouter(
    [
      { path: '/account/seating-plans', element: <SeatingPlansPage /> },
      { path: '/account/seating-plans/:planId', element: <p>Editor of the new plan</p> },
    ],
    { initialEntries: ['/account/seating-plans'] },
  );
  renderWithProviders(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('SeatingPlansPage', () => {
  it('lists the plans with their seats, events and use', async () => {
    server();
    renderPage();
    const row = (await screen.findByRole('link', { name: 'Harbour Hall' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Harbour Hall' }).getAttribute('href')).toBe('/account/seating-plans/4');
    expect(row.textContent).toContain('1,200');
    expect(row.textContent).toContain('+ 300 standing');
    expect(within(row).getByText('In use')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Actions for Harbour Hall' })).toBeTruthy();
  });

  it('imports a layout file as a new plan named after the file, and opens it', async () => {
    const user = userEvent.setup();
    const posted = server();
    const router = renderPage();
    await screen.findByRole('link', { name: 'Harbour Hall' });
    const layout = emptyLayout('Stalls', { id: 'cat-1', name: 'Standard', color: '#336699' });
    const file = new File([JSON.stringify(layout)], 'Small hall.json', { type: 'application/json' });
    await user.upload(document.querySelector('input[type="file"]')!, file);
    expect(await screen.findByText('Editor of the new plan')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/seating-plans/12');
    expect(posted).toEqual([{ url: '/api/accounts/9/seating-plans', body: { name: 'Small hall', layout } }]);
  });
});
