import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createRouter, RouterProvider, useLocation } from '../../../../platform/routing';
import { renderWithProviders } from '../../../../test/render';
import { publicEvent } from '../../../../test/public-event';
import type { PageDates } from '../event-page-loader';
import type { PublicEventDate } from '@stagedoor/contracts';
import { DatePicker } from './DatePicker';

const NOW = '2031-07-01T10:00:00.000Z';

const date = (id: number, start: string, over: Partial<PublicEventDate> = {}): PublicEventDate => ({
  id,
  start_date: start,
  end_date: null,
  label: null,
  status: 'SCHEDULED',
  availability: 'ON_SALE',
  ...over,
});

const dates: PageDates = {
  now: NOW,
  chosen: null,
  upcoming: {
    data: [
      date(1, '2031-07-01T16:00:00Z'),
      date(2, '2031-07-08T16:00:00Z', { label: 'Matinee', availability: 'SOLD_OUT' }),
      date(3, '2031-07-15T16:00:00Z', { status: 'CANCELLED', availability: 'CANCELLED' }),
    ],
    meta: { current_page: 1, per_page: 3, total: 3, last_page: 1 },
  },
};

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

async function showPicker(search: string, chosen: number) {
  history.replaceState(null, '', `/event/1/gala${search}`);
  const event = { ...publicEvent({ timezone: 'Europe/Berlin' }), dates_count: 3, event_date_id: chosen };
  const router = createRouter(
    [
      {
        path: 'event/:eventId/:slug',
        Component: () => (
          <>
            <DatePicker event={event} dates={dates} />
            <Address />
          </>
        ),
      },
    ],
    { owns: () => true },
  );
  await router.initialize();
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

afterEach(cleanup);

describe('the date picker', () => {
  it('lists the dates as links to their pages, the chosen one the current page, a cancelled one marked and not a link', async () => {
    await showPicker('?promo_code=VIP', 1);
    const list = screen.getByRole('list', { name: 'Dates' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[0]!.getAttribute('href')).toBe('/event/1/gala?promo_code=VIP&date=1');
    expect(links[1]!.getAttribute('aria-current')).toBeNull();
    expect(links[1]!.textContent).toContain('Matinee');
    expect(links[1]!.textContent).toContain('Sold out');
    const cancelled = within(list).getAllByRole('listitem')[2]!;
    expect(cancelled.textContent).toContain('Cancelled');
    expect(within(cancelled).queryByRole('link')).toBeNull();
  });

  it('goes to a date’s own address by keyboard, keeping the rest of the address', async () => {
    const user = await showPicker('?promo_code=VIP', 1);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('link')[1]);
    await user.keyboard('{Enter}');
    await expect.poll(() => screen.getByRole('status', { name: 'address' }).textContent).toBe('/event/1/gala?promo_code=VIP&date=2');
  });
});
