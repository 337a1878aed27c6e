import { t } from '@lingui/core/macro';
import type { PlanSeat, SeatState } from '@stagedoor/contracts';

export function seatStateLabel(state: SeatState): string {
  switch (state) {
    case 'AVAILABLE':
      return t({ message: 'Free', context: 'seat state' });
    case 'HELD':
      return t({ message: 'Held', context: 'seat state' });
    case 'SOLD':
      return t({ message: 'Sold', context: 'seat state' });
    case 'BLOCKED':
      return t({ message: 'Blocked', context: 'seat state' });
  }
}

/** The map's and the legend's colours; held seats are also drawn as rings and blocked ones crossed. */
export const SEAT_STATE_COLORS: Record<SeatState, string> = {
  AVAILABLE: '#2b8a3e',
  HELD: '#e67700',
  SOLD: '#1864ab',
  BLOCKED: '#495057',
};

export const SEAT_STATE_BADGES: Record<SeatState, string> = { AVAILABLE: 'green', HELD: 'orange', SOLD: 'blue', BLOCKED: 'gray' };

/** "Stalls, row C, seat 12": how a seat is named in the list, the details and what is read out. */
export function seatName(seat: Pick<PlanSeat, 'section' | 'row' | 'label'>): string {
  const { section, row, label } = seat;
  if (!section && !row) return t`Seat ${label}`;
  if (!section) return t`Row ${row}, seat ${label}`;
  if (!row) return t`${section}, seat ${label}`;
  return t`${section}, row ${row}, seat ${label}`;
}

export function holderName(holder: { first_name: string; last_name: string }): string {
  return `${holder.first_name} ${holder.last_name}`.trim();
}
