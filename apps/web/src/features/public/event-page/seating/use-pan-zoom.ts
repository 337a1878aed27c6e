import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  INITIAL_VIEW,
  panBy,
  pinch,
  type Point,
  type Size,
  TAP_SLOP_PX,
  toBox,
  type View,
  toPlan,
  wheelFactor,
  zoomAt,
  zoomCentre,
} from './viewport';

interface Gesture {
  start: View;
  from: Point[];
  moved: boolean;
  /** The seat under the finger when one pointer went down: a tap chooses it. */
  seatId: string | null;
  /** Box units per screen pixel at the gesture's start. */
  unitsPerPixel: number;
}

/**
 * Pointer events on the drawing: one finger (or the mouse) pans, two pinch-zoom, a tap that did not move taps a
 * seat (the nearest to where it went down, by `seatAt` in plan units); the wheel zooms about the pointer. Touch, pen and mouse alike, as Chromium's touch emulation sends them.
 */
export function usePanZoom(box: Size, onTap: (seatId: string) => void, seatAt: (x: number, y: number) => string | null) {
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const viewRef = useRef(view);
  viewRef.current = view;
  const svgRef = useRef<SVGSVGElement | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);

  const pointOf = useCallback(
    (event: { clientX: number; clientY: number }): Point => {
      const rect = svgRef.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };
      return toBox({ x: event.clientX, y: event.clientY }, rect, box);
    },
    [box],
  );

  const begin = (seatId: string | null, moved: boolean) => {
    const width = svgRef.current?.getBoundingClientRect().width ?? 0;
    gesture.current = {
      start: viewRef.current,
      from: [...pointers.current.values()],
      moved,
      seatId,
      unitsPerPixel: width > 0 ? box.width / width : 1,
    };
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const point = pointOf(event);
    pointers.current.set(event.pointerId, point);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const single = pointers.current.size === 1;
    // Seats are paths of many seats each: the seat under the finger is the one nearest to where it went down.
    const plan = toPlan(viewRef.current, point);
    begin(single ? seatAt(plan.x, plan.y) : null, !single);
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, pointOf(event));
    const current = gesture.current;
    if (!current) return;
    const now = [...pointers.current.values()];
    if (now.length >= 2 && current.from.length >= 2) {
      current.moved = true;
      setView(pinch(current.start, [current.from[0]!, current.from[1]!], [now[0]!, now[1]!], box));
    } else if (now.length === 1 && current.from.length === 1) {
      const dx = now[0]!.x - current.from[0]!.x;
      const dy = now[0]!.y - current.from[0]!.y;
      if (!current.moved && Math.hypot(dx, dy) < TAP_SLOP_PX * current.unitsPerPixel) return;
      current.moved = true;
      setView(panBy(current.start, dx, dy, box));
    }
  };

  const end = (event: ReactPointerEvent<SVGSVGElement>, tap: boolean) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (tap && current && !current.moved && current.seatId && pointers.current.size === 0) onTap(current.seatId);
    // The fingers still down go on from where the view is now.
    if (pointers.current.size > 0) begin(null, true);
    else gesture.current = null;
  };

  // React listens to wheels passively; zooming must keep the page from scrolling.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = pointOf(event);
      setView((current) => zoomAt(current, wheelFactor(event.deltaY, event.deltaMode), point, box));
    };
    svg.addEventListener('wheel', wheel, { passive: false });
    return () => svg.removeEventListener('wheel', wheel);
  }, [box, pointOf]);

  return {
    view,
    svgRef,
    zoom: (factor: number) => setView((current) => zoomCentre(current, factor, box)),
    reset: () => setView(INITIAL_VIEW),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: ReactPointerEvent<SVGSVGElement>) => end(event, true),
      onPointerCancel: (event: ReactPointerEvent<SVGSVGElement>) => end(event, false),
    },
  };
}
