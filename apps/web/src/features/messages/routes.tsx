import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The messages page inside the event area (/manage/event/:eventId/messages). */
export const messageEventRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: lazyPage(
      () => import('./MessagesPage'),
      (m) => m.MessagesPage,
    ),
  },
];
