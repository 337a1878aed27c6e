import { describe, expect, it } from 'vitest';
import { layoutProblems, planSeats } from '@stagedoor/contracts';
import { addCategory, addRow, addTable, categoryInUse, deleteCategory, emptyLayout, rowSpec, updateRow } from './layout-ops';
import { deleteSelection, groupSelection, moveSelection, removedIds, selectInBox, toggle, updateSeats } from './selection';
import { rowA } from './test-rows';

const base = emptyLayout('Stalls', { id: 'cat-1', name: 'Standard', color: '#336699' });
describe('rows', () => {
  it('adds a row with seat ids made from its id, and a layout without problems', () => {
    const { layout, id } = addRow(base, 'section-1', rowA);
    const row = layout.sections[0]!.rows[0]!;
    expect(id).toBe('row-1');
    expect(row.seats.map((seat) => [seat.id, seat.label, seat.x])).toEqual([
      ['row-1-1', '1', 100],
      ['row-1-2', '2', 120],
      ['row-1-3', '3', 140],
      ['row-1-4', '4', 160],
    ]);
    expect(layoutProblems(layout)).toEqual([]);
    expect(rowSpec(row)).toEqual(rowA);
    // A second row gets ids of its own.
    const second = addRow(layout, 'section-1', { ...rowA, label: 'B', y: 130 });
    expect(second.layout.sections[0]!.rows[1]!.seats[0]!.id).toBe('row-2-1');
    expect(layoutProblems(second.layout)).toEqual([]);
  });

  it('renumbers a row without changing its seat ids, and keeps each seat’s settings', () => {
    let layout = addRow(base, 'section-1', rowA).layout;
    layout = updateSeats(layout, new Set(['row-1-1']), { accessible: 'WHEELCHAIR' });
    layout = updateRow(layout, 'row-1', { ...rowA, numbering: 'RIGHT_TO_LEFT', prefix: 'A-' });
    const seats = layout.sections[0]!.rows[0]!.seats;
    expect(seats.map((seat) => [seat.id, seat.label])).toEqual([
      ['row-1-1', 'A-4'],
      ['row-1-2', 'A-3'],
      ['row-1-3', 'A-2'],
      ['row-1-4', 'A-1'],
    ]);
    expect(seats[0]!.accessible).toBe('WHEELCHAIR');
  });

  it('gives seats added to a row ids unique in the plan, and keeps those of the seats it keeps', () => {
    let layout = addRow(base, 'section-1', rowA).layout;
    layout = deleteSelection(layout, new Set(['seat:row-1-4']));
    layout = updateRow(layout, 'row-1', { ...rowA, count: 5 });
    expect(layout.sections[0]!.rows[0]!.seats.map((seat) => seat.id)).toEqual(['row-1-1', 'row-1-2', 'row-1-3', 'row-1-4', 'row-1-5']);
    layout = updateRow(layout, 'row-1', { ...rowA, count: 2 });
    expect(layout.sections[0]!.rows[0]!.seats.map((seat) => seat.id)).toEqual(['row-1-1', 'row-1-2']);
  });
});

describe('tables', () => {
  it('adds a table with its seats numbered around it', () => {
    const { layout } = addTable(base, 'section-1', {
      label: 'T1',
      category: 'cat-1',
      shape: 'ROUND',
      count: 6,
      x: 300,
      y: 300,
      width: 60,
      height: 60,
    });
    const seats = planSeats(layout);
    expect(seats.map((seat) => seat.label)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(seats.map((seat) => seat.id)).toEqual(['table-1-1', 'table-1-2', 'table-1-3', 'table-1-4', 'table-1-5', 'table-1-6']);
    expect(seats.every((seat) => seat.row === 'T1' && seat.category === 'cat-1')).toBe(true);
  });
});

describe('selection', () => {
  const layout = addRow(base, 'section-1', rowA).layout;

  it('selects the seats inside a box, and toggles a group with shift', () => {
    expect([...selectInBox(layout, { x1: 90, y1: 90, x2: 125, y2: 110 })]).toEqual(['seat:row-1-1', 'seat:row-1-2']);
    const row = groupSelection(layout, 'row', 'row-1');
    expect(row).toEqual(['row:row-1', 'seat:row-1-1', 'seat:row-1-2', 'seat:row-1-3', 'seat:row-1-4']);
    const selected = toggle(new Set(['seat:row-1-1']), row);
    expect(selected.size).toBe(5);
    expect(toggle(selected, row).size).toBe(0);
  });

  it('moves a whole row with its drawing, and single seats alone', () => {
    const moved = moveSelection(layout, new Set(groupSelection(layout, 'row', 'row-1')), 5, -10);
    const row = moved.sections[0]!.rows[0]!;
    expect(row.geometry).toMatchObject({ x: 105, y: 90 });
    expect(row.seats.map((seat) => [seat.x, seat.y])[0]).toEqual([105, 90]);
    const one = moveSelection(layout, new Set(['seat:row-1-2']), 0, 3).sections[0]!.rows[0]!;
    expect(one.seats[1]).toMatchObject({ x: 120, y: 103 });
    expect(one.seats[0]).toBe(layout.sections[0]!.rows[0]!.seats[0]);
    expect(one.geometry).toBe(layout.sections[0]!.rows[0]!.geometry);
  });

  it('sets a category on seats, and a category in use cannot be deleted', () => {
    const withVip = addCategory(layout, 'VIP', '#aa0000');
    const changed = updateSeats(withVip.layout, new Set(['row-1-3']), { category: withVip.id });
    expect(planSeats(changed).map((seat) => seat.category)).toEqual(['cat-1', 'cat-1', withVip.id, 'cat-1']);
    expect(categoryInUse(changed, withVip.id)).toBe(true);
    expect(deleteCategory(changed, withVip.id)).toBe(changed);
    const back = updateSeats(changed, new Set(['row-1-3']), { category: '' });
    expect(deleteCategory(back, withVip.id).categories.map((category) => category.id)).toEqual(['cat-1']);
  });

  it('names the seats a change removes', () => {
    const smaller = deleteSelection(layout, new Set(['seat:row-1-2']));
    expect(removedIds(layout, smaller)).toEqual(['row-1-2']);
    expect(removedIds(layout, moveSelection(layout, new Set(['seat:row-1-2']), 1, 1))).toEqual([]);
  });
});
