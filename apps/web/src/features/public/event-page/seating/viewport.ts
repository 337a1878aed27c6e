/**
 * Zoom and pan of the drawn plan. The drawing's box is the plan's own size (its units); the view maps a plan
 * point p to `p × scale + offset` in that box, which the SVG's viewBox then fits to the screen.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 8;
/** One press of a zoom button, or one notch of a wheel. */
export const ZOOM_STEP = 1.5;

export const INITIAL_VIEW: View = { scale: 1, x: 0, y: 0 };

/** The view kept within bounds: never smaller than the box, never panned off the plan. */
export function clampView(view: View, box: Size): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale));
  const clamp = (offset: number, size: number) => Math.min(0, Math.max(size - size * scale, offset));
  return { scale, x: clamp(view.x, box.width), y: clamp(view.y, box.height) };
}

/** Zooms by `factor` about `point` (box units): the plan point under it stays there. */
export function zoomAt(view: View, factor: number, point: Point, box: Size): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * factor));
  const ratio = scale / view.scale;
  return clampView({ scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio }, box);
}

/** Zooms about the middle of the box (the buttons). */
export function zoomCentre(view: View, factor: number, box: Size): View {
  return zoomAt(view, factor, { x: box.width / 2, y: box.height / 2 }, box);
}

export function panBy(view: View, dx: number, dy: number, box: Size): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, box);
}

const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Two fingers: the view at the start of the gesture, scaled by how far the fingers moved apart about where they
 * started, then moved with their middle. The plan point under the fingers stays under them.
 */
export function pinch(start: View, from: [Point, Point], to: [Point, Point], box: Size): View {
  const before = distance(from[0], from[1]);
  const factor = before > 0 ? distance(to[0], to[1]) / before : 1;
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, start.scale * factor));
  const ratio = scale / start.scale;
  const a = middle(...from);
  const b = middle(...to);
  return clampView({ scale, x: b.x - (a.x - start.x) * ratio, y: b.y - (a.y - start.y) * ratio }, box);
}

/** A point of the screen (client pixels) in box units, given where the drawing is on the screen. */
export function toBox(client: Point, rect: { left: number; top: number; width: number; height: number }, box: Size): Point {
  // An event without a position (a synthetic one) stands for the middle.
  if (!Number.isFinite(client.x) || !Number.isFinite(client.y)) return { x: box.width / 2, y: box.height / 2 };
  return {
    x: rect.width > 0 ? ((client.x - rect.left) * box.width) / rect.width : 0,
    y: rect.height > 0 ? ((client.y - rect.top) * box.height) / rect.height : 0,
  };
}

/** The plan point shown at a point of the box. */
export function toPlan(view: View, point: Point): Point {
  return { x: (point.x - view.x) / view.scale, y: (point.y - view.y) / view.scale };
}

/** A wheel's turn as a zoom factor: one notch (about 100 pixels) one step, smooth for touchpads. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 33 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return ZOOM_STEP ** (-pixels / 100);
}

/** How far a pointer may move before a tap becomes a drag (box units as the screen shows them: pixels × ratio). */
export const TAP_SLOP_PX = 8;
