import { memo, type KeyboardEvent } from 'react';
import type { SeatingLayout, SeatingShape, StandingArea } from '@stagedoor/contracts';
import { areaKey, rowKey, seatKey, selectionParts, shapeKey, tableKey, type Selection } from '../selection';
import { SEAT_RADIUS, UNKNOWN_COLOR, type Colors } from './SeatsLayer';

/**
 * The focusable items of the drawing (row and table handles, standing areas, shapes), each layer redrawn only when
 * its part of the layout changes. The seats are drawn by SeatsLayer; the selection is drawn on top in a layer of its
 * own, so selecting redraws no seat.
 */

/** Enter or Space on a focusable item selects it, Shift adds it to the selection. */
export type Activate = (key: string, extend: boolean) => void;

function activateOnKey(activate: Activate, key: string) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    activate(key, event.shiftKey);
  };
}

interface HandleProps {
  itemKey: string;
  label: string;
  name: string;
  x: number;
  y: number;
  selected: boolean;
  anchor: 'end' | 'middle';
  activate: Activate;
}

/** A row's or a table's label: where the keyboard reaches it, and what a click on it selects. */
const Handle = memo(function Handle({ itemKey, label, name, x, y, selected, anchor, activate }: HandleProps) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      dominantBaseline="central"
      fontSize={12}
      fontWeight={700}
      fill={selected ? '#c92a2a' : '#343a40'}
      tabIndex={0}
      role="button"
      aria-label={name}
      aria-pressed={selected}
      data-key={itemKey}
      style={{ cursor: 'pointer' }}
      onKeyDown={activateOnKey(activate, itemKey)}
    >
      {label || '·'}
    </text>
  );
});

export interface HandleNames {
  row: (label: string, seats: number) => string;
  table: (label: string, seats: number) => string;
  area: (label: string, capacity: number) => string;
  shape: (shape: SeatingShape) => string;
  shapeText: (shape: SeatingShape) => string;
}

export const HandlesLayer = memo(function HandlesLayer({
  sections,
  selection,
  names,
  activate,
}: {
  sections: SeatingLayout['sections'];
  selection: Selection;
  names: HandleNames;
  activate: Activate;
}) {
  return (
    <g>
      {sections.map((section) => [
        ...section.rows.map((row) => {
          const first = row.seats[0];
          const x = (first?.x ?? row.geometry?.x ?? 0) - SEAT_RADIUS - 6;
          const y = first?.y ?? row.geometry?.y ?? 0;
          const key = rowKey(row.id);
          return (
            <Handle
              key={key}
              itemKey={key}
              label={row.label}
              name={names.row(row.label, row.seats.length)}
              x={x}
              y={y}
              selected={selection.has(key)}
              anchor="end"
              activate={activate}
            />
          );
        }),
        ...section.tables.map((table) => {
          const key = tableKey(table.id);
          return (
            <Handle
              key={key}
              itemKey={key}
              label={table.label}
              name={names.table(table.label, table.seats.length)}
              x={table.x + table.width / 2}
              y={table.y + table.height / 2}
              selected={selection.has(key)}
              anchor="middle"
              activate={activate}
            />
          );
        }),
      ])}
    </g>
  );
});

const Area = memo(function Area({
  area,
  color,
  name,
  selected,
  activate,
}: {
  area: StandingArea;
  color: string;
  name: string;
  selected: boolean;
  activate: Activate;
}) {
  const key = areaKey(area.id);
  return (
    <g data-key={key} tabIndex={0} role="button" aria-label={name} aria-pressed={selected} onKeyDown={activateOnKey(activate, key)}>
      <rect
        x={area.x}
        y={area.y}
        width={area.width}
        height={area.height}
        fill={color}
        fillOpacity={0.35}
        stroke={color}
        strokeWidth={2}
        data-key={key}
      />
      <text
        x={area.x + area.width / 2}
        y={area.y + area.height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={14}
        fill="#212529"
        data-key={key}
      >
        {area.label} ({area.capacity})
      </text>
    </g>
  );
});

const SHAPE_STYLE: Record<SeatingShape['kind'], { fill: string; stroke: string; text: string }> = {
  STAGE: { fill: '#343a40', stroke: '#212529', text: '#ffffff' },
  LABEL: { fill: 'transparent', stroke: 'none', text: '#212529' },
  EXIT: { fill: '#2b8a3e', stroke: '#2b8a3e', text: '#ffffff' },
  RECTANGLE: { fill: '#e9ecef', stroke: '#868e96', text: '#212529' },
  ELLIPSE: { fill: '#e9ecef', stroke: '#868e96', text: '#212529' },
};

const Shape = memo(function Shape({
  shape,
  index,
  text,
  name,
  selected,
  activate,
}: {
  shape: SeatingShape;
  index: number;
  text: string;
  name: string;
  selected: boolean;
  activate: Activate;
}) {
  const key = shapeKey(index);
  const style = SHAPE_STYLE[shape.kind];
  const cx = shape.x + shape.width / 2;
  const cy = shape.y + shape.height / 2;
  return (
    <g
      data-key={key}
      tabIndex={0}
      role="button"
      aria-label={name}
      aria-pressed={selected}
      onKeyDown={activateOnKey(activate, key)}
      transform={shape.rotation ? `rotate(${shape.rotation} ${cx} ${cy})` : undefined}
    >
      {shape.kind === 'ELLIPSE' ? (
        <ellipse cx={cx} cy={cy} rx={shape.width / 2} ry={shape.height / 2} fill={style.fill} stroke={style.stroke} data-key={key} />
      ) : (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={3}
          fill={style.fill}
          stroke={style.stroke}
          data-key={key}
        />
      )}
      {text && (
        <text x={cx} y={cy} textAnchor="middle" dominantBaseline="central" fontSize={14} fontWeight={600} fill={style.text} data-key={key}>
          {text}
        </text>
      )}
    </g>
  );
});

export const ShapesLayer = memo(function ShapesLayer({
  shapes,
  selection,
  names,
  activate,
}: {
  shapes: SeatingShape[];
  selection: Selection;
  names: HandleNames;
  activate: Activate;
}) {
  return (
    <g>
      {shapes.map((shape, index) => (
        <Shape
          key={index}
          shape={shape}
          index={index}
          text={names.shapeText(shape)}
          name={names.shape(shape)}
          selected={selection.has(shapeKey(index))}
          activate={activate}
        />
      ))}
    </g>
  );
});

export const AreasLayer = memo(function AreasLayer({
  areas,
  colors,
  selection,
  names,
  activate,
}: {
  areas: StandingArea[];
  colors: Colors;
  selection: Selection;
  names: HandleNames;
  activate: Activate;
}) {
  return (
    <g>
      {areas.map((area) => (
        <Area
          key={area.id}
          area={area}
          color={colors.get(area.category) ?? UNKNOWN_COLOR}
          name={names.area(area.label, area.capacity)}
          selected={selection.has(areaKey(area.id))}
          activate={activate}
        />
      ))}
    </g>
  );
});

/** Rings around the selected seats and frames around the selected areas and shapes. */
export const SelectionLayer = memo(function SelectionLayer({ layout, selection }: { layout: SeatingLayout; selection: Selection }) {
  if (selection.size === 0) return null;
  const parts = selectionParts(selection);
  const rings: { id: string; x: number; y: number }[] = [];
  if (parts.seats.size > 0) {
    for (const section of layout.sections)
      for (const group of [...section.rows, ...section.tables])
        for (const seat of group.seats) if (parts.seats.has(seat.id)) rings.push({ id: seat.id, x: seat.x, y: seat.y });
  }
  const frames = [
    ...layout.standing_areas.filter((area) => parts.areas.has(area.id)),
    ...layout.shapes.filter((_, index) => parts.shapes.has(index)),
  ];
  return (
    <g pointerEvents="none" aria-hidden="true">
      {rings.map((ring) => (
        <circle key={seatKey(ring.id)} cx={ring.x} cy={ring.y} r={SEAT_RADIUS + 3} fill="none" stroke="#e03131" strokeWidth={2.5} />
      ))}
      {frames.map((frame, i) => (
        <rect
          key={i}
          x={frame.x - 4}
          y={frame.y - 4}
          width={frame.width + 8}
          height={frame.height + 8}
          fill="none"
          stroke="#e03131"
          strokeWidth={2}
          strokeDasharray="6 4"
        />
      ))}
    </g>
  );
});
