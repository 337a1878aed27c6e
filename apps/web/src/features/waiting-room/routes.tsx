import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The waiting room page inside the event area (/manage/event/:eventId/waiting-room). */
export const waitingRoomEventRoutes: RouteObject[] = [
  {
    path: 'waiting-room',
    lazy: lazyPage(
      () => import('./WaitingRoomPage'),
      (m) => m.WaitingRoomPage,
    ),
  },
];
