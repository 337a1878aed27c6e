import { describe, expect, it } from 'vitest';
import { buildRrule, expandRule, validateRule, weekdayOf, type RuleValues } from './rrule-builder';

const base: RuleValues = {
  frequency: 'WEEKLY',
  interval: 1,
  weekdays: ['TU', 'TH'],
  startsOn: '2026-10-01',
  time: '19:00',
  ends: 'count',
  count: 6,
  until: '',
};

describe('buildRrule', () => {
  it('writes a weekly rule with its weekdays, time and count, starting on the event clock', () => {
    expect(buildRrule(base, 'Europe/Berlin')).toBe(
      'DTSTART;TZID=Europe/Berlin:20261001T190000\nRRULE:FREQ=WEEKLY;BYDAY=TU,TH;BYHOUR=19;BYMINUTE=0;BYSECOND=0;COUNT=6',
    );
  });

  it('orders weekdays Monday first, writes INTERVAL only above one and UNTIL in UTC at the end of the local day', () => {
    const rule = buildRrule(
      { ...base, weekdays: ['FR', 'MO'], interval: 2, ends: 'until', until: '2026-12-31', time: '08:30' },
      'Europe/Berlin',
    );
    expect(rule).toBe(
      'DTSTART;TZID=Europe/Berlin:20261001T083000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;BYHOUR=8;BYMINUTE=30;BYSECOND=0;UNTIL=20261231T225959Z',
    );
  });

  it("uses the start's weekday for a weekly rule without weekdays, and no BYDAY for daily and monthly rules", () => {
    expect(weekdayOf('2026-10-01')).toBe('TH');
    expect(buildRrule({ ...base, weekdays: [] }, 'UTC')).toContain('BYDAY=TH;');
    expect(buildRrule({ ...base, frequency: 'DAILY' }, 'UTC')).toContain('RRULE:FREQ=DAILY;BYHOUR=19;');
    expect(buildRrule({ ...base, frequency: 'MONTHLY' }, 'UTC')).not.toContain('BYDAY');
  });
});

describe('validateRule', () => {
  it('accepts a complete rule', () => {
    expect(validateRule(base)).toEqual({});
  });

  it('names each field that is missing or out of range', () => {
    expect(validateRule({ ...base, interval: 0, startsOn: '', time: '25:00', count: 0 })).toEqual({
      interval: 'positive',
      startsOn: 'required',
      time: 'required',
      count: 'positive',
    });
    expect(validateRule({ ...base, count: 1001 })).toEqual({ count: 'tooMany' });
    expect(validateRule({ ...base, ends: 'until', until: '' })).toEqual({ until: 'required' });
    expect(validateRule({ ...base, ends: 'until', until: '2026-09-30' })).toEqual({ until: 'beforeStart' });
  });
});

describe('expandRule', () => {
  it('keeps a weekly 19:00 class at 19:00 local across the end of daylight saving time', () => {
    // Berlin leaves summer time on 25 October 2026: the offset goes from +02:00 to +01:00.
    expect(expandRule(base, 'Europe/Berlin')).toEqual([
      '2026-10-01T19:00:00+02:00',
      '2026-10-06T19:00:00+02:00',
      '2026-10-08T19:00:00+02:00',
      '2026-10-13T19:00:00+02:00',
      '2026-10-15T19:00:00+02:00',
      '2026-10-20T19:00:00+02:00',
    ]);
    const later = expandRule({ ...base, startsOn: '2026-10-20', count: 3 }, 'Europe/Berlin');
    expect(later).toEqual(['2026-10-20T19:00:00+02:00', '2026-10-22T19:00:00+02:00', '2026-10-27T19:00:00+01:00']);
  });

  it('skips days of the first week before the start, and every other week with INTERVAL=2', () => {
    // 2026-10-01 is a Thursday: the Tuesday of that week is before the start.
    expect(expandRule({ ...base, interval: 2, count: 4 }, 'UTC')).toEqual([
      '2026-10-01T19:00:00Z',
      '2026-10-13T19:00:00Z',
      '2026-10-15T19:00:00Z',
      '2026-10-27T19:00:00Z',
    ]);
  });

  it('ends on the UNTIL day inclusive', () => {
    const values: RuleValues = { ...base, frequency: 'DAILY', ends: 'until', until: '2026-10-04' };
    expect(expandRule(values, 'America/New_York')).toEqual([
      '2026-10-01T19:00:00-04:00',
      '2026-10-02T19:00:00-04:00',
      '2026-10-03T19:00:00-04:00',
      '2026-10-04T19:00:00-04:00',
    ]);
  });

  it('skips months without the start day of the month', () => {
    const values: RuleValues = { ...base, frequency: 'MONTHLY', startsOn: '2027-01-31', count: 3 };
    expect(expandRule(values, 'UTC')).toEqual(['2027-01-31T19:00:00Z', '2027-03-31T19:00:00Z', '2027-05-31T19:00:00Z']);
  });

  it('takes exclusions out after counting, adds additions in order, and stops at the limit', () => {
    const values: RuleValues = { ...base, frequency: 'DAILY', count: 4 };
    expect(expandRule(values, 'UTC', { exclusions: ['2026-10-02'], additions: ['2026-09-30T10:00'] })).toEqual([
      '2026-09-30T10:00:00Z',
      '2026-10-01T19:00:00Z',
      '2026-10-03T19:00:00Z',
      '2026-10-04T19:00:00Z',
    ]);
    expect(expandRule({ ...values, count: 500 }, 'UTC', { limit: 2 })).toHaveLength(2);
  });

  it('answers nothing for a rule that cannot be written', () => {
    expect(expandRule({ ...base, time: '' }, 'UTC')).toEqual([]);
  });
});
