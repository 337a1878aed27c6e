import { t } from '@lingui/core/macro';
import type { LayoutProblem, SeatAccessibility, SeatingLayout, SeatNumbering, ShapeKind } from '@stagedoor/contracts';

export function numberingLabels(): Record<SeatNumbering, string> {
  return {
    LEFT_TO_RIGHT: t`Left to right`,
    RIGHT_TO_LEFT: t`Right to left`,
    ODD_EVEN: t`Odd left, even right`,
    EVEN_ODD: t`Even left, odd right`,
  };
}

export function shapeKindLabels(): Record<ShapeKind, string> {
  return { STAGE: t`Stage`, LABEL: t`Label`, EXIT: t`Exit`, RECTANGLE: t`Rectangle`, ELLIPSE: t`Ellipse` };
}

export function accessibilityLabels(): Record<SeatAccessibility, string> {
  return { WHEELCHAIR: t`Wheelchair space`, COMPANION: t`Companion seat` };
}

export function problemMessage(message: LayoutProblem['message'] | string): string {
  switch (message) {
    case 'duplicate_seat_id':
      return t`Another seat or standing area of the plan has the same id.`;
    case 'duplicate_seat_label':
      return t`Another seat of the row has the same label.`;
    case 'seat_without_category':
      return t`The seat has no category: give it or its row one.`;
    case 'unknown_category':
      return t`The category does not exist in the plan.`;
    case 'too_many_seats':
      return t`The plan has more seats than allowed.`;
    case 'required':
      return t`This field is required.`;
    case 'name_too_long':
      return t`The name is too long.`;
    default:
      return t`This value is invalid.`;
  }
}

/** Where in the plan a problem's path points, as the organizer names it: "Main floor › Row B › seat 6". */
export function describePath(layout: SeatingLayout, path: readonly (string | number)[]): string {
  const parts: string[] = [];
  const [head, index, kind, groupIndex, seats, seatIndex] = path;
  if (head === 'sections' && typeof index === 'number') {
    const section = layout.sections[index];
    parts.push(section?.label || t`Section ${index + 1}`);
    if ((kind === 'rows' || kind === 'tables') && typeof groupIndex === 'number') {
      const group = section?.[kind][groupIndex];
      const label = group?.label ?? String(groupIndex + 1);
      parts.push(kind === 'rows' ? t`Row ${label}` : t`Table ${label}`);
      if (seats === 'seats' && typeof seatIndex === 'number') {
        const seat = group?.seats[seatIndex];
        parts.push(t`seat ${seat?.label ?? seatIndex + 1}`);
      }
    }
  } else if (head === 'standing_areas' && typeof index === 'number') {
    parts.push(t`Standing area ${layout.standing_areas[index]?.label ?? index + 1}`);
  } else if (head === 'categories' && typeof index === 'number') {
    parts.push(t`Category ${layout.categories[index]?.name ?? index + 1}`);
  } else if (head === 'shapes' && typeof index === 'number') {
    parts.push(t`Shape ${index + 1}`);
  } else if (head === 'name') {
    parts.push(t`Name`);
  }
  return parts.join(' › ');
}

/** A 422 answer's field, `layout.sections.0.rows.1.seats.2.label`, as a path into the layout. */
export function fieldPath(field: string): (string | number)[] {
  return field
    .replace(/^layout\./, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The key of the seat, row, table or area a problem's path points at, to select it. */
export function problemTarget(layout: SeatingLayout, path: readonly (string | number)[]): string | null {
  const [head, index, kind, groupIndex, seats, seatIndex] = path;
  if (head === 'standing_areas' && typeof index === 'number') {
    const area = layout.standing_areas[index];
    return area ? `area:${area.id}` : null;
  }
  if (head !== 'sections' || typeof index !== 'number' || (kind !== 'rows' && kind !== 'tables') || typeof groupIndex !== 'number')
    return null;
  const group = layout.sections[index]?.[kind][groupIndex];
  if (!group) return null;
  if (seats === 'seats' && typeof seatIndex === 'number') {
    const seat = group.seats[seatIndex];
    return seat ? `seat:${seat.id}` : null;
  }
  return `${kind === 'rows' ? 'row' : 'table'}:${group.id}`;
}
