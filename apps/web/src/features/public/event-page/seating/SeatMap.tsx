import { memo, useCallback, useMemo } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PublicSeating, SeatingShape } from '@stagedoor/contracts';
import { IconMinus, IconPlus, IconRefresh } from '../../../../platform/ui/icons';
import { circlesPath, diamondsPath, SeatGrid, squaresPath } from '../../../../platform/seating/seat-paths';
import { isChoosable, type SeatPlan } from './seat-plan';
import { SeatMark, TAKEN_COLOR } from './seat-mark';
import { usePanZoom } from './use-pan-zoom';
import { ZOOM_STEP } from './viewport';
import classes from './SeatPicker.module.css';

interface SeatMapProps {
  layout: PublicSeating['layout'];
  plan: SeatPlan;
  chosen: Set<string>;
  onToggle(seatId: string): void;
}

/** The seats one fill draws: circles, wheelchair squares and companion diamonds, as one path's data. */
function fillPath(plan: SeatPlan, indexes: number[]): string {
  const r = plan.seatRadius;
  const circles: number[] = [];
  const squares: number[] = [];
  const diamonds: number[] = [];
  for (const index of indexes) {
    const kind = plan.seats[index]!.accessible;
    (kind === 'WHEELCHAIR' ? squares : kind === 'COMPANION' ? diamonds : circles).push(index);
  }
  return circlesPath(plan.seats, circles, r * 0.9) + squaresPath(plan.seats, squares, r) + diamondsPath(plan.seats, diamonds, r);
}

/**
 * Every seat not chosen, as one path per category (free) and one for the seats not free: twenty thousand seats make
 * a handful of elements. A tap finds its seat through a grid (usePanZoom); chosen seats are drawn over these.
 */
const SeatFills = memo(function SeatFills({ plan }: { plan: SeatPlan }) {
  const fills = useMemo(() => {
    const free = new Map<string, number[]>();
    const taken: number[] = [];
    for (const seat of plan.seats) {
      if (!isChoosable(plan, seat.id)) {
        taken.push(seat.index);
        continue;
      }
      const indexes = free.get(seat.category);
      if (indexes) indexes.push(seat.index);
      else free.set(seat.category, [seat.index]);
    }
    return [
      { key: 'taken', state: 'taken', color: TAKEN_COLOR, d: fillPath(plan, taken) },
      ...[...free].map(([category, indexes]) => ({
        key: `free-${category}`,
        state: 'free',
        color: plan.categories.get(category)?.color ?? TAKEN_COLOR,
        d: fillPath(plan, indexes),
      })),
    ].filter((fill) => fill.d);
  }, [plan]);
  return (
    <g>
      {fills.map((fill) => (
        <path
          key={fill.key}
          d={fill.d}
          fill={fill.color}
          data-state={fill.state}
          className={fill.state === 'free' ? classes.seat : undefined}
        />
      ))}
    </g>
  );
});

/** The chosen seats, each its own element over the fills: ringed and ticked. */
function ChosenSeats({ plan, chosen }: { plan: SeatPlan; chosen: Set<string> }) {
  const r = plan.seatRadius;
  return (
    <g>
      {[...chosen].map((seatId) => {
        const seat = plan.byId.get(seatId);
        if (!seat) return null;
        const color = plan.categories.get(seat.category)?.color ?? TAKEN_COLOR;
        return (
          <g key={seat.id} data-seat-id={seat.id} data-state="chosen" className={classes.seat}>
            <SeatMark seat={seat} r={r} color={color} state="chosen" />
            <path
              d={`M${seat.x - r * 0.45} ${seat.y} l${r * 0.3} ${r * 0.35} l${r * 0.6} -${r * 0.7}`}
              fill="none"
              stroke="#fff"
              strokeWidth={r * 0.28}
              pointerEvents="none"
            />
          </g>
        );
      })}
    </g>
  );
}

function Shape({ shape }: { shape: SeatingShape }) {
  const { x, y, width, height, kind, text } = shape;
  const transform = shape.rotation ? `rotate(${shape.rotation} ${x + width / 2} ${y + height / 2})` : undefined;
  const fill = kind === 'STAGE' ? '#495057' : kind === 'EXIT' ? '#2f9e44' : kind === 'LABEL' ? 'none' : '#e9ecef';
  const ink = kind === 'STAGE' || kind === 'EXIT' ? '#fff' : '#343a40';
  const size = Math.max(8, Math.min(height * 0.45, 48));
  return (
    <g transform={transform}>
      {kind === 'ELLIPSE' ? (
        <ellipse cx={x + width / 2} cy={y + height / 2} rx={width / 2} ry={height / 2} fill={fill} />
      ) : (
        <rect x={x} y={y} width={width} height={height} rx={kind === 'STAGE' ? 6 : 2} fill={fill} />
      )}
      {text && (
        <text x={x + width / 2} y={y + height / 2} fill={ink} fontSize={size} textAnchor="middle" dominantBaseline="central">
          {text}
        </text>
      )}
    </g>
  );
}

// Shapes, standing areas and tables are placed by their top left corner (x, y) and size, as the plan editor draws them.

/** The plan drawn as the hall looks: shapes, tables, standing areas and seats; pinch, drag, wheel and buttons zoom and pan. */
export function SeatMap({ layout, plan, chosen, onToggle }: SeatMapProps) {
  const { t } = useLingui();
  const box = useMemo(() => ({ width: layout.width, height: layout.height }), [layout.width, layout.height]);
  const grid = useMemo(() => new SeatGrid(plan.seats, plan.seatRadius), [plan]);
  // A point of the plan names the seat under it, if it is one a tap may choose or put back.
  const seatAt = useCallback(
    (x: number, y: number) => {
      const seat = plan.seats[grid.seatAt(x, y)];
      return seat && (chosen.has(seat.id) || isChoosable(plan, seat.id)) ? seat.id : null;
    },
    [grid, plan, chosen],
  );
  const { view, svgRef, zoom, reset, handlers } = usePanZoom(box, onToggle, seatAt);
  const r = plan.seatRadius;

  return (
    <div className={classes.map}>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        className={classes.svg}
        role="img"
        aria-label={t`Seating plan`}
        {...handlers}
      >
        <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
          {layout.shapes.map((shape, index) => (
            <Shape key={index} shape={shape} />
          ))}
          {layout.standing_areas.map((area) => (
            <g key={area.id}>
              <rect
                x={area.x}
                y={area.y}
                width={area.width}
                height={area.height}
                rx={4}
                fill={plan.categories.get(area.category)?.color ?? TAKEN_COLOR}
                fillOpacity={(plan.standing.get(area.id) ?? 0) > 0 ? 0.35 : 0.12}
              />
              <text
                x={area.x + area.width / 2}
                y={area.y + area.height / 2}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={r * 2}
              >
                {area.label}
              </text>
            </g>
          ))}
          {layout.sections.flatMap((section) =>
            section.tables.map((table) =>
              table.shape === 'ROUND' ? (
                <ellipse
                  key={table.id}
                  cx={table.x + table.width / 2}
                  cy={table.y + table.height / 2}
                  rx={table.width / 2}
                  ry={table.height / 2}
                  fill="#e9ecef"
                />
              ) : (
                <rect key={table.id} x={table.x} y={table.y} width={table.width} height={table.height} rx={4} fill="#e9ecef" />
              ),
            ),
          )}
          {plan.sections.flatMap((section) =>
            section.rows
              .filter((row) => !row.table && row.label && row.seats.length > 0)
              .map((row) => (
                <text
                  key={row.id}
                  x={row.seats[0]!.x - r * 2.2}
                  y={row.seats[0]!.y}
                  fontSize={r * 1.2}
                  fill="#495057"
                  textAnchor="end"
                  dominantBaseline="central"
                >
                  {row.label}
                </text>
              )),
          )}
          <SeatFills plan={plan} />
          <ChosenSeats plan={plan} chosen={chosen} />
        </g>
      </svg>
      <Group gap={6} className={classes.zoom}>
        <ActionIcon variant="default" size="lg" onClick={() => zoom(ZOOM_STEP)} aria-label={t`Zoom in`}>
          <IconPlus />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" onClick={() => zoom(1 / ZOOM_STEP)} aria-label={t`Zoom out`}>
          <IconMinus />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" onClick={reset} aria-label={t`Show the whole plan`}>
          <IconRefresh />
        </ActionIcon>
      </Group>
    </div>
  );
}
