import type { Locator, Page } from 'playwright-core';

/**
 * What the seating scenarios share: the small theatre the plan editor scenario draws (seating-editor.test.ts), which
 * the selling scenarios (seating-sales.test.ts) start from, and the ways a person reaches a select and a seat.
 */

interface TheatreSeat {
  id: string;
  label: string;
  x: number;
  y: number;
  accessible?: 'WHEELCHAIR';
}

/**
 * A row's seats numbered from the left, the first at (x, y): on a line, or with `curve` on the arc through both ends
 * whose middle lies `curve` below them, as the editor draws a curved row.
 */
function rowSeats(rowId: string, count: number, x: number, y: number, spacing: number, curve = 0): TheatreSeat[] {
  const half = ((count - 1) * spacing) / 2;
  const alpha = 2 * Math.atan(curve / half);
  const radius = curve ? half / Math.sin(alpha) : 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return Array.from({ length: count }, (_, i) => {
    const phi = -alpha + (2 * alpha * i) / (count - 1);
    const at = curve ? { x: half + radius * Math.sin(phi), y: curve - radius + radius * Math.cos(phi) } : { x: i * spacing, y: 0 };
    return { id: `${rowId}-${i + 1}`, label: String(i + 1), x: round(x + at.x), y: round(y + at.y) };
  });
}

const stallsRow = rowSeats('row-1', 8, 416, 233, 24, 60);
stallsRow[7]!.accessible = 'WHEELCHAIR';

/**
 * The theatre the editor scenario draws, with the ids the editor gives: two categories, row A of the stalls (eight
 * seats on a curve, the last a wheelchair space) and row A of the balcony (six seats of the second category).
 */
export const LITTLE_THEATRE = {
  version: 1,
  width: 1000,
  height: 700,
  categories: [
    { id: 'cat-1', name: 'Stalls', color: '#1c7ed6' },
    { id: 'cat-2', name: 'Balcony', color: '#e8590c' },
  ],
  sections: [
    {
      id: 'section-1',
      label: 'Stalls',
      rows: [{ id: 'row-1', label: 'A', category: 'cat-1', seats: stallsRow }],
      tables: [],
    },
    {
      id: 'section-2',
      label: 'Balcony',
      rows: [{ id: 'row-2', label: 'A', category: 'cat-2', seats: rowSeats('row-2', 6, 440, 323, 24) }],
      tables: [],
    },
  ],
  standing_areas: [],
  shapes: [],
};

export interface PlanLayout {
  categories: { id: string; name: string }[];
  sections: {
    id: string;
    label: string;
    rows: {
      id: string;
      label: string;
      category?: string | null;
      seats: { id: string; label: string; y: number; accessible?: string | null }[];
    }[];
  }[];
}

/** A plan's categories, sections, rows and seats by id and label, where they are drawn left aside. */
export function planOutline(layout: PlanLayout) {
  return {
    categories: layout.categories.map((category) => [category.id, category.name]),
    sections: layout.sections.map((section) => ({
      id: section.id,
      label: section.label,
      rows: section.rows.map((row) => ({
        id: row.id,
        label: row.label,
        category: row.category ?? null,
        seats: row.seats.map((seat) => [seat.id, seat.label, seat.accessible ?? null]),
      })),
    })),
  };
}

/** A Mantine Select or MultiSelect, found by its label, and one of its options. */
export async function choose(page: Page, scope: Locator | Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await scope
    .getByRole('combobox', { name: label })
    .or(scope.getByRole('textbox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * The centres of the seats a path draws, in its order and in the page's coordinates: the plans draw a fill's seats as
 * one path of circles (`M<left> <y>a<r> …` each, platform/seating/seat-paths.ts), so a seat is tapped at its place.
 */
export async function seatCentres(path: Locator): Promise<{ x: number; y: number }[]> {
  return path.evaluate((element) => {
    const svgPath = element as SVGPathElement;
    const matrix = svgPath.getScreenCTM()!;
    const svg = svgPath.ownerSVGElement!;
    return [...(svgPath.getAttribute('d') ?? '').matchAll(/M(-?[\d.]+) (-?[\d.]+)a(-?[\d.]+)/g)].map(([, left, y, r]) => {
      const point = svg.createSVGPoint();
      point.x = Number(left) + Number(r);
      point.y = Number(y);
      const onPage = point.matrixTransform(matrix);
      return { x: onPage.x, y: onPage.y };
    });
  });
}
