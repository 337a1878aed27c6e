import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The waiting list inside the event area (/manage/event/:eventId/waiting-list). */
export const waitingListEventRoutes: RouteObject[] = [
  {
    path: 'waiting-list',
    lazy: lazyPage(
      () => import('./WaitingListPage'),
      (m) => m.WaitingListPage,
    ),
  },
];
