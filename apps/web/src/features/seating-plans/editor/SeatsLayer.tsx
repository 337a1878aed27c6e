import { memo } from 'react';
import type { SeatingLayout, SeatingSection, SeatRow, SeatTable } from '@stagedoor/contracts';
import { circlesPath } from '../../../platform/seating/seat-paths';

/**
 * The seats of the drawing, in layers that redraw only when their part of the layout changes: a row's seats are a
 * path or two with no state of their own, so a plan of tens of thousands of seats opens and edits quickly.
 */

export const SEAT_RADIUS = 8;
export const UNKNOWN_COLOR = '#adb5bd';
export type Colors = ReadonlyMap<string, string>;

/** The seats of one group drawn alike: one path's data, its fill and, for wheelchair and companion seats, a ring. */
interface SeatFill {
  key: string;
  d: string;
  fill: string | undefined;
  accessible: 'WHEELCHAIR' | 'COMPANION' | null;
}

function groupFills(group: SeatRow | SeatTable, colors: Colors): SeatFill[] {
  const byLook = new Map<string, { fill: string | undefined; accessible: SeatFill['accessible']; indexes: number[] }>();
  group.seats.forEach((seat, index) => {
    const fill = seat.category ? colors.get(seat.category) || UNKNOWN_COLOR : undefined;
    const accessible = seat.accessible ?? null;
    const look = `${fill ?? ''}|${accessible ?? ''}`;
    const found = byLook.get(look);
    if (found) found.indexes.push(index);
    else byLook.set(look, { fill, accessible, indexes: [index] });
  });
  return [...byLook].map(([key, look]) => ({
    key,
    d: circlesPath(group.seats, look.indexes, SEAT_RADIUS),
    fill: look.fill,
    accessible: look.accessible,
  }));
}

/**
 * A row's or a table's seats: the group carries the row's colour, and its seats are a path or two (one per look:
 * a seat's own category, a wheelchair or companion ring), not an element each, so twenty thousand seats open
 * quickly. A click on a seat is found from the group (`data-seats`) and the point: the group's nearest seat.
 */
const GroupSeats = memo(function GroupSeats({
  group,
  kind,
  colors,
}: {
  group: SeatRow | SeatTable;
  kind: 'row' | 'table';
  colors: Colors;
}) {
  const fallback = (group.category && colors.get(group.category)) || UNKNOWN_COLOR;
  return (
    <g fill={fallback} data-seats={`${kind}:${group.id}`} data-seat-count={group.seats.length}>
      {groupFills(group, colors).map((look) =>
        look.accessible ? (
          <path
            key={look.key}
            d={look.d}
            fill={look.fill}
            stroke="#212529"
            strokeWidth={2.5}
            strokeDasharray={look.accessible === 'COMPANION' ? '3 2' : undefined}
          />
        ) : (
          <path key={look.key} d={look.d} fill={look.fill} />
        ),
      )}
    </g>
  );
});

const TableTop = memo(function TableTop({ table }: { table: SeatTable }) {
  const common = { fill: '#f1f3f5', stroke: '#868e96', strokeWidth: 1.5, 'data-key': `table:${table.id}` };
  return table.shape === 'ROUND' ? (
    <ellipse cx={table.x + table.width / 2} cy={table.y + table.height / 2} rx={table.width / 2} ry={table.height / 2} {...common} />
  ) : (
    <rect x={table.x} y={table.y} width={table.width} height={table.height} rx={4} {...common} />
  );
});

const SectionSeats = memo(function SectionSeats({ section, colors }: { section: SeatingSection; colors: Colors }) {
  return (
    <g>
      {section.tables.map((table) => (
        <TableTop key={table.id} table={table} />
      ))}
      {section.rows.map((row) => (
        <GroupSeats key={row.id} group={row} kind="row" colors={colors} />
      ))}
      {section.tables.map((table) => (
        <GroupSeats key={table.id} group={table} kind="table" colors={colors} />
      ))}
    </g>
  );
});

export const SeatsLayer = memo(function SeatsLayer({ sections, colors }: { sections: SeatingLayout['sections']; colors: Colors }) {
  return (
    <g>
      {sections.map((section) => (
        <SectionSeats key={section.id} section={section} colors={colors} />
      ))}
    </g>
  );
});
