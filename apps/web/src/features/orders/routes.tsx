import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** Order pages inside the event area (/manage/event/:eventId/...). */
export const orderEventRoutes: RouteObject[] = [
  {
    path: 'orders',
    lazy: lazyPage(
      () => import('./OrdersPage'),
      (m) => m.OrdersPage,
    ),
  },
];
