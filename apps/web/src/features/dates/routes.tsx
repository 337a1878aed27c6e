import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The dates page inside the event area (/manage/event/:eventId/dates). */
export const datesEventRoutes: RouteObject[] = [
  {
    path: 'dates',
    lazy: lazyPage(
      () => import('./DatesPage'),
      (m) => m.DatesPage,
    ),
  },
];
