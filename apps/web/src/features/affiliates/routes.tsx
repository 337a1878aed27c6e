import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** Affiliate pages inside the event area (/manage/event/:eventId/...). */
export const affiliateEventRoutes: RouteObject[] = [
  {
    path: 'affiliates',
    lazy: lazyPage(
      () => import('./AffiliatesPage'),
      (m) => m.AffiliatesPage,
    ),
  },
];
