import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The seating page inside the event area (/manage/event/:eventId/seating). */
export const seatingEventRoutes: RouteObject[] = [
  {
    path: 'seating',
    lazy: lazyPage(
      () => import('./SeatingPage'),
      (m) => m.SeatingPage,
    ),
  },
];

/** The printable seat list of a date: a page of its own, without the management shell. */
export const seatingPrintRoutes: RouteObject[] = [
  {
    path: 'manage/event/:eventId/seating/print',
    lazy: lazyPage(
      () => import('./SeatListPrintPage'),
      (m) => m.SeatListPrintPage,
    ),
  },
];
