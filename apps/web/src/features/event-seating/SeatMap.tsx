import { memo, useMemo, type MouseEvent } from 'react';
import type { PlanSeat, SeatingLayout, SeatingShape } from '@stagedoor/contracts';
import { circlesPath, crossesPath, SeatGrid } from '../../platform/seating/seat-paths';
import classes from './SeatMap.module.css';

/** Seats drawn in one colour, in one path. */
export interface SeatFill {
  color: string;
  indexes: readonly number[];
  /** Drawn as a ring (outline only) rather than a disc: a state told apart by more than its colour. */
  ring?: boolean;
}

interface SeatMapProps {
  layout: SeatingLayout;
  seats: readonly PlanSeat[];
  radius: number;
  fills: readonly SeatFill[];
  /** Seats marked with a cross (blocked). */
  crossed?: readonly number[];
  selected?: Iterable<number>;
  /** The keyboard cursor's seat. */
  cursor?: number | null;
  /** Seats to stand out (where an attendee can move), the others fading. */
  highlighted?: readonly number[] | null;
  /** The text drawn in a standing area under its label. */
  areaText?: (areaId: string) => string;
  zoom?: number;
  onSeatClick?: (index: number, event: MouseEvent) => void;
}

/**
 * A read-only drawing of a seating plan: shapes, tables, standing areas and every seat with the fill it is given.
 * Seats are a few path elements (seat-paths.ts) and a click finds its seat through a grid, so a plan of
 * twenty thousand seats draws and redraws without a React element per seat. The drawing is hidden from
 * assistive technology: the page around it offers the same seats as a list.
 */
export function SeatMap({
  layout,
  seats,
  radius,
  fills,
  crossed,
  selected,
  cursor,
  highlighted,
  areaText,
  zoom = 1,
  onSeatClick,
}: SeatMapProps) {
  const grid = useMemo(() => new SeatGrid(seats, radius), [seats, radius]);
  const selectedPath = useMemo(() => (selected ? circlesPath(seats, selected, radius * 1.3) : ''), [seats, selected, radius]);
  const highlightPath = useMemo(() => (highlighted ? circlesPath(seats, highlighted, radius * 1.15) : ''), [seats, highlighted, radius]);
  const cursorSeat = cursor === null || cursor === undefined ? undefined : seats[cursor];

  const click = (event: MouseEvent<SVGSVGElement>) => {
    if (!onSeatClick) return;
    const matrix = event.currentTarget.getScreenCTM?.();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const index = grid.seatAt(point.x, point.y);
    if (index !== -1) onSeatClick(index, event);
  };

  return (
    <svg
      className={classes.map}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ width: `${zoom * 100}%` }}
      aria-hidden="true"
      focusable="false"
      onClick={click}
    >
      <Backdrop layout={layout} />
      <g className={highlighted ? classes.faded : undefined}>
        <SeatLayer seats={seats} radius={radius} fills={fills} crossed={crossed} />
      </g>
      {layout.standing_areas.map((area) => (
        <text key={`use-${area.id}`} x={area.x + area.width / 2} y={area.y + area.height / 2 + 18} className={classes.areaText}>
          {areaText?.(area.id)}
        </text>
      ))}
      {highlightPath && <path d={highlightPath} className={classes.highlight} />}
      {selectedPath && <path d={selectedPath} className={classes.selected} />}
      {cursorSeat && <circle cx={cursorSeat.x} cy={cursorSeat.y} r={radius * 1.9} className={classes.cursor} />}
    </svg>
  );
}

const SeatLayer = memo(function SeatLayer({
  seats,
  radius,
  fills,
  crossed,
}: {
  seats: readonly PlanSeat[];
  radius: number;
  fills: readonly SeatFill[];
  crossed?: readonly number[] | undefined;
}) {
  const paths = useMemo(
    () =>
      fills.map((fill) => ({ color: fill.color, ring: fill.ring, d: circlesPath(seats, fill.indexes, fill.ring ? radius * 0.8 : radius) })),
    [seats, fills, radius],
  );
  const crosses = useMemo(() => (crossed ? crossesPath(seats, crossed, radius) : ''), [seats, crossed, radius]);
  return (
    <>
      {paths.map((path) =>
        path.ring ? (
          <path key={`${path.color}-ring`} d={path.d} fill="none" stroke={path.color} strokeWidth={radius * 0.4} />
        ) : (
          <path key={`${path.color}-disc`} d={path.d} fill={path.color} />
        ),
      )}
      {crosses && <path d={crosses} className={classes.cross} strokeWidth={radius * 0.25} />}
    </>
  );
});

/** Everything but the seats: drawn once per plan. */
const Backdrop = memo(function Backdrop({ layout }: { layout: SeatingLayout }) {
  return (
    <g>
      {layout.shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
      {layout.standing_areas.map((area) => (
        <g key={area.id}>
          <rect x={area.x} y={area.y} width={area.width} height={area.height} className={classes.area} />
          <text x={area.x + area.width / 2} y={area.y + area.height / 2} className={classes.areaLabel}>
            {area.label}
          </text>
        </g>
      ))}
      {/* Tables are placed by the top left corner of their box (docs/seating.md), as the editor and the picker draw them. */}
      {layout.sections.map((section) =>
        section.tables.map((table) =>
          table.shape === 'ROUND' ? (
            <ellipse
              key={table.id}
              cx={table.x + table.width / 2}
              cy={table.y + table.height / 2}
              rx={table.width / 2}
              ry={table.height / 2}
              className={classes.table}
            />
          ) : (
            <rect key={table.id} x={table.x} y={table.y} width={table.width} height={table.height} className={classes.table} />
          ),
        ),
      )}
      {layout.sections.map((section) =>
        section.tables.map((table) => (
          <text key={`label-${table.id}`} x={table.x + table.width / 2} y={table.y + table.height / 2} className={classes.tableLabel}>
            {table.label}
          </text>
        )),
      )}
    </g>
  );
});

function Shape({ shape }: { shape: SeatingShape }) {
  const cx = shape.x + shape.width / 2;
  const cy = shape.y + shape.height / 2;
  const transform = shape.rotation ? `rotate(${shape.rotation} ${cx} ${cy})` : undefined;
  const text = shape.text ? (
    <text x={cx} y={cy} className={classes.shapeText}>
      {shape.text}
    </text>
  ) : null;
  switch (shape.kind) {
    case 'LABEL':
      return <g transform={transform}>{text}</g>;
    case 'ELLIPSE':
      return (
        <g transform={transform}>
          <ellipse cx={cx} cy={cy} rx={shape.width / 2} ry={shape.height / 2} className={classes.shape} />
          {text}
        </g>
      );
    default:
      return (
        <g transform={transform}>
          <rect
            x={shape.x}
            y={shape.y}
            width={shape.width}
            height={shape.height}
            className={shape.kind === 'STAGE' ? classes.stage : shape.kind === 'EXIT' ? classes.exit : classes.shape}
          />
          {text}
        </g>
      );
  }
}
