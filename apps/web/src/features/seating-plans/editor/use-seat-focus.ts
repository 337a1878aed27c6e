import { useMemo, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SeatingLayout } from '@stagedoor/contracts';
import { extendSelection, findSeat, moveFocus, startingSeat, toggleSeat, widenSelection, type FocusMove } from '../seat-focus';
import { seatKey, type Selection } from '../selection';
import type { SelectMode } from './use-plan-editor';

const MOVES: Record<string, FocusMove> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'first',
  End: 'last',
};

interface SeatFocusOptions {
  layout: SeatingLayout;
  selection: Selection;
  select: (keys: Iterable<string>, mode?: SelectMode) => void;
}

/**
 * The seat the keyboard is on in the drawing, and the keys that move it and build the selection from it (see the
 * help text of the canvas and docs/seating.md). `onKey` answers whether it took the key.
 */
export function useSeatFocus({ layout, selection, select }: SeatFocusOptions) {
  const { t } = useLingui();
  const [seatId, setSeatId] = useState<string | null>(null);
  const [spoken, setSpoken] = useState('');
  const place = useMemo(() => (seatId ? findSeat(layout, seatId) : null), [layout, seatId]);
  const focused = place ? seatId : null;

  const describe = (id: string, next: Selection) => {
    const found = findSeat(layout, id);
    if (!found) return '';
    const name =
      found.kind === 'row'
        ? t`Seat ${found.seat.label} of row ${found.group.label}`
        : t`Seat ${found.seat.label} of table ${found.group.label}`;
    return next.has(seatKey(id)) ? t`${name}, selected` : name;
  };

  /** Puts the focus on a seat (or where it starts) and says which. */
  const focus = (id: string | null, next: Selection = selection) => {
    const target = id ?? focused ?? startingSeat(layout, next);
    setSeatId(target);
    setSpoken(target ? describe(target, next) : '');
  };

  const apply = (next: Selection, id: string) => {
    select(next, 'replace');
    focus(id, next);
  };

  const onKey = (event: KeyboardEvent): boolean => {
    const ctrl = event.ctrlKey || event.metaKey;
    const current = focused ?? startingSeat(layout, selection);
    if (!current) return false;
    const move = MOVES[event.key];
    if (move && !ctrl && !event.altKey) {
      const to = moveFocus(layout, current, move);
      if (event.shiftKey) apply(extendSelection(layout, selection, current, to), to);
      else focus(to);
      return true;
    }
    if ((event.key === ' ' && (event.shiftKey || ctrl)) || (event.key === 'Enter' && event.shiftKey)) {
      apply(toggleSeat(layout, selection, current), current);
      return true;
    }
    if (event.key === 'Enter') {
      apply(new Set([seatKey(current)]), current);
      return true;
    }
    if (ctrl && event.key.toLowerCase() === 'a') {
      const from = findSeat(layout, current);
      const { keys } = widenSelection(layout, selection, from && { kind: from.kind, id: from.group.id });
      apply(new Set(keys), current);
      return true;
    }
    return false;
  };

  /** A click on a seat: the keyboard goes on from there, without a word. */
  const follow = (id: string) => setSeatId(id);

  return { focused, place, spoken, focus, follow, onKey };
}
