import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PlanSeat } from '@stagedoor/contracts';
import type { SeatPlan } from './seat-plan';

/** A seat named as the buyer finds it in the hall: section, row (or table) and seat. */
export function useSeatName(plan: SeatPlan | null) {
  const { t } = useLingui();
  return useCallback(
    (seat: PlanSeat): string => {
      const { section, row, label } = seat;
      const table = plan?.rowOf.get(seat.id)?.table ?? false;
      const place = table ? t`Table ${row}, seat ${label}` : row ? t`Row ${row}, seat ${label}` : t`Seat ${label}`;
      return section ? `${section}, ${place}` : place;
    },
    [plan, t],
  );
}
