import { describe, expect, it } from 'vitest';
import { planSeats, type SeatingLayout } from '@stagedoor/contracts';
import { renderWithProviders } from '../../test/render';
import { SeatMap } from './SeatMap';

/** A hall of 20,000 seats: 100 rows of 200. */
function bigHall(): SeatingLayout {
  return {
    version: 1,
    width: 5200,
    height: 3200,
    categories: [{ id: 'main', name: 'Main', color: '#336699' }],
    sections: [
      {
        id: 's',
        label: 'Hall',
        rows: Array.from({ length: 100 }, (_, row) => ({
          id: `r${row}`,
          label: String(row + 1),
          category: 'main',
          seats: Array.from({ length: 200 }, (_, n) => ({ id: `r${row}-${n}`, label: String(n + 1), x: 100 + n * 25, y: 100 + row * 30 })),
        })),
        tables: [],
      },
    ],
    standing_areas: [],
    shapes: [{ kind: 'STAGE', x: 100, y: 10, width: 5000, height: 60, text: 'Stage' }],
  };
}

describe('SeatMap', () => {
  it('draws twenty thousand seats as a few paths, one per fill, hidden from assistive technology', () => {
    const layout = bigHall();
    const seats = planSeats(layout);
    const sold = seats.filter((seat) => seat.index % 3 === 0).map((seat) => seat.index);
    const free = seats.filter((seat) => seat.index % 3 !== 0).map((seat) => seat.index);
    const { container } = renderWithProviders(
      <SeatMap
        layout={layout}
        seats={seats}
        radius={10}
        fills={[
          { color: '#2b8a3e', indexes: free },
          { color: '#1864ab', indexes: sold },
        ]}
        crossed={[5, 6]}
        selected={[7, 8, 9]}
        cursor={7}
      />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 5200 3200');
    // Two fills, the crosses and the selection: four paths, however many seats.
    expect(svg.querySelectorAll('path')).toHaveLength(4);
    expect(svg.querySelectorAll('*').length).toBeLessThan(20);
    const fills = [...svg.querySelectorAll('path[fill]')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(['#2b8a3e', '#1864ab']);
    // Each seat is one circle (two arcs) in its fill's path.
    expect(svg.querySelector('path[fill="#1864ab"]')!.getAttribute('d')!.match(/M/g)).toHaveLength(sold.length);
  });
});
