import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The attendee page inside the event area (/manage/event/:eventId/attendees). */
export const attendeeEventRoutes: RouteObject[] = [
  {
    path: 'attendees',
    lazy: lazyPage(
      () => import('./AttendeesPage'),
      (m) => m.AttendeesPage,
    ),
  },
];

/** The print view of chosen tickets: a page of its own, without the management shell. */
export const attendeePrintRoutes: RouteObject[] = [
  {
    path: 'manage/event/:eventId/attendees/print',
    lazy: lazyPage(
      () => import('./AttendeesPrintPage'),
      (m) => m.AttendeesPrintPage,
    ),
  },
];
