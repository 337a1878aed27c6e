import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter, redirect, RouteNotFound, type LoaderArgs, type Route, type Router } from './router';

/** A loader whose calls the test answers one by one, in the order it chooses. */
function controlled() {
  const calls: { args: LoaderArgs; resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const loader = (args: LoaderArgs) =>
    new Promise((resolve, reject) => {
      calls.push({ args, resolve, reject });
    });
  const call = async (index: number) => {
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(index));
    return calls[index]!;
  };
  return { loader, calls, call };
}

const pathOf = (router: Router) => router.state.location.pathname + router.state.location.search;
const leaf = (router: Router) => router.state.matches.at(-1);

async function start(routes: Route[], at = '/'): Promise<Router> {
  history.replaceState(null, '', at);
  const router = createRouter(routes, { owns: () => true });
  await router.initialize();
  return router;
}

beforeEach(() => {
  history.replaceState(null, '', '/');
});

describe('Router navigation', () => {
  it('loads the page with its parameters and the query, and puts the address in the history', async () => {
    const seen: LoaderArgs[] = [];
    const router = await start(
      [
        { path: 'home' },
        {
          path: 'event/:eventId',
          loader: (args) => {
            seen.push(args);
            return { title: `Event ${args.params.eventId}` };
          },
        },
      ],
      '/home',
    );
    const entries = history.length;

    await router.navigate('/event/7?promo_code=SPRING');

    expect(pathOf(router)).toBe('/event/7?promo_code=SPRING');
    expect(window.location.pathname).toBe('/event/7');
    expect(history.length).toBe(entries + 1);
    expect(leaf(router)?.data).toEqual({ title: 'Event 7' });
    expect(router.state.navigation).toBeNull();
    expect(new URL(seen[0]!.request.url).searchParams.get('promo_code')).toBe('SPRING');
    expect(seen[0]!.request.signal.aborted).toBe(false);
  });

  it('shows the address being loaded while the loader works, and the page once it answers', async () => {
    const slow = controlled();
    const router = await start([{ path: 'home' }, { path: 'slow', loader: slow.loader }], '/home');

    const going = router.navigate('/slow');
    const { resolve } = await slow.call(0);
    expect(router.state.navigation?.pathname).toBe('/slow');
    expect(pathOf(router)).toBe('/home');

    resolve('done');
    await going;
    expect(router.state.navigation).toBeNull();
    expect(pathOf(router)).toBe('/slow');
    expect(leaf(router)?.data).toBe('done');
  });

  it('follows a redirect from a loader, replacing the address asked for', async () => {
    const router = await start(
      [
        { path: 'home' },
        { path: 'old/:id', loader: ({ params }) => redirect(`/new/${params.id}`) },
        { path: 'new/:id', loader: ({ params }) => `new ${params.id}` },
      ],
      '/home',
    );
    const entries = history.length;

    await router.navigate('/old/5');

    expect(pathOf(router)).toBe('/new/5');
    expect(leaf(router)?.data).toBe('new 5');
    expect(window.location.pathname).toBe('/new/5');
    // The redirect took the place of the address asked for: one new entry, not two.
    expect(history.length).toBe(entries + 1);
  });

  it('redirects from the first page before anything is shown', async () => {
    const router = await start(
      [
        { path: 'start', loader: () => redirect('/there') },
        { path: 'there', loader: () => 'there' },
      ],
      '/start',
    );
    await vi.waitFor(() => expect(pathOf(router)).toBe('/there'));
    expect(leaf(router)?.data).toBe('there');
  });

  it('keeps the last navigation started when an earlier one answers later', async () => {
    const slow = controlled();
    const router = await start([{ path: 'home' }, { path: 'slow', loader: slow.loader }, { path: 'fast', loader: () => 'fast' }], '/home');

    const first = router.navigate('/slow');
    const { args, resolve } = await slow.call(0);
    await router.navigate('/fast');
    expect(pathOf(router)).toBe('/fast');
    expect(args.signal.aborted).toBe(true);
    expect(args.request.signal.aborted).toBe(true);

    // The slow page answering at last changes nothing.
    resolve('slow');
    await first;
    expect(pathOf(router)).toBe('/fast');
    expect(leaf(router)?.data).toBe('fast');
    expect(window.location.pathname).toBe('/fast');
  });

  it('keeps the last navigation when the earlier one answers first, while the later is still loading', async () => {
    const a = controlled();
    const b = controlled();
    const router = await start([{ path: 'home' }, { path: 'a', loader: a.loader }, { path: 'b', loader: b.loader }], '/home');

    const first = router.navigate('/a');
    const firstCall = await a.call(0);
    const second = router.navigate('/b');
    const secondCall = await b.call(0);

    firstCall.resolve('a');
    await first;
    expect(pathOf(router)).toBe('/home');
    expect(router.state.navigation?.pathname).toBe('/b');

    secondCall.resolve('b');
    await second;
    expect(pathOf(router)).toBe('/b');
    expect(leaf(router)?.data).toBe('b');
    expect(secondCall.args.signal.aborted).toBe(false);
  });

  it('ignores a redirect from a navigation that a newer one replaced', async () => {
    const slow = controlled();
    const router = await start(
      [{ path: 'home' }, { path: 'slow', loader: slow.loader }, { path: 'fast' }, { path: 'elsewhere', loader: () => 'elsewhere' }],
      '/home',
    );

    const first = router.navigate('/slow');
    const { resolve } = await slow.call(0);
    await router.navigate('/fast');
    resolve(redirect('/elsewhere'));
    await first;
    expect(pathOf(router)).toBe('/fast');
  });

  it("aborts a shown page's signal once the reader leaves it, and not before", async () => {
    const seen: LoaderArgs[] = [];
    const router = await start(
      [
        { path: 'home' },
        {
          path: 'event/:eventId',
          loader: (args) => {
            seen.push(args);
            return args.params.eventId;
          },
        },
      ],
      '/home',
    );

    await router.navigate('/event/1');
    expect(seen[0]!.signal.aborted).toBe(false);
    await router.navigate('/home');
    expect(seen[0]!.signal.aborted).toBe(true);
  });

  it('aborts a revalidation that a navigation overtakes', async () => {
    let calls = 0;
    const slow = controlled();
    const router = await start(
      [
        {
          path: 'page',
          loader: (args) => {
            calls += 1;
            return calls === 1 ? 'first' : slow.loader(args);
          },
        },
        { path: 'next' },
      ],
      '/page',
    );
    expect(leaf(router)?.data).toBe('first');

    const revalidating = router.revalidate();
    const { args, resolve } = await slow.call(0);
    expect(router.state.revalidating).toBe(true);
    await router.navigate('/next');
    expect(args.signal.aborted).toBe(true);
    resolve('stale');
    await revalidating;
    expect(pathOf(router)).toBe('/next');
    expect(router.state.revalidating).toBe(false);
  });

  it('shows a failure at the nearest error boundary above the route that failed, keeping the routes above', async () => {
    const failure = new Error('loader failed');
    const router = await start(
      [
        {
          path: 'area',
          ErrorBoundary: () => null,
          loader: () => 'area data',
          children: [
            {
              path: 'section',
              ErrorBoundary: () => null,
              loader: () => 'section data',
              children: [{ path: 'page', loader: () => Promise.reject(failure) }],
            },
            { path: 'plain', children: [{ path: 'page', lazy: () => Promise.reject(new Error('chunk failed')) }] },
            { path: 'fine', loader: () => 'fine' },
          ],
        },
      ],
      '/area/section/page',
    );

    expect(router.state.error).toBe(failure);
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['area', 'section']);
    expect(router.state.matches[0]?.data).toBe('area data');

    // A route without a boundary passes its failure up to the one above it.
    await router.navigate('/area/plain/page');
    expect((router.state.error as Error).message).toBe('chunk failed');
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['area']);

    await router.navigate('/area/fine');
    expect(router.state.error).toBeNull();
    expect(router.state.matches.map((match) => match.data)).toEqual(['area data', 'fine']);
  });

  it('tries a route module that failed to load again on the next visit', async () => {
    let attempts = 0;
    const router = await start(
      [
        { path: 'home' },
        {
          path: 'flaky',
          ErrorBoundary: () => null,
          lazy: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('network');
            return { loader: () => 'loaded' };
          },
        },
      ],
      '/home',
    );

    await router.navigate('/flaky');
    expect((router.state.error as Error).message).toBe('network');
    await router.navigate('/flaky', { replace: true });
    expect(router.state.error).toBeNull();
    expect(leaf(router)?.data).toBe('loaded');
  });

  it('answers an address no route fits with "not found" at the root', async () => {
    const router = await start([{ Component: () => null, children: [{ path: 'event/:eventId' }] }], '/nowhere');
    expect(router.state.error).toBeInstanceOf(RouteNotFound);
    expect(router.state.matches).toHaveLength(1);
  });
});
