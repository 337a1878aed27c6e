import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { catalogueEventRoutes } from '../catalogue/routes';
import { attendeeEventRoutes } from '../attendees/routes';
import { orderEventRoutes } from '../orders/routes';
import { affiliateEventRoutes } from '../affiliates/routes';
import { waitingListEventRoutes } from '../waiting-list/routes';
import { messageEventRoutes } from '../messages/routes';
import { checkInEventRoutes } from '../check-in/routes';
import { datesEventRoutes } from '../dates/routes';
import { seatingEventRoutes } from '../event-seating/routes';
import { reportEventRoutes } from '../reports/routes';
import { waitingRoomEventRoutes } from '../waiting-room/routes';
import { NotFoundState } from '../errors/NotFoundState';
import { RouteErrorContent } from '../errors/RouteErrorPage';
import { eventAreaLoader } from './use-event';

const dashboard = lazyPage(
  () => import('./dashboard/DashboardPage'),
  (m) => m.DashboardPage,
);

/** The event area: /manage/event/:eventId and its pages. */
export const eventAreaRoutes: RouteObject[] = [
  {
    path: 'manage/event/:eventId',
    loader: eventAreaLoader,
    lazy: lazyPage(
      () => import('./layout/EventLayout'),
      (m) => m.EventLayout,
    ),
    children: [
      {
        // A failing page keeps the event's header and menu around its error.
        ErrorBoundary: RouteErrorContent,
        children: [
          { index: true, lazy: dashboard },
          { path: 'dashboard', lazy: dashboard },
          {
            path: 'getting-started',
            lazy: lazyPage(
              () => import('./getting-started/GettingStartedPage'),
              (m) => m.GettingStartedPage,
            ),
          },
          {
            path: 'settings',
            lazy: lazyPage(
              () => import('./settings/SettingsPage'),
              (m) => m.SettingsPage,
            ),
          },
          {
            path: 'homepage-designer',
            lazy: lazyPage(
              () => import('./designer/HomepageDesignerPage'),
              (m) => m.HomepageDesignerPage,
            ),
          },
          {
            path: 'widget',
            lazy: lazyPage(
              () => import('./widget/WidgetSettingsPage'),
              (m) => m.WidgetSettingsPage,
            ),
          },
          ...datesEventRoutes,
          ...catalogueEventRoutes,
          ...seatingEventRoutes,
          ...attendeeEventRoutes,
          ...orderEventRoutes,
          ...affiliateEventRoutes,
          ...messageEventRoutes,
          ...checkInEventRoutes,
          ...reportEventRoutes,
          ...waitingListEventRoutes,
          ...waitingRoomEventRoutes,
          { path: '*', Component: NotFoundState },
        ],
      },
    ],
  },
];
