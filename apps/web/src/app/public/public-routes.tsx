import { publicRoutes } from '../../features/public/routes';
import type { Route } from '../../platform/routing';
import { lazyPage } from '../lazy-page';
import { PublicErrorPage } from './PublicErrorPage';
import { PublicRoot } from './PublicRoot';

/**
 * The buyer pages and the staff's scanner (SPEC §2): the routes of the lean public entry
 * (public.html), in the browser and on the server that draws the event page.
 */
export const publicAppRoutes: Route[] = [
  {
    Component: PublicRoot,
    ErrorBoundary: PublicErrorPage,
    children: [
      ...publicRoutes,
      {
        path: '*',
        lazy: lazyPage(
          () => import('../../features/errors/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
