import { describe, expect, it } from 'vitest';
import { decodePublicPlan, encodePublicPlan, publicPlanSeats } from './public-plan.js';
import { planSeats } from './plan-seats.js';
import { seatingLayoutSchema, type SeatingLayoutInput } from './seating.js';
import { compactPlanSchema } from './seating-api.js';

const base = {
  version: 1 as const,
  width: 1000,
  height: 800,
  categories: [
    { id: 'a', name: 'A', color: '#aa0000' },
    { id: 'b', name: 'B', color: '#00aa00' },
  ],
};

const numberedRow = (id: string, n: number, y: number) => ({
  id,
  label: id,
  category: 'a',
  seats: Array.from({ length: n }, (_, i) => ({
    id: `${id}-${i + 1}`,
    label: String(i + 1),
    x: 10.25 + i * 12.5,
    y: (y * 100 + i * 33) / 100,
  })),
});

const layouts: Record<string, SeatingLayoutInput> = {
  'numbered rows': { ...base, sections: [{ id: 's', label: 'Stalls', rows: [numberedRow('A', 30, 10), numberedRow('B', 31, 40)] }] },
  'renumbered rows, custom ids, own categories, accessible seats': {
    ...base,
    sections: [
      {
        id: 's',
        label: 'Stalls',
        rows: [
          {
            id: 'r1',
            label: 'Row 1',
            category: 'a',
            geometry: { x: 0, y: 0, spacing: 10, numbering: 'RIGHT_TO_LEFT' },
            seats: [
              { id: 'r1-3', label: '3', x: 0, y: 0, accessible: 'WHEELCHAIR' },
              { id: 'r1-2', label: '2', x: 10, y: 0, category: 'b' },
              { id: 'custom', label: 'A', x: 20.5, y: 0.01, accessible: 'COMPANION' },
            ],
          },
          { id: 'r2', label: 'Row 2', seats: [{ id: 'r2-1', label: '1', x: 999.99, y: 799.99, category: 'b' }] },
          { id: 'empty', label: 'Empty', category: 'a', seats: [] },
        ],
      },
    ],
  },
  'tables and standing areas': {
    ...base,
    sections: [
      {
        id: 'terrace',
        label: 'Terrace',
        rows: [numberedRow('T', 2, 5)],
        tables: [
          {
            id: 't1',
            label: 'Table 1',
            shape: 'ROUND',
            x: 100,
            y: 100,
            width: 50,
            height: 50,
            category: 'b',
            seats: [
              { id: 't1-1', label: '1', x: 90, y: 100 },
              { id: 't1-2', label: '2', x: 110, y: 100 },
              { id: 't1-x', label: 'x', x: 100, y: 110, category: 'a' },
            ],
          },
        ],
      },
      { id: 'none', label: 'No seats', rows: [], tables: [] },
    ],
    standing_areas: [{ id: 'floor', label: 'Floor', capacity: 50, category: 'b', x: 0, y: 500, width: 200, height: 100 }],
    shapes: [{ kind: 'STAGE', x: 400, y: 700, width: 200, height: 60, text: 'Stage' }],
  },
};

describe('the compact public plan', () => {
  for (const [name, input] of Object.entries(layouts)) {
    it(`decodes to the seats of the layout in planSeats order: ${name}`, () => {
      const layout = seatingLayoutSchema.parse(input);
      const compact = JSON.parse(JSON.stringify(encodePublicPlan(layout)));
      expect(compactPlanSchema.safeParse(compact).success).toBe(true);
      expect(publicPlanSeats(compact)).toEqual(planSeats(layout));
      const decoded = decodePublicPlan(compact);
      expect(decoded.standing_areas).toEqual(layout.standing_areas);
      expect(decoded.shapes).toEqual(layout.shapes);
      expect(decoded.sections.flatMap((s) => s.tables.map(({ seats: _, ...table }) => table))).toEqual(
        layout.sections.flatMap((s) => s.tables.map(({ seats: _, ...table }) => table)),
      );
    });
  }

  it('leaves out the ids and labels that follow the row, and sends coordinates as differences', () => {
    const layout = seatingLayoutSchema.parse(layouts['numbered rows']);
    const row = encodePublicPlan(layout).sections[0]!.rows[0]!;
    expect(row.ids).toBeUndefined();
    expect(row.labels).toBeUndefined();
    expect(row.cats).toBeUndefined();
    expect(row.n).toBe(30);
    expect(row.xy.slice(0, 4)).toEqual([1025, 1000, 1250, 33]);
  });
});
