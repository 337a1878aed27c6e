import { describe, expect, it } from 'vitest';
import { buildHouse, defaultDateId, filterSeats, moveTargets, neighbourSeat, seatRadius, seatState, selectionByState } from './house';
import { blocked, hall, soldTo } from './test-plan';

const house = () =>
  buildHouse(
    hall,
    [
      soldTo('A-2', 'Ann', 'Lee'),
      blocked('B-1', 'Technician'),
      blocked('floor#3'),
      { seat_id: 'A-4', state: 'HELD', reason: null, attendee: null },
    ],
    [{ id: 'floor', capacity: 50, taken: 7, held: 2, sold: 4, blocked: 1 }],
  );

describe('the house of a date', () => {
  it('gives every seat of the plan its state, counts each state once, and leaves standing places out of the seats', () => {
    const built = house();
    expect(built.seats.map((seat) => seat.id)).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'B-1', 'B-2', 'B-3', 'B-4']);
    expect(built.counts).toEqual({ AVAILABLE: 5, HELD: 1, SOLD: 1, BLOCKED: 1 });
    expect(seatState(built, built.indexOf.get('A-2')!)).toBe('SOLD');
    expect(built.claims.get(built.indexOf.get('B-1')!)?.reason).toBe('Technician');
    expect(built.standing).toEqual([{ id: 'floor', label: 'Floor', capacity: 50, taken: 7, held: 2, sold: 4, blocked: 1 }]);
  });

  it("gives a standing area the plan's capacity and no places taken when the answer has no use for it", () => {
    expect(buildHouse(hall, null, null).standing).toEqual([
      { id: 'floor', label: 'Floor', capacity: 50, taken: 0, held: 0, sold: 0, blocked: 0 },
    ]);
  });

  it('offers a moving attendee the free seats of the same category only', () => {
    const built = house();
    const ids = moveTargets(built, built.indexOf.get('A-2')!).map((index) => built.seats[index]!.id);
    expect(ids).toEqual(['A-1', 'A-3']);
  });

  it('splits a selection into seats to block, to release and those that stay', () => {
    expect(selectionByState(house(), ['A-1', 'A-2', 'B-1', 'gone'])).toEqual({
      AVAILABLE: ['A-1'],
      HELD: [],
      SOLD: ['A-2'],
      BLOCKED: ['B-1'],
    });
  });

  it("filters the list by state and by text, the holder's name included", () => {
    const built = house();
    const ids = (indexes: number[]) => indexes.map((index) => built.seats[index]!.id);
    expect(ids(filterSeats(built, { state: 'BLOCKED', text: '' }))).toEqual(['B-1']);
    expect(ids(filterSeats(built, { state: null, text: 'ann lee' }))).toEqual(['A-2']);
    expect(ids(filterSeats(built, { state: 'AVAILABLE', text: 'b' }))).toEqual(['B-2', 'B-3', 'B-4']);
  });
});

describe('the keyboard cursor on the map', () => {
  const { seats } = house();
  it('moves along the row, to its ends, and to the nearest seat of the row above or below', () => {
    expect(neighbourSeat(seats, 1, 'right')).toBe(2);
    expect(neighbourSeat(seats, 0, 'left')).toBe(0);
    expect(neighbourSeat(seats, 1, 'end')).toBe(3);
    expect(neighbourSeat(seats, 6, 'home')).toBe(4);
    expect(neighbourSeat(seats, 2, 'down')).toBe(6);
    expect(neighbourSeat(seats, 6, 'up')).toBe(2);
    // Nothing above the first row: the cursor stays.
    expect(neighbourSeat(seats, 2, 'up')).toBe(2);
  });

  it('draws seats a little under half the distance between neighbours', () => {
    expect(seatRadius(seats)).toBe(12);
  });
});

describe('the date the house opens on', () => {
  const dates = [
    { id: 1, start_date: '2026-10-01T18:00:00Z', end_date: '2026-10-01T20:00:00Z', status: 'SCHEDULED' },
    { id: 2, start_date: '2026-10-02T18:00:00Z', end_date: null, status: 'CANCELLED' },
    { id: 3, start_date: '2026-10-03T18:00:00Z', end_date: null, status: 'SCHEDULED' },
  ];
  it('is the next scheduled date, one still running included, else the last', () => {
    expect(defaultDateId(dates, '2026-10-01T19:00:00.000Z')).toBe(1);
    expect(defaultDateId(dates, '2026-10-01T21:00:00.000Z')).toBe(3);
    expect(defaultDateId(dates, '2026-11-01T00:00:00.000Z')).toBe(3);
    expect(defaultDateId([], '2026-11-01T00:00:00.000Z')).toBeNull();
  });
});
