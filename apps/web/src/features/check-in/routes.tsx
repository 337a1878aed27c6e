import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The check-in lists of an event (/manage/event/:eventId/check-in). */
export const checkInEventRoutes: RouteObject[] = [
  { path: 'check-in', lazy: lazyPage(() => import('./manage/CheckInListsPage'), (m) => m.CheckInListsPage) },
];

/** The staff's public scanner: its own chunk, sharing nothing with the management pages. */
export const checkInScannerRoutes: RouteObject[] = [
  { path: 'check-in/:checkInListShortId', lazy: lazyPage(() => import('./scanner/ScannerPage'), (m) => m.ScannerPage) },
];
