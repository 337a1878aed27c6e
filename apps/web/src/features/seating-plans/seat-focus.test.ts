import { describe, expect, it } from 'vitest';
import { addArea, addRow, addSection, addTable, emptyLayout } from './layout-ops';
import { extendSelection, findSeat, moveFocus, startingSeat, toggleSeat, widenSelection } from './seat-focus';
import { groupSelection } from './selection';
import { rowA } from './test-rows';

/** Stalls: row A (4 seats at x 100..160), row B (3 seats at x 140..180) and a table of 4; Balcony: row C. */
function plan() {
  let layout = emptyLayout('Stalls', { id: 'cat-1', name: 'Standard', color: '#336699' });
  layout = addRow(layout, 'section-1', rowA).layout;
  layout = addRow(layout, 'section-1', { ...rowA, label: 'B', count: 3, x: 140, y: 130 }).layout;
  layout = addTable(layout, 'section-1', {
    label: 'T',
    category: 'cat-1',
    shape: 'ROUND',
    count: 4,
    x: 400,
    y: 100,
    width: 60,
    height: 60,
  }).layout;
  const balcony = addSection(layout, 'Balcony');
  layout = addRow(balcony.layout, balcony.id, { ...rowA, label: 'C', count: 2, y: 300 }).layout;
  layout = addArea(layout, { label: 'Pit', capacity: 50, category: 'cat-1', x: 0, y: 500, width: 100, height: 50 }).layout;
  return layout;
}

const layout = plan();
const ids = (kind: 'row' | 'table', index: number) => {
  const groups = layout.sections.flatMap((section) => (kind === 'row' ? section.rows : section.tables));
  return groups[index]!.seats.map((seat) => seat.id);
};
const [a1, a2, a3, a4] = ids('row', 0);
const [b1, b2, b3] = ids('row', 1);
const [t1] = ids('table', 0);
const [c1, c2] = ids('row', 2);

describe('moving the seat focus', () => {
  it('starts at the first selected seat, else at the first seat of the plan', () => {
    expect(startingSeat(layout, new Set())).toBe(a1);
    expect(startingSeat(layout, new Set([`seat:${b2}`, 'area:x']))).toBe(b2);
    expect(startingSeat(emptyLayout('Stalls', { id: 'c', name: 'C', color: '#000000' }), new Set())).toBeNull();
  });

  it('goes along a row and stops at its ends', () => {
    expect(moveFocus(layout, a1!, 'right')).toBe(a2);
    expect(moveFocus(layout, a2!, 'left')).toBe(a1);
    expect(moveFocus(layout, a1!, 'left')).toBe(a1);
    expect(moveFocus(layout, a4!, 'right')).toBe(a4);
    expect(moveFocus(layout, a2!, 'last')).toBe(a4);
    expect(moveFocus(layout, a3!, 'first')).toBe(a1);
  });

  it('goes up and down to the next row or table in plan order, at its nearest seat, across sections', () => {
    // A3 stands at x 140, over B1.
    expect(moveFocus(layout, a3!, 'down')).toBe(b1);
    expect(moveFocus(layout, b3!, 'up')).toBe(a4);
    expect(findSeat(layout, moveFocus(layout, b2!, 'down'))!.kind).toBe('table');
    // The table stands to the right: row C's seat nearest to it is its last.
    expect(moveFocus(layout, t1!, 'down')).toBe(c2);
    expect(moveFocus(layout, c1!, 'down')).toBe(c1);
    expect(moveFocus(layout, a1!, 'up')).toBe(a1);
    expect(moveFocus(layout, 'gone', 'down')).toBe('gone');
  });
});

describe('toggling the focused seat', () => {
  it('adds it and takes it away', () => {
    const one = toggleSeat(layout, new Set(), a2!);
    expect([...one]).toEqual([`seat:${a2}`]);
    const two = toggleSeat(layout, one, b1!);
    expect([...two].sort()).toEqual([`seat:${a2}`, `seat:${b1}`].sort());
    expect([...toggleSeat(layout, two, a2!)]).toEqual([`seat:${b1}`]);
  });

  it('leaves the row as a whole once one of its seats is taken away, keeping the other seats', () => {
    const row = new Set(groupSelection(layout, 'row', layout.sections[0]!.rows[0]!.id));
    const next = toggleSeat(layout, row, a1!);
    expect([...next].sort()).toEqual([`seat:${a2}`, `seat:${a3}`, `seat:${a4}`].sort());
  });
});

describe('Ctrl+A', () => {
  const rowA = { kind: 'row' as const, id: layout.sections[0]!.rows[0]!.id };

  it('selects the row, then its section, then the plan', () => {
    const group = widenSelection(layout, new Set([`seat:${a1}`]), rowA);
    expect(group.scope).toBe('group');
    expect(group.keys).toEqual(groupSelection(layout, 'row', rowA.id));

    const section = widenSelection(layout, new Set(group.keys), rowA);
    expect(section.scope).toBe('section');
    // Rows A and B and the table with their seats; not the balcony.
    expect(section.keys.filter((key) => key.startsWith('seat:'))).toHaveLength(11);
    expect(section.keys).not.toContain(`seat:${c1}`);

    const all = widenSelection(layout, new Set(section.keys), rowA);
    expect(all.scope).toBe('plan');
    expect(all.keys.filter((key) => key.startsWith('seat:'))).toHaveLength(13);
    expect(all.keys.some((key) => key.startsWith('area:'))).toBe(true);
  });

  it('selects everything without a row to start from', () => {
    expect(widenSelection(layout, new Set(), null).scope).toBe('plan');
  });
});

describe('Shift with an arrow key', () => {
  it('adds the seats the focus goes over, and takes them away going back', () => {
    let selection = extendSelection(layout, new Set(), a1!, a2!);
    expect([...selection].sort()).toEqual([`seat:${a1}`, `seat:${a2}`].sort());
    selection = extendSelection(layout, selection, a2!, a3!);
    expect(selection.size).toBe(3);
    selection = extendSelection(layout, selection, a3!, a2!);
    expect([...selection].sort()).toEqual([`seat:${a1}`, `seat:${a2}`].sort());
    // At the row's end the focus stays, and so does the selection.
    expect(extendSelection(layout, selection, a1!, a1!)).toBe(selection);
  });
});
