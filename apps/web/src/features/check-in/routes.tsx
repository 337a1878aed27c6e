import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The check-in lists of an event (/manage/event/:eventId/check-in). The staff's scanner is a public page (features/public/routes.tsx). */
export const checkInEventRoutes: RouteObject[] = [
  {
    path: 'check-in',
    lazy: lazyPage(
      () => import('./manage/CheckInListsPage'),
      (m) => m.CheckInListsPage,
    ),
  },
];
