import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicApp } from '../../../../app/public/PublicApp';
import { createRouter, createStaticRouter, type Route } from '../../../../platform/routing';
import { price, publicEvent, ticket } from '../../../../test/public-event';
import { EventPage } from '../EventPage';
import { eventPageLoader, loadEventPageData, type EmbeddedEventPage } from '../event-page-loader';
import type { PublicEventDate, PublicEventWithTickets } from '@stagedoor/contracts';
import type { DatesPage } from './dates-page';

const routes: Route[] = [{ path: 'event/:eventId/:eventSlug?', Component: EventPage, loader: eventPageLoader }];

const date = (id: number, start: string, over: Partial<PublicEventDate> = {}): PublicEventDate => ({
  id,
  start_date: start,
  end_date: null,
  label: null,
  status: 'SCHEDULED',
  availability: 'ON_SALE',
  ...over,
});

const upcoming: DatesPage = {
  data: [
    date(1, '2031-07-01T16:00:00.000Z'),
    date(2, '2031-07-08T16:00:00.000Z', { label: 'Matinee' }),
    date(3, '2031-07-15T16:00:00.000Z', { status: 'CANCELLED', availability: 'CANCELLED' }),
  ],
  meta: { current_page: 1, per_page: 20, total: 3, last_page: 1 },
};

// React's act() in this simulated DOM, as Testing Library sets it for its own renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the page of one date, drawn on the server', () => {
  it('is taken over in the browser as it was drawn: no mismatch, the event and its dates not asked again', async () => {
    const event: PublicEventWithTickets = {
      ...publicEvent({ timezone: 'Europe/Berlin', tickets: [ticket({ id: 1, prices: [price({ id: 10 })] })] }),
      dates_count: 3,
      event_date_id: 2,
    };
    const href = 'http://stagedoor.test/event/1/gala?date=2';
    // What the server embeds (apps/server render-event-page.ts) and draws from (public-server.tsx).
    const embedded: EmbeddedEventPage = {
      promo_code: null,
      date_id: 2,
      event,
      dates: upcoming,
      chosen_date: upcoming.data[1],
      now: '2031-06-01T00:00:00.000Z',
    };
    const data = await loadEventPageData('1', new Request(href), {
      fetchEvent: () => Promise.reject(new Error('the server has the event')),
      fetchDates: () => Promise.reject(new Error('the server has the dates')),
      embedded: () => embedded,
    });
    const html = renderToString(<PublicApp router={await createStaticRouter(routes, href, data)} />);
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('Matinee');

    history.replaceState(null, '', '/event/1/gala?date=2');
    document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="sd-event-data">${JSON.stringify(embedded)}</script>`;
    // A wide screen shows the month calendar once the page is hydrated, which reads its month's dates.
    const asked = vi.spyOn(globalThis, 'fetch').mockImplementation((url) =>
      Promise.resolve(
        new Response(JSON.stringify(String(url).includes('/files') ? { data: [] } : upcoming), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const problems: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    const router = createRouter(routes, { owns: () => true });
    await router.initialize();
    const root = document.getElementById('root')!;
    await act(async () => {
      hydrateRoot(root, <PublicApp router={router} />, { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    // Neither the event nor its first page of dates is asked for again (the page's documents are asked for once it shows).
    const urls = asked.mock.calls.map(([url]) => String(url)).filter((url) => !url.endsWith('/files'));
    expect(urls.every((url) => url.includes('/public/events/1/dates?from='))).toBe(true);
    await expect.poll(() => root.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/event/1/gala?date=2');
    expect(document.getElementById('sd-event-data')).toBeNull();
  });
});
