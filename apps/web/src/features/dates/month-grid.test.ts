import { describe, expect, it } from 'vitest';
import { addMonths, groupByDay, monthGrid, monthRange, moveDay } from './month-grid';

describe('monthGrid', () => {
  it('lays a month out in whole weeks, Monday first, marking the days of the neighbouring months', () => {
    // 1 October 2026 is a Thursday; 31 October a Saturday.
    const weeks = monthGrid('2026-10');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toEqual({ day: '2026-09-28', inMonth: false });
    expect(weeks[0]?.[3]).toEqual({ day: '2026-10-01', inMonth: true });
    expect(weeks[4]?.[5]).toEqual({ day: '2026-10-31', inMonth: true });
    expect(weeks[4]?.[6]).toEqual({ day: '2026-11-01', inMonth: false });
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(31);
  });

  it('needs four rows for a February starting on Monday and six for a long month starting on Sunday', () => {
    expect(monthGrid('2027-02')).toHaveLength(4);
    expect(monthGrid('2026-11')).toHaveLength(6);
  });

  it('steps across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});

describe('monthRange and groupByDay', () => {
  it("bounds a month on the event's clock", () => {
    expect(monthRange('2026-10', 'Europe/Berlin')).toEqual({ from: '2026-09-30T22:00:00.000Z', to: '2026-10-31T23:00:00.000Z' });
  });

  it("files each date under its start day on the event's clock, in order", () => {
    const dates = [
      { id: 2, start_date: '2026-10-02T20:00:00Z' },
      { id: 1, start_date: '2026-10-01T23:30:00Z' },
      { id: 3, start_date: '2026-10-02T08:00:00Z' },
    ];
    const days = groupByDay(dates, 'Europe/Berlin');
    expect([...days.keys()]).toEqual(['2026-10-02']);
    expect(days.get('2026-10-02')?.map((date) => date.id)).toEqual([1, 3, 2]);
    expect([...groupByDay(dates, 'UTC').keys()]).toEqual(['2026-10-01', '2026-10-02']);
  });
});

describe('moveDay', () => {
  it('follows the keys of a date grid', () => {
    expect(moveDay('2026-10-01', 'ArrowLeft')).toBe('2026-09-30');
    expect(moveDay('2026-10-31', 'ArrowRight')).toBe('2026-11-01');
    expect(moveDay('2026-10-01', 'ArrowUp')).toBe('2026-09-24');
    expect(moveDay('2026-10-01', 'ArrowDown')).toBe('2026-10-08');
    expect(moveDay('2026-10-01', 'Home')).toBe('2026-09-28');
    expect(moveDay('2026-10-01', 'End')).toBe('2026-10-04');
    expect(moveDay('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveDay('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveDay('2026-10-01', 'Enter')).toBeNull();
  });
});
