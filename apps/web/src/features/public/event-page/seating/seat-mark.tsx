import type { PlanSeat } from '@stagedoor/contracts';

/** A seat that cannot be chosen. */
export const TAKEN_COLOR = '#ced4da';

/** One seat: a circle in its category's colour, a square for a wheelchair space, a diamond for a companion seat. */
export function SeatMark({
  seat,
  r,
  color,
  state,
}: {
  seat: Pick<PlanSeat, 'x' | 'y' | 'accessible'>;
  r: number;
  color: string;
  state: string;
}) {
  const chosen = state === 'chosen';
  const stroke = chosen ? { stroke: '#1a1b1e', strokeWidth: r * 0.35 } : {};
  const common = { fill: color, ...stroke };
  if (seat.accessible === 'WHEELCHAIR')
    return <rect x={seat.x - r} y={seat.y - r} width={r * 2} height={r * 2} rx={r * 0.25} {...common} />;
  if (seat.accessible === 'COMPANION') {
    const points = `${seat.x},${seat.y - r * 1.15} ${seat.x + r * 1.15},${seat.y} ${seat.x},${seat.y + r * 1.15} ${seat.x - r * 1.15},${seat.y}`;
    return <polygon points={points} {...common} />;
  }
  return <circle cx={seat.x} cy={seat.y} r={chosen ? r : r * 0.9} {...common} />;
}
