import type { RouteObject } from 'react-router';

/** Catalogue pages inside the event area (/manage/event/:eventId/...). */
export const catalogueEventRoutes: RouteObject[] = [];

/** Catalogue pages of the account area (/account/...), ADMIN only. */
export const catalogueAccountRoutes: RouteObject[] = [];
