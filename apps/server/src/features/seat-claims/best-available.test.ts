import { describe, expect, it } from 'vitest';
import { seatingLayoutShapeSchema } from '@stagedoor/contracts';
import { indexPlan } from '../seat-map/event-plan.js';
import { bestRuns, hasFree, type SeatSet } from './best-available.js';

const row = (label: string) => ({
  id: `row-${label}`,
  label,
  category: 'stalls',
  seats: [1, 2, 3, 4].map((n) => ({ id: `${label}${n}`, label: String(n), x: n * 10, y: 0 })),
});
const plan = indexPlan(
  1,
  new Date(0),
  seatingLayoutShapeSchema.parse({
    version: 1,
    width: 100,
    height: 100,
    categories: [{ id: 'stalls', name: 'Stalls', color: '#aa3333' }],
    sections: [{ id: 'stalls', label: 'Stalls', rows: [row('A'), row('B')] }],
  }),
);

/** Taken seats as a read of the claims gives them: `lasting` ones stay taken for as long as the read is used. */
function read(lasting: string[], passing: string[] = []): SeatSet & { skipped: WeakMap<object, Map<string, number>> } {
  return {
    has: (id) => lasting.includes(id) || passing.includes(id),
    lasting: (id) => lasting.includes(id),
    skipped: new WeakMap(),
  };
}

describe('best available over a read of the claims', () => {
  it('starts later searches after the best runs that hold a lasting seat, and finds the same seats', () => {
    const taken = read(['A1', 'A2', 'A3', 'A4', 'B2']);
    const first = bestRuns(plan, 'stalls', taken, 1, 2);
    expect(first).toEqual([['B3'], ['B1']]);
    // Row A's four runs, then B2's, hold lasting seats: the next search starts at B3's.
    expect(taken.skipped.get(plan)?.get('runs:1:stalls')).toBe(5);
    expect(bestRuns(plan, 'stalls', taken, 1, 2)).toEqual(first);
    expect(bestRuns(plan, 'stalls', { has: taken.has }, 1, 2)).toEqual(first);
  });

  it('never skips past a seat held only for a while: once free, it is offered', () => {
    const held = read(['A3', 'A1', 'A4'], ['A2']);
    expect(bestRuns(plan, 'stalls', held, 1, 1)).toEqual([['B2']]);
    // A2 leads the best order and may be free before the read is used again: nothing is skipped.
    expect(held.skipped.get(plan)?.get('runs:1:stalls') ?? 0).toBe(0);
    const later = { ...read(['A3', 'A1', 'A4']), skipped: held.skipped };
    expect(bestRuns(plan, 'stalls', later, 1, 1)).toEqual([['A2']]);
  });

  it('counts free seats after the lasting ones it skipped, for pairs as for single seats', () => {
    const taken = read(['A1', 'A2', 'A3', 'A4', 'B1', 'B2']);
    expect(hasFree(plan, 'stalls', taken, 2)).toBe(true);
    expect(taken.skipped.get(plan)?.get('seats:stalls')).toBe(6);
    expect(hasFree(plan, 'stalls', taken, 3)).toBe(false);
    expect(bestRuns(plan, 'stalls', taken, 2, 5)).toEqual([['B3', 'B4']]);
    expect(bestRuns(plan, 'stalls', taken, 2, 5)).toEqual([['B3', 'B4']]);
  });
});
