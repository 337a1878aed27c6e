import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../../features/errors/RouteErrorPage';
import { publicRoutes } from '../../features/public/routes';
import { checkInScannerRoutes } from '../../features/check-in/routes';
import { lazyPage } from '../lazy-page';
import { PublicRoot } from './PublicRoot';

/**
 * The buyer pages and the staff's scanner (SPEC §2): the routes of the lean public entry
 * (public.html). Any other address goes to the full app, which the server sends for it.
 */
export const publicAppRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: PublicRoot,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...publicRoutes,
      ...checkInScannerRoutes,
      { path: '*', lazy: lazyPage(() => import('../../features/errors/NotFoundPage'), (m) => m.NotFoundPage) },
    ],
  },
];

export const publicRouter = createBrowserRouter(publicAppRoutes);

/** The URL of a navigation that is still loading its route modules, if any. */
export function pendingNavigationUrl(): string | null {
  const location = publicRouter.state.navigation.location;
  return location ? location.pathname + location.search + location.hash : null;
}

/** Resolves once the first page's modules and data are loaded, so it renders in one go. */
export function firstPageReady(): Promise<void> {
  return new Promise((resolve) => {
    if (publicRouter.state.initialized) return resolve();
    const unsubscribe = publicRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
