import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Outlet, RouterProvider, useLoaderData, useRouteError } from './react';
import { createRouter, type Route, type Router } from './router';

function Layout() {
  return (
    <div>
      <nav>
        <Link to="/shop/good">Good page</Link>
        <Link to="/shop/broken">Broken page</Link>
        <Link to="/shop/crashing">Crashing page</Link>
      </nav>
      <h1>Shop layout</h1>
      <Outlet />
    </div>
  );
}

function Page() {
  return <p>Page says {String(useLoaderData<() => string>())}</p>;
}

function Crashing(): never {
  throw new Error('drawing failed');
}

function ShopError() {
  return <div role="alert">Shop error: {(useRouteError() as Error).message}</div>;
}

function RootError() {
  return <div role="alert">Root error</div>;
}

const routes = (): Route[] => [
  {
    Component: () => <Outlet />,
    ErrorBoundary: RootError,
    children: [
      {
        path: 'shop',
        Component: Layout,
        children: [
          { path: 'good', Component: Page, loader: () => 'hello', ErrorBoundary: ShopError },
          { path: 'broken', Component: Page, loader: () => Promise.reject(new Error('loading failed')), ErrorBoundary: ShopError },
          { path: 'crashing', Component: Crashing, ErrorBoundary: ShopError },
        ],
      },
    ],
  },
];

async function show(at: string): Promise<Router> {
  history.replaceState(null, '', at);
  const router = createRouter(routes(), { owns: () => true });
  await router.initialize();
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  history.replaceState(null, '', '/');
});

describe('RouterProvider', () => {
  it('draws the layout and the page with its loader data, and follows links in place', async () => {
    const user = userEvent.setup();
    const router = await show('/shop/good');
    expect(screen.getByRole('heading', { name: 'Shop layout' })).toBeTruthy();
    expect(screen.getByText('Page says hello')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Broken page' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/shop/broken'));
    expect(window.location.pathname).toBe('/shop/broken');
  });

  it("shows a loader's failure in the route's place, inside the layout, not as a blank page", async () => {
    await show('/shop/broken');
    expect(screen.getByRole('heading', { name: 'Shop layout' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Shop error: loading failed');
    expect(screen.queryByText('Root error')).toBeNull();
  });

  it('catches a page that fails while drawing below the layout, and draws the next page again', async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await show('/shop/crashing');
      expect(screen.getByRole('heading', { name: 'Shop layout' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe('Shop error: drawing failed');

      await user.click(screen.getByRole('link', { name: 'Good page' }));
      await screen.findByText('Page says hello');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      errors.mockRestore();
    }
  });

  it('leaves a modified click to the browser', async () => {
    const router = await show('/shop/good');
    const link = screen.getByRole('link', { name: 'Broken page' });
    // After the router's handler (React listens below the document): keeps the test's window where it is.
    const keepHere = (event: Event) => event.preventDefault();
    document.addEventListener('click', keepHere);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    document.removeEventListener('click', keepHere);
    expect(router.state.navigation).toBeNull();
    expect(router.state.location.pathname).toBe('/shop/good');
  });
});
