import { describe, expect, it } from 'vitest';
import { categoryCounts, categoryFills, stateFills } from './fills';
import { buildHouse } from './house';
import { blocked, hall, soldTo } from './test-plan';

const house = buildHouse(
  hall,
  [soldTo('A-2', 'Ann', 'Lee'), blocked('B-1'), { seat_id: 'B-4', state: 'HELD', reason: null, attendee: null }],
  null,
);
const ids = (indexes: readonly number[]) => indexes.map((index) => house.seats[index]!.id);

describe('the fills of the map', () => {
  it('colours by state, one fill per state, held seats as rings', () => {
    const fills = stateFills(house);
    expect(fills.map((fill) => [fill.color, ids(fill.indexes), fill.ring])).toEqual([
      ['#2b8a3e', ['A-1', 'A-3', 'A-4', 'B-2', 'B-3'], false],
      ['#e67700', ['B-4'], true],
      ['#1864ab', ['A-2'], false],
      ['#495057', ['B-1'], false],
    ]);
  });

  it("colours by category, taken seats as rings of their category's colour", () => {
    const fills = categoryFills(house);
    expect(fills.map((fill) => [fill.color, ids(fill.indexes), fill.ring])).toEqual([
      ['#aa3333', ['A-1', 'A-3', 'A-4'], false],
      ['#aa3333', ['A-2'], true],
      ['#3333aa', ['B-1', 'B-2', 'B-3'], false],
      ['#3333aa', ['B-4'], true],
    ]);
    expect(categoryCounts(house).map(({ id, free, total }) => [id, free, total])).toEqual([
      ['stalls', 3, 4],
      ['balcony', 2, 4],
    ]);
  });
});
