import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, pickSeat, setSeats } from './selection';

const order = ['A-1', 'A-2', 'A-3', 'A-4', 'B-1'];
const ids = (selection: { selected: ReadonlySet<string> }) => [...selection.selected].sort();

describe('picking seats', () => {
  it('selects one seat with a plain pick and makes it the anchor and the seat shown', () => {
    const one = pickSeat(pickSeat(EMPTY_SELECTION, 'A-1', order), 'A-3', order);
    expect(ids(one)).toEqual(['A-3']);
    expect(one.anchor).toBe('A-3');
    expect(one.active).toBe('A-3');
  });

  it('adds and removes a seat with toggle, keeping the others', () => {
    let selection = pickSeat(EMPTY_SELECTION, 'A-1', order);
    selection = pickSeat(selection, 'B-1', order, { toggle: true });
    expect(ids(selection)).toEqual(['A-1', 'B-1']);
    selection = pickSeat(selection, 'A-1', order, { toggle: true });
    expect(ids(selection)).toEqual(['B-1']);
  });

  it('adds the range from the anchor in the order shown, either way round, keeping the anchor', () => {
    let selection = pickSeat(EMPTY_SELECTION, 'A-2', order);
    selection = pickSeat(selection, 'A-4', order, { range: true });
    expect(ids(selection)).toEqual(['A-2', 'A-3', 'A-4']);
    expect(selection.anchor).toBe('A-2');
    selection = pickSeat(selection, 'A-1', order, { range: true });
    expect(ids(selection)).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
    // In the list's order (filtered), the range follows what is shown.
    const listed = pickSeat(pickSeat(EMPTY_SELECTION, 'A-1', ['A-1', 'B-1']), 'B-1', ['A-1', 'B-1'], { range: true });
    expect(ids(listed)).toEqual(['A-1', 'B-1']);
  });

  it('treats a range without an anchor as a toggle', () => {
    expect(ids(pickSeat(EMPTY_SELECTION, 'A-3', order, { range: true }))).toEqual(['A-3']);
  });

  it('selects or clears many seats at once, keeping the anchor and the seat shown', () => {
    let selection = pickSeat(EMPTY_SELECTION, 'B-1', order);
    selection = setSeats(selection, ['A-1', 'A-2', 'A-3'], true);
    selection = setSeats(selection, ['A-2'], false);
    expect(ids(selection)).toEqual(['A-1', 'A-3', 'B-1']);
    expect([selection.anchor, selection.active]).toEqual(['B-1', 'B-1']);
  });
});
