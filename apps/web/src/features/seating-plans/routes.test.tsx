import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeatingPlan, User } from '@stagedoor/contracts';
import { queryClient } from '../../platform/query/query-client';
import { meQueryKey } from '../../platform/session/session';
import { seatingPlanQuery } from './api';
import { emptyLayout } from './layout-ops';
import { seatingPlanRoutes } from './routes';

const plan: SeatingPlan = {
  id: 4,
  name: 'Harbour Hall',
  seat_count: 0,
  standing_capacity: 0,
  events_count: 0,
  in_use: false,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  layout: emptyLayout('Stalls', { id: 'stalls', name: 'Stalls', color: '#1c7ed6' }),
};

/** The server: the plan for its own path, a 404 for any other; the paths asked for, in order. */
function server() {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    asked.push(new URL(url, 'http://localhost').pathname);
    const found = url.includes('/accounts/9/seating-plans/4');
    return Promise.resolve(
      new Response(JSON.stringify(found ? { data: plan } : { message: 'Not found', code: 'NOT_FOUND' }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return asked;
}

function open(path: string) {
  // The management layout's loader has fetched the user.
  queryClient.setQueryData(meQueryKey, { id: 1, account_id: 9, role: 'ADMIN' } as User);
  return createMemoryRouter([{ path: '/account', children: seatingPlanRoutes }], { initialEntries: [path] });
}

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

// The editor's module loads with the route: slow on a busy machine.
describe('the plan editor route', { timeout: 30_000 }, () => {
  it("asks for the plan while the editor's code loads, and the editor's query finds it there", async () => {
    const asked = server();
    const router = open('/account/seating-plans/4');
    await vi.waitFor(() => expect(queryClient.getQueryData(seatingPlanQuery(9, 4).queryKey)).toEqual(plan), { timeout: 10_000 });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    expect(asked).toEqual(['/api/accounts/9/seating-plans/4']);
    router.dispose();
  });

  it('asks for nothing when the path names no plan', async () => {
    const asked = server();
    const router = open('/account/seating-plans/new');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    expect(router.state.matches.at(-1)?.route.path).toBe('seating-plans/:planId');
    expect(asked).toEqual([]);
    router.dispose();
  });
});
