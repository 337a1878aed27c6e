import { describe, expect, it } from 'vitest';
import { addRow, emptyLayout } from './layout-ops';
import { layoutFileName, nameFromFile, readLayoutFile } from './plan-file';

const layout = addRow(emptyLayout('Stalls', { id: 'cat-1', name: 'Standard', color: '#336699' }), 'section-1', {
  label: 'A',
  category: 'cat-1',
  count: 3,
  x: 100,
  y: 100,
  spacing: 20,
  curve: 0,
  rotation: 0,
  numbering: 'LEFT_TO_RIGHT',
  prefix: '',
  first_number: 1,
}).layout;

describe('layout files', () => {
  it('reads back an exported layout, bare or with its plan’s name', () => {
    expect(readLayoutFile(JSON.stringify(layout))).toEqual({ ok: true, layout, name: null });
    expect(readLayoutFile(JSON.stringify({ name: 'Harbour Hall', layout }))).toEqual({ ok: true, layout, name: 'Harbour Hall' });
  });

  it('fills in the lists a layout may leave out', () => {
    const { standing_areas: _areas, shapes: _shapes, ...short } = layout;
    const read = readLayoutFile(JSON.stringify(short));
    expect(read.ok && read.layout.shapes).toEqual([]);
    expect(read.ok && read.layout.standing_areas).toEqual([]);
  });

  it('tells a file that is not JSON from one that is not a layout', () => {
    expect(readLayoutFile('{ nope')).toEqual({ ok: false, reason: 'not_json' });
    expect(readLayoutFile(JSON.stringify({ version: 2, rows: [] }))).toEqual({ ok: false, reason: 'not_a_layout' });
  });

  it('names the file after the plan, and the plan after the file', () => {
    expect(layoutFileName('Théâtre du Châtelet – Parterre')).toBe('theatre-du-chatelet-parterre.json');
    expect(layoutFileName('大厅')).toBe('seating-plan.json');
    expect(nameFromFile('Harbour Hall.json')).toBe('Harbour Hall');
  });
});
