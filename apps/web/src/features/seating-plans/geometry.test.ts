import { describe, expect, it } from 'vitest';
import { rowPositions, seatLabels, seatNumbers, tablePositions } from './geometry';

const straight = { x: 100, y: 50, count: 5, spacing: 10, curve: 0, rotation: 0 };

describe('rowPositions', () => {
  it('spaces a straight row evenly from its start', () => {
    expect(rowPositions(straight)).toEqual([
      { x: 100, y: 50 },
      { x: 110, y: 50 },
      { x: 120, y: 50 },
      { x: 130, y: 50 },
      { x: 140, y: 50 },
    ]);
    expect(rowPositions({ ...straight, count: 0 })).toEqual([]);
    expect(rowPositions({ ...straight, count: 1, curve: 30 })).toEqual([{ x: 100, y: 50 }]);
  });

  it('turns a row about its start', () => {
    const turned = rowPositions({ ...straight, count: 3, rotation: 90 });
    expect(turned).toEqual([
      { x: 100, y: 50 },
      { x: 100, y: 60 },
      { x: 100, y: 70 },
    ]);
  });

  it('puts a curved row on the arc through its ends with the sagitta as the middle’s depth', () => {
    const seats = rowPositions({ ...straight, curve: 8 });
    expect(seats[0]).toEqual({ x: 100, y: 50 });
    expect(seats[4]).toEqual({ x: 140, y: 50 });
    expect(seats[2]).toEqual({ x: 120, y: 58 });
    // Symmetric, and every seat on one circle.
    expect(seats[1]!.y).toBe(seats[3]!.y);
    const radius = (20 ** 2 + 8 ** 2) / (2 * 8);
    const centre = { x: 120, y: 58 - radius };
    for (const seat of seats) expect(Math.hypot(seat.x - centre.x, seat.y - centre.y)).toBeCloseTo(radius, 0);
    // A negative curve bends the other way.
    expect(rowPositions({ ...straight, curve: -8 })[2]).toEqual({ x: 120, y: 42 });
  });

  it('bends past a half circle when the sagitta is more than half the chord', () => {
    const seats = rowPositions({ ...straight, count: 3, curve: 30 });
    expect(seats[0]).toEqual({ x: 100, y: 50 });
    expect(seats[1]).toEqual({ x: 110, y: 80 });
  });
});

describe('seatNumbers', () => {
  it('numbers from the left or from the right', () => {
    expect(seatNumbers(4, 'LEFT_TO_RIGHT', 1)).toEqual([1, 2, 3, 4]);
    expect(seatNumbers(4, 'RIGHT_TO_LEFT', 1)).toEqual([4, 3, 2, 1]);
    expect(seatNumbers(3, 'LEFT_TO_RIGHT', 101)).toEqual([101, 102, 103]);
  });

  it('puts odd numbers on one side and even on the other, rising from the middle', () => {
    expect(seatNumbers(6, 'ODD_EVEN', 1)).toEqual([5, 3, 1, 2, 4, 6]);
    expect(seatNumbers(5, 'ODD_EVEN', 1)).toEqual([5, 3, 1, 2, 4]);
    expect(seatNumbers(6, 'EVEN_ODD', 1)).toEqual([6, 4, 2, 1, 3, 5]);
    expect(seatNumbers(4, 'EVEN_ODD', 10)).toEqual([12, 10, 11, 13]);
  });

  it('puts the prefix before each number', () => {
    expect(seatLabels(3, 'RIGHT_TO_LEFT', 1, 'B')).toEqual(['B3', 'B2', 'B1']);
  });
});

describe('tablePositions', () => {
  it('seats a round table around a circle from the top, clockwise, its box’s corner at x and y', () => {
    const seats = tablePositions({ shape: 'ROUND', x: 80, y: 80, width: 40, height: 40, count: 4, gap: 10 });
    expect(seats).toEqual([
      { x: 100, y: 70 },
      { x: 130, y: 100 },
      { x: 100, y: 130 },
      { x: 70, y: 100 },
    ]);
  });

  it('seats a rectangular table along its long sides, the odd seat on top', () => {
    const seats = tablePositions({ shape: 'RECTANGLE', x: 70, y: 90, width: 60, height: 20, count: 5, gap: 10 });
    expect(seats).toEqual([
      { x: 80, y: 80 },
      { x: 100, y: 80 },
      { x: 120, y: 80 },
      { x: 115, y: 120 },
      { x: 85, y: 120 },
    ]);
  });
});
