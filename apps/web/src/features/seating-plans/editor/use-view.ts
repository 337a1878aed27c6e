import { useCallback, useState } from 'react';

/** How the plan is shown: screen = plan × scale + offset. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 0.02;
export const MAX_SCALE = 8;
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Zooms keeping the point (px, py) of the screen where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio };
}

/** The whole plan in a box of the given size, with a margin. */
export function fitView(width: number, height: number, planWidth: number, planHeight: number): View {
  if (width <= 0 || height <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = clampScale(Math.min(width / planWidth, height / planHeight) * 0.94);
  return { scale, x: (width - planWidth * scale) / 2, y: (height - planHeight * scale) / 2 };
}

export function useView() {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const pan = useCallback((dx: number, dy: number) => setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy })), []);
  const zoom = useCallback((factor: number, px: number, py: number) => setView((current) => zoomAt(current, factor, px, py)), []);
  return { view, setView, pan, zoom };
}
