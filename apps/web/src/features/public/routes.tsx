import type { RouteObject } from 'react-router';

/** Public buyer pages: event page, widget, checkout, order and ticket pages. */
export const publicRoutes: RouteObject[] = [];
