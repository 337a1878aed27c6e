import type { SeatNumbering } from '@stagedoor/contracts';

/**
 * Where the seats of a row or a table go and what they are called: pure functions, so the editor draws
 * and renumbers the same way every time (geometry.test.ts).
 */

export interface Point {
  x: number;
  y: number;
}

export interface RowShape {
  /** Where the row starts: its first seat, from the left (docs/seating.md, "Numbering and row geometry"). */
  x: number;
  y: number;
  count: number;
  /** Distance between neighbours along the chord. */
  spacing: number;
  /** Sagitta of the arc: 0 straight; positive bends the middle of the row down (away from a stage at the top). */
  curve: number;
  /** Degrees, clockwise, about the row's start. */
  rotation: number;
}

/** Coordinates kept to a tenth of a unit: the layout's JSON stays small and stable. */
export const round = (value: number) => Math.round(value * 10) / 10;

function rotate(point: Point, degrees: number): Point {
  if (!degrees) return point;
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
}

/**
 * The seats of a row from left to right, the first at (x, y): on a line, or on the arc through both ends whose
 * middle lies `curve` below the line between them.
 */
export function rowPositions({ x, y, count, spacing, curve, rotation }: RowShape): Point[] {
  if (count <= 0) return [];
  const chord = (count - 1) * spacing;
  const half = chord / 2;
  const local: Point[] = [];
  if (!curve || count === 1 || chord === 0) {
    for (let i = 0; i < count; i += 1) local.push({ x: i * spacing - half, y: 0 });
  } else {
    // Half the arc's angle: tan(α/2) = sagitta / half chord.
    const alpha = 2 * Math.atan(Math.abs(curve) / half);
    const radius = half / Math.sin(alpha);
    const sign = Math.sign(curve);
    for (let i = 0; i < count; i += 1) {
      const phi = -alpha + (2 * alpha * i) / (count - 1);
      // The ends lie on the chord (y 0), the middle `curve` below it.
      local.push({ x: radius * Math.sin(phi), y: sign * (curve * sign - radius + radius * Math.cos(phi)) });
    }
  }
  return local.map((point) => {
    const turned = rotate({ x: point.x + half, y: point.y }, rotation);
    return { x: round(x + turned.x), y: round(y + turned.y) };
  });
}

/**
 * The numbers of a row's seats in position order (left to right). Odd/even numbers from the middle outwards,
 * odd on the left (ODD_EVEN) or on the right (EVEN_ODD), as theatres number their stalls.
 */
export function seatNumbers(count: number, numbering: SeatNumbering, first: number): number[] {
  const plain = Array.from({ length: count }, (_, i) => first + i);
  switch (numbering) {
    case 'LEFT_TO_RIGHT':
      return plain;
    case 'RIGHT_TO_LEFT':
      return plain.reverse();
    case 'ODD_EVEN':
    case 'EVEN_ODD': {
      const firstOdd = first % 2 === 1 ? first : first + 1;
      const firstEven = first % 2 === 0 ? first : first + 1;
      const leftStart = numbering === 'ODD_EVEN' ? firstOdd : firstEven;
      const rightStart = numbering === 'ODD_EVEN' ? firstEven : firstOdd;
      const leftCount = Math.ceil(count / 2);
      const left = Array.from({ length: leftCount }, (_, i) => leftStart + 2 * (leftCount - 1 - i));
      const right = Array.from({ length: count - leftCount }, (_, i) => rightStart + 2 * i);
      return [...left, ...right];
    }
  }
}

/** Seat labels: the prefix and the number. */
export function seatLabels(count: number, numbering: SeatNumbering, first: number, prefix = ''): string[] {
  return seatNumbers(count, numbering, first).map((number) => `${prefix}${number}`);
}

export interface TableShape {
  shape: 'ROUND' | 'RECTANGLE';
  /** The top left corner of the table's box (docs/seating.md, "Coordinates"). */
  x: number;
  y: number;
  width: number;
  height: number;
  count: number;
  /** Distance of the seats' centres from the table's edge. */
  gap: number;
}

/**
 * The seats around a table, clockwise: around a round table from the top; along the long sides of a rectangular
 * one (the top side gets the odd one), from the top left.
 */
export function tablePositions({ shape, x: boxLeft, y: boxTop, width, height, count, gap }: TableShape): Point[] {
  if (count <= 0) return [];
  const x = boxLeft + width / 2;
  const y = boxTop + height / 2;
  if (shape === 'ROUND') {
    const radius = Math.max(width, height) / 2 + gap;
    return Array.from({ length: count }, (_, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
      return { x: round(x + radius * Math.cos(angle)), y: round(y + radius * Math.sin(angle)) };
    });
  }
  const top = Math.ceil(count / 2);
  const bottom = count - top;
  const along = (n: number, i: number) => x - width / 2 + (width * (i + 0.5)) / n;
  const upper = Array.from({ length: top }, (_, i) => ({ x: round(along(top, i)), y: round(y - height / 2 - gap) }));
  // Clockwise: the bottom side runs from right to left.
  const lower = Array.from({ length: bottom }, (_, i) => ({ x: round(along(bottom, bottom - 1 - i)), y: round(y + height / 2 + gap) }));
  return [...upper, ...lower];
}
