import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { ActionIcon, Box, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SeatingLayout } from '@stagedoor/contracts';
import { IconFit, IconZoomIn, IconZoomOut } from '../icons';
import { IconArrowLeft, IconArrowRight } from '../../../platform/ui/icons';
import { IconArrowDown, IconArrowUp } from '../icons';
import { everything, widenSelection } from '../seat-focus';
import { groupSelection, moveSelection, seatKey, selectInBox, type Box as PlanBox } from '../selection';
import { AreasLayer, HandlesLayer, SelectionLayer, ShapesLayer, type Activate, type HandleNames } from './CanvasLayers';
import { SEAT_RADIUS, SeatsLayer, type Colors } from './SeatsLayer';
import type { PlanEditorState } from './use-plan-editor';
import { useSeatFocus } from './use-seat-focus';
import { fitView, useView } from './use-view';

interface PlanCanvasProps {
  editor: PlanEditorState;
  colors: Colors;
  names: HandleNames;
  onDelete: () => void;
}

type Gesture =
  | { kind: 'move'; start: { x: number; y: number }; base: SeatingLayout; group: string; keys: string[]; moved: boolean }
  | { kind: 'box'; start: { x: number; y: number }; extend: boolean }
  | { kind: 'pan'; last: { x: number; y: number } };

const PAN_STEP = 60;

/** The keys a click or Enter on a drawn item selects: a row or a table with its seats, or the item alone. */
export function keysOf(layout: SeatingLayout, key: string): string[] {
  if (key.startsWith('row:')) return groupSelection(layout, 'row', key.slice(4));
  if (key.startsWith('table:')) return groupSelection(layout, 'table', key.slice(6));
  return [key];
}

/**
 * The key of what a pointer went down on: an item's `data-key`, or the seat of the row or table (`data-seats`)
 * nearest to the point (plan units), as its seats are drawn as one path.
 */
function hitKey(layout: SeatingLayout, target: Element, point: { x: number; y: number }): string | null {
  const keyed = target.closest?.('[data-key]')?.getAttribute('data-key');
  if (keyed) return keyed;
  const owner = target.closest?.('[data-seats]')?.getAttribute('data-seats');
  if (!owner) return null;
  const [kind, ...rest] = owner.split(':');
  const id = rest.join(':');
  for (const section of layout.sections) {
    const found = (kind === 'row' ? section.rows : section.tables).find((item) => item.id === id);
    if (!found) continue;
    let nearest: string | null = null;
    let best = (SEAT_RADIUS * 1.5) ** 2;
    for (const seat of found.seats) {
      const distance = (seat.x - point.x) ** 2 + (seat.y - point.y) ** 2;
      if (distance <= best) {
        best = distance;
        nearest = seat.id;
      }
    }
    return nearest ? seatKey(nearest) : null;
  }
  return null;
}

/** The ring around the seat the keyboard is on: blue outside white, to be seen on any colour and beside a selection. */
function FocusRing({ x, y }: { x: number; y: number }) {
  return (
    <g pointerEvents="none" aria-hidden="true" data-focus-ring="">
      <circle cx={x} cy={y} r={SEAT_RADIUS + 7} fill="none" stroke="#ffffff" strokeWidth={5} />
      <circle cx={x} cy={y} r={SEAT_RADIUS + 7} fill="none" stroke="#1864ab" strokeWidth={3} />
    </g>
  );
}

/**
 * The plan drawn in SVG: select (click, shift-click, box, or the keyboard from seat to seat), move (drag, Ctrl+arrow
 * keys), zoom and pan.
 */
export function PlanCanvas({ editor, colors, names, onDelete }: PlanCanvasProps) {
  const { t } = useLingui();
  const { layout, selection, change, select } = editor;
  const svg = useRef<SVGSVGElement>(null);
  const { view, setView, pan, zoom } = useView();
  const gesture = useRef<Gesture | null>(null);
  const [box, setBox] = useState<PlanBox | null>(null);
  const [spaceHeld, setSpaceHeld] = useState(false);
  // The focus ring shows while the keyboard is in use on the drawing, not after a click.
  const [showFocus, setShowFocus] = useState(false);
  const pointerDown = useRef(false);
  const seatFocus = useSeatFocus({ layout, selection, select });
  const helpId = useId();

  const size = () => {
    const rect = svg.current?.getBoundingClientRect();
    return { left: rect?.left ?? 0, top: rect?.top ?? 0, width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };
  const toPlan = (clientX: number, clientY: number) => {
    const { left, top } = size();
    return { x: (clientX - left - view.x) / view.scale, y: (clientY - top - view.y) / view.scale };
  };
  const fit = useCallback(() => {
    const rect = svg.current?.getBoundingClientRect();
    setView(fitView(rect?.width ?? 0, rect?.height ?? 0, layout.width, layout.height));
  }, [layout.width, layout.height, setView]);
  const zoomCentre = (factor: number) => {
    const { width, height } = size();
    zoom(factor, width / 2, height / 2);
  };

  // Fit once the canvas has its size, before the plan is drawn: the empty canvas is measured quickly, and a stadium's
  // seats are then laid out once, at their scale, rather than at 100% first and again once fitted.
  const [fitted, setFitted] = useState(false);
  useLayoutEffect(() => {
    fit();
    setFitted(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // A wheel zooms about the pointer; React's wheel listener is passive and cannot keep the page from scrolling.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      zoom(Math.pow(1.0015, -event.deltaY), event.clientX - rect.left, event.clientY - rect.top);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoom]);

  // Kept in a ref so that the items' key handler stays the same function and the items need not redraw.
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const activate: Activate = useCallback((key, extend) => select(keysOf(layoutRef.current, key), extend ? 'toggle' : 'replace'), [select]);

  // Keep the seat the keyboard is on in sight.
  const focusedSeat = showFocus ? seatFocus.place?.seat : undefined;
  useEffect(() => {
    const rect = svg.current?.getBoundingClientRect();
    if (!focusedSeat || !rect || rect.width === 0) return;
    const margin = 40;
    const sx = focusedSeat.x * view.scale + view.x;
    const sy = focusedSeat.y * view.scale + view.y;
    const dx = sx < margin ? margin - sx : sx > rect.width - margin ? rect.width - margin - sx : 0;
    const dy = sy < margin ? margin - sy : sy > rect.height - margin ? rect.height - margin - sy : 0;
    if (dx !== 0 || dy !== 0) pan(dx, dy);
  }, [focusedSeat]); // eslint-disable-line react-hooks/exhaustive-deps

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointerDown.current = true;
    setShowFocus(false);
    if (event.button !== 0 && event.button !== 1) return;
    svg.current?.setPointerCapture?.(event.pointerId);
    if (event.button === 1 || event.altKey || spaceHeld) {
      gesture.current = { kind: 'pan', last: { x: event.clientX, y: event.clientY } };
      return;
    }
    const start = toPlan(event.clientX, event.clientY);
    const key = hitKey(layout, event.target as Element, start);
    if (!key) {
      gesture.current = { kind: 'box', start, extend: event.shiftKey };
      setBox({ x1: start.x, y1: start.y, x2: start.x, y2: start.y });
      return;
    }
    if (key.startsWith('seat:')) seatFocus.follow(key.slice(5));
    const keys = keysOf(layout, key);
    if (event.shiftKey) {
      select(keys, 'toggle');
      return;
    }
    if (!keys.every((item) => selection.has(item))) select(keys, 'replace');
    gesture.current = { kind: 'move', start, base: layout, group: `drag-${event.timeStamp}`, keys, moved: false };
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = gesture.current;
    if (!current) return;
    if (current.kind === 'pan') {
      pan(event.clientX - current.last.x, event.clientY - current.last.y);
      current.last = { x: event.clientX, y: event.clientY };
      return;
    }
    const point = toPlan(event.clientX, event.clientY);
    if (current.kind === 'box') {
      setBox({ x1: current.start.x, y1: current.start.y, x2: point.x, y2: point.y });
      return;
    }
    const dx = Math.round(point.x - current.start.x);
    const dy = Math.round(point.y - current.start.y);
    if (dx === 0 && dy === 0 && !current.moved) return;
    current.moved = true;
    // The selection of the drag's start: select() runs before the first move.
    change(() => moveSelection(current.base, selection, dx, dy), current.group);
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const current = gesture.current;
    gesture.current = null;
    pointerDown.current = false;
    svg.current?.releasePointerCapture?.(event.pointerId);
    // A click on a selected item without moving it selects that item alone.
    if (current?.kind === 'move' && !current.moved) select(current.keys, 'replace');
    if (current?.kind !== 'box' || !box) return;
    setBox(null);
    const tiny = Math.abs(box.x2 - box.x1) * view.scale < 3 && Math.abs(box.y2 - box.y1) * view.scale < 3;
    if (tiny) {
      if (!current.extend) select([], 'replace');
      return;
    }
    select(selectInBox(layout, box), current.extend ? 'add' : 'replace');
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const onDrawing = event.target === svg.current;
    const ctrl = event.ctrlKey || event.metaKey;
    if (onDrawing) {
      setShowFocus(true);
      if (seatFocus.onKey(event)) {
        event.preventDefault();
        return;
      }
    }
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const arrow = arrows[event.key];
    if (arrow) {
      event.preventDefault();
      // On the drawing, plain arrow keys moved the seat focus above: here Ctrl (or, on an item, none) moves the selection.
      if (selection.size > 0 && !event.altKey) {
        const step = event.shiftKey ? 10 : 1;
        change(
          (current) => moveSelection(current, selection, arrow[0] * step, arrow[1] * step),
          `nudge-${selection.size}-${[...selection][0]}`,
        );
      } else pan(-arrow[0] * PAN_STEP, -arrow[1] * PAN_STEP);
      return;
    }
    if (event.key === ' ' && event.target === svg.current) {
      event.preventDefault();
      setSpaceHeld(true);
      return;
    }
    switch (event.key) {
      case '+':
      case '=':
        zoomCentre(1.25);
        break;
      case '-':
      case '_':
        zoomCentre(0.8);
        break;
      case '0':
        fit();
        break;
      case 'Escape':
        select([], 'replace');
        break;
      case 'Delete':
      case 'Backspace':
        onDelete();
        break;
      case 'a':
      case 'A':
        if (!ctrl) return;
        select(ctrlAFrom(event.target), 'replace');
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  /** Ctrl+A on a row's or a table's label widens from it (row, section, plan); elsewhere it selects everything. */
  const ctrlAFrom = (target: EventTarget) => {
    const key = target instanceof Element ? target.getAttribute('data-key') : null;
    const [kind, ...rest] = key?.split(':') ?? [];
    if (kind !== 'row' && kind !== 'table') return everything(layout);
    return widenSelection(layout, selection, { kind, id: rest.join(':') }).keys;
  };

  const button = (label: string, onClick: () => void, icon: ReactNode) => (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Box
      pos="relative"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      <Group gap={4} pos="absolute" top={8} right={8} style={{ zIndex: 1 }}>
        {button(t`Zoom in`, () => zoomCentre(1.25), <IconZoomIn />)}
        {button(t`Zoom out`, () => zoomCentre(0.8), <IconZoomOut />)}
        {button(t`Fit the plan`, fit, <IconFit />)}
        {button(t`Pan left`, () => pan(PAN_STEP, 0), <IconArrowLeft />)}
        {button(t`Pan right`, () => pan(-PAN_STEP, 0), <IconArrowRight />)}
        {button(t`Pan up`, () => pan(0, PAN_STEP), <IconArrowUp />)}
        {button(t`Pan down`, () => pan(0, -PAN_STEP), <IconArrowDown />)}
      </Group>
      <VisuallyHidden aria-live="polite">{seatFocus.spoken}</VisuallyHidden>
      <svg
        ref={svg}
        width="100%"
        height="100%"
        style={{
          display: 'block',
          height: 'min(70vh, 720px)',
          minHeight: 360,
          touchAction: 'none',
          background: 'var(--mantine-color-gray-1)',
          cursor: spaceHeld ? 'grab' : 'default',
        }}
        tabIndex={0}
        role="application"
        aria-label={t`Seating plan drawing`}
        aria-describedby={helpId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => event.key === ' ' && setSpaceHeld(false)}
        onFocus={(event) => {
          if (event.target !== svg.current) return;
          setShowFocus(!pointerDown.current);
          if (!pointerDown.current) seatFocus.focus(null);
        }}
        onBlur={(event) => {
          setSpaceHeld(false);
          if (event.target === svg.current) setShowFocus(false);
        }}
      >
        {fitted && (
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            <rect x={0} y={0} width={layout.width} height={layout.height} fill="#ffffff" stroke="#ced4da" />
            <ShapesLayer shapes={layout.shapes} selection={selection} names={names} activate={activate} />
            <AreasLayer areas={layout.standing_areas} colors={colors} selection={selection} names={names} activate={activate} />
            <SeatsLayer sections={layout.sections} colors={colors} />
            <HandlesLayer sections={layout.sections} selection={selection} names={names} activate={activate} />
            <SelectionLayer layout={layout} selection={selection} />
            {focusedSeat && <FocusRing x={focusedSeat.x} y={focusedSeat.y} />}
            {box && (
              <rect
                x={Math.min(box.x1, box.x2)}
                y={Math.min(box.y1, box.y2)}
                width={Math.abs(box.x2 - box.x1)}
                height={Math.abs(box.y2 - box.y1)}
                fill="rgba(28,126,214,0.1)"
                stroke="#1c7ed6"
                strokeDasharray="4 3"
                vectorEffect="non-scaling-stroke"
              />
            )}
          </g>
        )}
      </svg>
      <Group justify="space-between" align="flex-start" px="sm" py={4} wrap="nowrap">
        <details>
          <Text component="summary" size="xs" style={{ cursor: 'pointer' }}>
            {t`Keyboard`}
          </Text>
          <Text id={helpId} size="xs" mt={4} maw={720}>
            {t`Tab reaches the drawing, then rows, tables, standing areas and shapes; on these, Enter selects and Shift+Enter adds to the selection. In the drawing the arrow keys go from seat to seat: left and right along the row, up and down to the row before or after, Home and End to the row’s ends. Enter selects the seat, Shift+Space or Ctrl+Space adds it to the selection or takes it away, and Shift with an arrow key selects the seats it goes over. Ctrl+A selects the row of the seat, pressed again its section, then everything. Ctrl with the arrow keys moves the selection (Shift: ten units at a time), as the arrow keys alone do on a row’s label or an item; Alt with the arrow keys pans. Delete removes the selection, Escape clears it. Plus and minus zoom, 0 fits the plan, Ctrl+Z undoes and Ctrl+Shift+Z redoes. On a Mac, Cmd for Ctrl.`}
          </Text>
        </details>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {t`Zoom ${Math.round(view.scale * 100)}%`}
        </Text>
      </Group>
    </Box>
  );
}
