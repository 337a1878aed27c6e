import type { RouteObject } from 'react-router';
import { catalogueEventRoutes } from '../catalogue/routes';

/** The event area: /manage/event/:eventId and its pages. */
export const eventAreaRoutes: RouteObject[] = [
  {
    path: 'manage/event/:eventId',
    children: [...catalogueEventRoutes],
  },
];
