/**
 * Which seats the organizer has picked, on the map or in the list, to block or release them.
 * `active` is the seat whose details show; `anchor` is where a shift-click range starts.
 */
export interface SeatSelection {
  selected: ReadonlySet<string>;
  anchor: string | null;
  active: string | null;
}

export const EMPTY_SELECTION: SeatSelection = { selected: new Set(), anchor: null, active: null };

export interface PickModifiers {
  /** Shift: every seat from the anchor to this one, in the order shown, joins the selection. */
  range?: boolean;
  /** Ctrl or Cmd (or a checkbox): this seat is added or taken out, the rest stays. */
  toggle?: boolean;
}

/**
 * The selection after picking a seat. A plain pick selects that seat alone; `toggle` adds or removes it;
 * `range` adds the seats from the anchor to it in `order` (the plan's order on the map, the list's in the list).
 */
export function pickSeat(selection: SeatSelection, id: string, order: readonly string[], modifiers: PickModifiers = {}): SeatSelection {
  if (modifiers.range && selection.anchor !== null) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(id);
    if (from !== -1 && to !== -1) {
      const selected = new Set(selection.selected);
      for (let i = Math.min(from, to); i <= Math.max(from, to); i += 1) selected.add(order[i]!);
      return { selected, anchor: selection.anchor, active: id };
    }
  }
  if (modifiers.toggle || modifiers.range) {
    const selected = new Set(selection.selected);
    if (selected.has(id)) selected.delete(id);
    else selected.add(id);
    return { selected, anchor: id, active: id };
  }
  return { selected: new Set([id]), anchor: id, active: id };
}

/** Selects or clears every seat of `ids` at once (the list's "select all shown"). */
export function setSeats(selection: SeatSelection, ids: readonly string[], on: boolean): SeatSelection {
  const selected = new Set(selection.selected);
  for (const id of ids) {
    if (on) selected.add(id);
    else selected.delete(id);
  }
  return { ...selection, selected };
}
