import { describe, expect, it } from 'vitest';
import { clampView, INITIAL_VIEW, MAX_SCALE, panBy, pinch, toBox, toPlan, wheelFactor, zoomAt, zoomCentre } from './viewport';

const box = { width: 400, height: 300 };

describe('zoom and pan', () => {
  it('zooms about a point, keeping the plan point under it in place', () => {
    const point = { x: 100, y: 50 };
    const before = toPlan(INITIAL_VIEW, point);
    const view = zoomAt(INITIAL_VIEW, 2, point, box);
    expect(view.scale).toBe(2);
    expect(toPlan(view, point)).toEqual(before);
  });

  it('never zooms out past the whole plan nor in past the most', () => {
    expect(zoomCentre(INITIAL_VIEW, 0.5, box)).toEqual(INITIAL_VIEW);
    expect(zoomCentre(INITIAL_VIEW, 100, box).scale).toBe(MAX_SCALE);
  });

  it('pans within the plan: its edges never come inside the box', () => {
    const zoomed = zoomCentre(INITIAL_VIEW, 2, box);
    expect(zoomed).toEqual({ scale: 2, x: -200, y: -150 });
    expect(panBy(zoomed, 50, -20, box)).toEqual({ scale: 2, x: -150, y: -170 });
    expect(panBy(zoomed, 500, 500, box)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(panBy(zoomed, -500, -500, box)).toEqual({ scale: 2, x: -400, y: -300 });
    expect(panBy(INITIAL_VIEW, 30, 30, box)).toEqual(INITIAL_VIEW);
    expect(clampView({ scale: 0.2, x: 10, y: 10 }, box)).toEqual(INITIAL_VIEW);
  });

  it('pinches: fingers twice as far apart double the scale, and the point between them follows them', () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 150, y: 100 },
      { x: 250, y: 100 },
    ];
    const view = pinch(
      INITIAL_VIEW,
      from,
      [
        { x: 100, y: 100 },
        { x: 300, y: 100 },
      ],
      box,
    );
    expect(view.scale).toBe(2);
    expect(toPlan(view, { x: 200, y: 100 })).toEqual({ x: 200, y: 100 });
    // Moved together without spreading: a pan.
    const moved = pinch(
      view,
      [
        { x: 100, y: 100 },
        { x: 300, y: 100 },
      ],
      [
        { x: 80, y: 90 },
        { x: 280, y: 90 },
      ],
      box,
    );
    expect(moved).toEqual({ scale: 2, x: view.x - 20, y: view.y - 10 });
  });

  it('reads screen pixels as box units, and a wheel notch as one step', () => {
    expect(toBox({ x: 300, y: 175 }, { left: 100, top: 25, width: 800, height: 600 }, box)).toEqual({ x: 100, y: 75 });
    expect(toBox({ x: 5, y: 5 }, { left: 0, top: 0, width: 0, height: 0 }, box)).toEqual({ x: 0, y: 0 });
    expect(wheelFactor(-100, 0)).toBeCloseTo(1.5);
    expect(wheelFactor(100, 0)).toBeCloseTo(1 / 1.5);
    expect(wheelFactor(-3, 1)).toBeCloseTo(1.5 ** 0.99);
  });
});
