import { SEAT_STATES } from '@stagedoor/contracts';
import { STATE_CODE, type House } from './house';
import { SEAT_STATE_COLORS } from './labels';
import type { SeatFill } from './SeatMap';

export type ColourBy = 'state' | 'category';

/** Every seat in its state's colour; held seats as rings. */
export function stateFills(house: House): SeatFill[] {
  const groups: number[][] = SEAT_STATES.map(() => []);
  house.states.forEach((code, index) => groups[code]!.push(index));
  return SEAT_STATES.map((state) => ({ color: SEAT_STATE_COLORS[state], indexes: groups[STATE_CODE[state]]!, ring: state === 'HELD' }));
}

/** Every seat in its category's colour: free and blocked seats as discs, held and sold ones as rings. */
export function categoryFills(house: House): SeatFill[] {
  const groups = new Map<string, SeatFill & { indexes: number[] }>();
  for (const seat of house.seats) {
    const code = house.states[seat.index];
    const ring = code === STATE_CODE.HELD || code === STATE_CODE.SOLD;
    const color = house.categories.get(seat.category)?.color ?? '#868e96';
    const key = `${color}:${ring ? 'ring' : 'disc'}`;
    const group = groups.get(key);
    if (group) group.indexes.push(seat.index);
    else groups.set(key, { color, ring, indexes: [seat.index] });
  }
  return [...groups.values()];
}

/** Free seats and all seats of each category, for the legend of the category colours. */
export function categoryCounts(house: House): { id: string; name: string; color: string; free: number; total: number }[] {
  const counts = new Map(house.layout.categories.map((category) => [category.id, { ...category, free: 0, total: 0 }]));
  for (const seat of house.seats) {
    const entry = counts.get(seat.category);
    if (!entry) continue;
    entry.total += 1;
    if (house.states[seat.index] === STATE_CODE.AVAILABLE) entry.free += 1;
  }
  return [...counts.values()].filter((entry) => entry.total > 0);
}
