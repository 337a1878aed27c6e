import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** Catalogue pages inside the event area (/manage/event/:eventId/...). */
export const catalogueEventRoutes: RouteObject[] = [
  {
    path: 'tickets',
    lazy: lazyPage(
      () => import('./tickets/TicketsPage'),
      (m) => m.TicketsPage,
    ),
  },
  {
    path: 'questions',
    lazy: lazyPage(
      () => import('./questions/QuestionsPage'),
      (m) => m.QuestionsPage,
    ),
  },
  {
    path: 'promo-codes',
    lazy: lazyPage(
      () => import('./promo-codes/PromoCodesPage'),
      (m) => m.PromoCodesPage,
    ),
  },
  {
    path: 'capacity-assignments',
    lazy: lazyPage(
      () => import('./capacity-assignments/CapacityAssignmentsPage'),
      (m) => m.CapacityAssignmentsPage,
    ),
  },
];

/** Catalogue pages of the account area (/account/...), ADMIN only. */
export const catalogueAccountRoutes: RouteObject[] = [
  {
    path: 'taxes-and-fees',
    lazy: lazyPage(
      () => import('./taxes-and-fees/TaxesAndFeesPage'),
      (m) => m.TaxesAndFeesPage,
    ),
  },
];
