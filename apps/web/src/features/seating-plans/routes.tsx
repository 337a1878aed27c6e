import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** Seating plans of the account area (/account/seating-plans), ADMIN only; the management app alone loads them. */
export const seatingPlanRoutes: RouteObject[] = [
  {
    path: 'seating-plans',
    lazy: lazyPage(
      () => import('./SeatingPlansPage'),
      (m) => m.SeatingPlansPage,
    ),
  },
  {
    path: 'seating-plans/:planId',
    lazy: lazyPage(
      () => import('./SeatingPlanEditorPage'),
      (m) => m.SeatingPlanEditorPage,
    ),
  },
];
