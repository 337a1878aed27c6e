import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The reports page inside the event area (/manage/event/:eventId/reports). */
export const reportEventRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: lazyPage(
      () => import('./ReportsPage'),
      (m) => m.ReportsPage,
    ),
  },
];

/** The organizer's reports (/manage/organizer/:organizerId/reports). */
export const organizerReportRoute: RouteObject = {
  path: 'manage/organizer/:organizerId/reports',
  lazy: lazyPage(
    () => import('./OrganizerReportsPage'),
    (m) => m.OrganizerReportsPage,
  ),
};
