import { describe, expect, it } from 'vitest';
import { planSeats } from '@stagedoor/contracts';
import { circlesPath, SeatGrid } from './seat-paths';
import { hall } from '../../features/event-seating/test-plan';

describe('the drawing of the seats', () => {
  const seats = planSeats(hall);

  it('draws the seats of one fill as one path of circles', () => {
    expect(circlesPath(seats, [0, 5], 10)).toBe('M120 100a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M150 140a10 10 0 1 0 20 0a10 10 0 1 0 -20 0');
  });

  it('finds the seat under a point, and none between the rows far from every seat', () => {
    const grid = new SeatGrid(seats, 12);
    expect(seats[grid.seatAt(161, 102)]?.id).toBe('A-2');
    expect(seats[grid.seatAt(188, 139)]?.id).toBe('B-3');
    expect(grid.seatAt(40, 40)).toBe(-1);
  });

  it('finds every seat of a large plan by its own position', () => {
    const big = Array.from({ length: 20_000 }, (_, index) => ({
      ...seats[0]!,
      id: `s${index}`,
      index,
      x: (index % 200) * 25,
      y: Math.floor(index / 200) * 30,
    }));
    const grid = new SeatGrid(big, 10);
    expect(big.every((seat) => grid.seatAt(seat.x + 3, seat.y - 3) === seat.index)).toBe(true);
  });
});
