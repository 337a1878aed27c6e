import { describe, expect, it } from 'vitest';
import { dayIn, lastDaysIn } from './event-stats.js';

describe('days in an event’s time zone', () => {
  it('reads the calendar day where the event happens', () => {
    const at = new Date('2026-06-30T23:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-06-30');
    expect(dayIn('Europe/Berlin', at)).toBe('2026-07-01');
    expect(dayIn('America/Los_Angeles', at)).toBe('2026-06-30');
  });

  it('lists every day once across a change to summer time and back', () => {
    // 00:30 in Berlin on 30 March 2026, the night after clocks went forward (29 March had 23 hours).
    expect(lastDaysIn('Europe/Berlin', 4, new Date('2026-03-29T22:30:00Z'))).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    // 23:30 in Berlin on 25 October 2026, which had 25 hours.
    expect(lastDaysIn('Europe/Berlin', 3, new Date('2026-10-25T22:30:00Z'))).toEqual(['2026-10-23', '2026-10-24', '2026-10-25']);
  });

  it('refuses an unknown time zone', () => {
    expect(() => dayIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
  });
});
