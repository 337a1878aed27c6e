import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { queryClient } from '../../platform/query/query-client';
import { meQuery } from '../../platform/session/session';

/**
 * Asks for a plan as soon as the session is known, while the editor's code loads: a stadium's plan is megabytes, and
 * the editor's query then finds it on its way. A failure is left to the editor's own query and the layout's loader.
 */
async function prefetchPlan(planId: number): Promise<void> {
  const [{ seatingPlanQuery }, user] = await Promise.all([import('./api'), queryClient.ensureQueryData(meQuery)]);
  await queryClient.prefetchQuery(seatingPlanQuery(user.account_id, planId));
}

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
    loader: ({ params }) => {
      const planId = Number(params.planId);
      if (Number.isInteger(planId) && planId > 0) prefetchPlan(planId).catch(() => undefined);
      return null;
    },
    lazy: lazyPage(
      () => import('./SeatingPlanEditorPage'),
      (m) => m.SeatingPlanEditorPage,
    ),
  },
];
